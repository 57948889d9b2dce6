/**
 * What the render tests share: a sample schema model with a bit of everything the generator handles, built
 * as the catalogs would report it, and helpers to pick blocks out of the rendered module.
 */
import type { ColumnModel, FunctionArgModel, FunctionModel, SchemaModel } from '@/scripts/db-types/model';

export const column = (name: string, type: string, more: Partial<ColumnModel> = {}): ColumnModel => ({
  name,
  type,
  nullable: false,
  hasDefault: false,
  identity: null,
  updatable: true,
  ...more,
});

const arg = (name: string, type: string, typeOid: number, more: Partial<FunctionArgModel> = {}): FunctionArgModel => ({
  name,
  mode: 'in',
  type,
  typeOid,
  hasDefault: false,
  rowType: null,
  ...more,
});

const fn = (name: string, returnType: string, more: Partial<FunctionModel> = {}): FunctionModel => ({
  name,
  args: [],
  argumentTypes: '',
  returnTypeText: returnType,
  returnTypeOid: 0,
  returnType,
  returnsSet: false,
  returnsComposite: false,
  rows: 0,
  returnsRowOf: null,
  setofTarget: null,
  ...more,
});

const OIDS = { bool: 16, int4: 23, text: 25, uuid: 2950, jsonb: 3802, profiles: 90001 };

export function sampleSchema(): SchemaModel {
  return {
    schema: 'public',
    postgrestVersion: '12',
    tables: [
      {
        name: 'leads',
        columns: [
          column('id', 'uuid', { hasDefault: true }),
          column('email', 'text'),
          column('phone', 'text', { nullable: true }),
          column('stage', 'lead_stage', { hasDefault: true }),
          column('target_exams', '_text', { hasDefault: true }),
          column('lead_score', 'int4', { hasDefault: true }),
          column('conversion_value', 'numeric', { nullable: true }),
          column('browser_info', 'jsonb', { hasDefault: true }),
          column('newsletter_subscribed', 'bool', { hasDefault: true }),
          column('created_at', 'timestamptz', { hasDefault: true }),
          column('ip_range', 'inet', { nullable: true }),
          column('aal', 'aal_level', { nullable: true }),
          column('assigned_counselor_id', 'uuid', { nullable: true }),
        ],
      },
      {
        name: 'counters',
        columns: [
          column('id', 'int8', { identity: 'ALWAYS' }),
          column('seq', 'int8', { identity: 'BY DEFAULT' }),
          column('doubled', 'int8', { nullable: true, hasDefault: true }),
          column('budget', 'money_range', { nullable: true }),
        ],
      },
      { name: 'counselors', columns: [column('id', 'uuid', { hasDefault: true }), column('name', 'text')] },
      { name: 'profiles', columns: [column('id', 'uuid'), column('name', 'text', { hasDefault: true })] },
    ],
    views: [
      {
        name: 'user_profiles',
        updatable: true,
        columns: [
          column('id', 'uuid', { nullable: true }),
          column('name', 'text', { nullable: true }),
          column('upper_name', 'text', { nullable: true, updatable: false }),
        ],
      },
      {
        name: 'lead_counts',
        updatable: false,
        materialized: true,
        columns: [column('stage', 'lead_stage', { nullable: true }), column('n', 'int8', { nullable: true })],
      },
    ],
    relationships: [
      {
        foreignKeyName: 'leads_assigned_counselor_id_fkey',
        relation: 'leads',
        columns: ['assigned_counselor_id'],
        isOneToOne: false,
        referencedRelation: 'counselors',
        referencedColumns: ['id'],
      },
      {
        foreignKeyName: 'leads_user_id_fkey',
        relation: 'leads',
        columns: ['user_id'],
        isOneToOne: false,
        referencedRelation: 'user_profiles',
        referencedColumns: ['id'],
      },
      {
        foreignKeyName: 'leads_user_id_fkey',
        relation: 'leads',
        columns: ['user_id'],
        isOneToOne: false,
        referencedRelation: 'profiles',
        referencedColumns: ['id'],
      },
    ],
    functions: [
      fn('vote_faq', 'void', {
        args: [arg('helpful', 'bool', OIDS.bool), arg('faq_id', 'uuid', OIDS.uuid)],
        argumentTypes: 'faq_id uuid, helpful boolean',
      }),
      fn('is_admin', 'bool'),
      fn('has_role', 'bool', { args: [arg('roles', '_text', 1009)], argumentTypes: 'roles text[]' }),
      fn('submit_attempt', 'counselors', {
        args: [arg('attempt_id', 'uuid', OIDS.uuid)],
        argumentTypes: 'attempt_id uuid',
        returnsComposite: true,
        returnsRowOf: 'counselors',
        setofTarget: 'counselors',
      }),
      fn('search_leads', 'leads', {
        args: [arg('q', 'text', OIDS.text, { hasDefault: true })],
        argumentTypes: "q text DEFAULT ''::text",
        returnsSet: true,
        returnsComposite: true,
        rows: 1000,
        returnsRowOf: 'leads',
        setofTarget: 'leads',
      }),
      fn('stage_counts', 'record', {
        args: [
          arg('since', 'date', 1082),
          arg('stage', 'lead_stage', 90002, { mode: 'table' }),
          arg('n', 'int8', 20, { mode: 'table' }),
        ],
        argumentTypes: 'since date',
        returnsSet: true,
        rows: 1000,
      }),
      fn('full_name', 'text', {
        args: [arg('', 'profiles', OIDS.profiles, { rowType: 'profiles' })],
        argumentTypes: 'profiles',
      }),
      fn('echo', 'int4', { args: [arg('v', 'int4', OIDS.int4)], argumentTypes: 'v integer' }),
      fn('echo', 'text', { args: [arg('v', 'text', OIDS.text)], argumentTypes: 'v text' }),
      fn('two_unnamed', 'int4', {
        args: [arg('', 'int4', OIDS.int4), arg('', 'int4', OIDS.int4)],
        argumentTypes: 'integer, integer',
      }),
      fn('takes_json', 'jsonb', { args: [arg('', 'jsonb', OIDS.jsonb)], argumentTypes: 'jsonb' }),
    ],
    enums: [
      { schema: 'public', name: 'lead_stage', values: ['new', 'contacted', 'qualified', 'working', 'converted', 'lost'] },
      { schema: 'public', name: 'tone', values: ['calm', "it's", 'say "hi"'] },
      { schema: 'auth', name: 'aal_level', values: ['aal1', 'aal2', 'aal3'] },
    ],
    compositeTypes: [
      {
        schema: 'public',
        name: 'money_range',
        attributes: [
          { name: 'low', type: 'numeric' },
          { name: 'high', type: 'numeric' },
          { name: 'currency', type: 'text' },
        ],
      },
    ],
    checkValues: [
      { table: 'leads', column: 'source', values: ['website', 'google_ads', 'facebook', 'linkedin', 'twitter', 'organic'] },
      { table: 'leads', column: 'form_type', values: ['contact', 'consultation', 'newsletter'] },
      { table: 'counselors', column: 'title', values: ["it's", 'say "hi"'] },
    ],
  };
}

/** The block of the output that starts with `start` and ends at the next line indented as `start` is. */
export function block(output: string, start: string): string {
  const lines = output.split('\n');
  const from = lines.indexOf(start);
  if (from < 0) throw new Error(`no line ${JSON.stringify(start)} in the output`);
  const indentation = start.length - start.trimStart().length;
  const to = lines.findIndex((l, i) => i > from && l.length - l.trimStart().length === indentation && l.trim() !== '');
  return lines.slice(from, to + 1).join('\n');
}

/** `text` without its common indentation and its first and last (blank) lines, indented by `by` spaces. */
export const lines = (text: string, by = 0) => {
  const all = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const margin = Math.min(...all.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return all.map((l) => ' '.repeat(by) + l.slice(margin)).join('\n');
};
