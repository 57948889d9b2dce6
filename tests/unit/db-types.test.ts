import { describe, expect, it } from 'vitest';
import { group, indent, join, line, printDoc } from '@/scripts/db-types/doc';
import type { ColumnModel, FunctionArgModel, FunctionModel, SchemaModel } from '@/scripts/db-types/model';
import { viewColumnOrigins } from '@/scripts/db-types/node-tree';
import { renderDatabaseTypes, stringLiteral } from '@/scripts/db-types/render';

const column = (name: string, type: string, more: Partial<ColumnModel> = {}): ColumnModel => ({
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

function fixture(): SchemaModel {
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
  };
}

/** The block of the output that starts with `start` and ends at the next line indented as `start` is. */
function block(output: string, start: string): string {
  const lines = output.split('\n');
  const from = lines.indexOf(start);
  if (from < 0) throw new Error(`no line ${JSON.stringify(start)} in the output`);
  const indentation = start.length - start.trimStart().length;
  const to = lines.findIndex((l, i) => i > from && l.length - l.trimStart().length === indentation && l.trim() !== '');
  return lines.slice(from, to + 1).join('\n');
}

/** `text` without its common indentation and its first and last (blank) lines, indented by `by` spaces. */
const lines = (text: string, by = 0) => {
  const all = text.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const margin = Math.min(...all.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return all.map((l) => ' '.repeat(by) + l.slice(margin)).join('\n');
};

describe('renderDatabaseTypes', () => {
  const output = renderDatabaseTypes(fixture());

  it('starts with Json and the Database type with the PostgREST version, and ends with Constants', () => {
    expect(output.startsWith(lines(`
      export type Json =
        | string
        | number
        | boolean
        | null
        | { [key: string]: Json | undefined }
        | Json[]

      export type Database = {
        // Allows to automatically instantiate createClient with right options
        // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
        __InternalSupabase: {
          PostgrestVersion: "12"
        }
        public: {
          Tables: {
            counselors: {
    `))).toBe(true);
    expect(output.endsWith(lines(`
      export const Constants = {
        public: {
          Enums: {
            lead_stage: [
              "new",
              "contacted",
              "qualified",
              "working",
              "converted",
              "lost",
            ],
            tone: ["calm", "it's", 'say "hi"'],
          },
        },
      } as const
    `) + '\n')).toBe(true);
  });

  it('maps column types, and makes Insert fields optional when nullable, defaulted or an identity', () => {
    expect(block(output, '      leads: {')).toContain(lines(`
          Row: {
            aal: "aal1" | "aal2" | "aal3" | null
            assigned_counselor_id: string | null
            browser_info: Json
            conversion_value: number | null
            created_at: string
            email: string
            id: string
            ip_range: unknown
            lead_score: number
            newsletter_subscribed: boolean
            phone: string | null
            stage: Database["public"]["Enums"]["lead_stage"]
            target_exams: string[]
          }
          Insert: {
            aal?: "aal1" | "aal2" | "aal3" | null
            assigned_counselor_id?: string | null
            browser_info?: Json
            conversion_value?: number | null
            created_at?: string
            email: string
            id?: string
            ip_range?: unknown
            lead_score?: number
            newsletter_subscribed?: boolean
            phone?: string | null
            stage?: Database["public"]["Enums"]["lead_stage"]
            target_exams?: string[]
          }
    `, 8));
    expect(block(output, '      counters: {')).toContain(lines(`
          Insert: {
            budget?: Database["public"]["CompositeTypes"]["money_range"] | null
            doubled?: number | null
            id?: never
            seq?: number
          }
          Update: {
            budget?: Database["public"]["CompositeTypes"]["money_range"] | null
            doubled?: number | null
            id?: never
            seq?: number
          }
          Relationships: []
    `, 8));
  });

  it('lists relationships sorted by constraint, then referenced relation', () => {
    expect(block(output, '        Relationships: [')).toBe(
      lines(`
        Relationships: [
          {
            foreignKeyName: "leads_assigned_counselor_id_fkey"
            columns: ["assigned_counselor_id"]
            isOneToOne: false
            referencedRelation: "counselors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      `, 8),
    );
  });

  it('adds a function taking a row as a computed column of that table', () => {
    expect(block(output, '      profiles: {')).toContain(lines(`
          Row: {
            id: string
            name: string
            full_name: string | null
          }
          Insert: {
            id: string
            name?: string
          }
    `, 8));
  });

  it('writes Insert and Update for an updatable view (never for its computed columns), Row only otherwise', () => {
    expect(block(output, '    Views: {')).toBe(
      lines(`
        Views: {
          lead_counts: {
            Row: {
              n: number | null
              stage: Database["public"]["Enums"]["lead_stage"] | null
            }
            Relationships: []
          }
          user_profiles: {
            Row: {
              id: string | null
              name: string | null
              upper_name: string | null
            }
            Insert: {
              id?: string | null
              name?: string | null
              upper_name?: never
            }
            Update: {
              id?: string | null
              name?: string | null
              upper_name?: never
            }
            Relationships: []
          }
        }
      `, 4),
    );
  });

  it('types functions: arguments, results, set-returning functions and their SetofOptions', () => {
    const functions = block(output, '    Functions: {');
    expect(functions).toContain('      is_admin: { Args: never; Returns: boolean }\n');
    expect(functions).toContain('      has_role: { Args: { roles: string[] }; Returns: boolean }\n');
    expect(functions).toContain('      takes_json: { Args: { "": Json }; Returns: Json }\n');
    expect(functions).toContain(
      lines(`
        vote_faq: {
          Args: { faq_id: string; helpful: boolean }
          Returns: undefined
        }
      `, 6),
    );
    expect(functions).toContain(
      lines(`
        submit_attempt: {
          Args: { attempt_id: string }
          Returns: {
            id: string
            name: string
          }
          SetofOptions: {
            from: "*"
            to: "counselors"
            isOneToOne: true
            isSetofReturn: false
          }
        }
      `, 6),
    );
    expect(functions).toMatch(/ {6}search_leads: \{\n {8}Args: \{ q\?: string \}\n {8}Returns: \{\n[^]*? {8}\}\[\]\n {8}SetofOptions: \{\n {10}from: "\*"\n {10}to: "leads"\n {10}isOneToOne: false\n {10}isSetofReturn: true\n/);
    expect(functions).toContain(
      lines(`
        stage_counts: {
          Args: { since: string }
          Returns: {
            n: number
            stage: Database["public"]["Enums"]["lead_stage"]
          }[]
        }
      `, 6),
    );
  });

  it('leaves out functions PostgREST cannot call, and types ambiguous ones as errors, as the CLI does', () => {
    const functions = block(output, '    Functions: {');
    expect(functions).not.toContain('two_unnamed');
    expect(functions).toContain(
      lines(`
        echo:
          | {
              Args: { v: number }
              Returns: {
                error: true
              } & "Could not choose the best candidate function between: public.echo(v => int4), public.echo(v => text). Try renaming the parameters or the function itself in the database so function overloading can be resolved"
            }
      `, 6),
    );
    expect(functions).toContain(
      '      full_name: {\n        Args: { "": Database["public"]["Tables"]["profiles"]["Row"] }\n        Returns: {\n          error: true\n        } & "the function public.full_name with parameter',
    );
  });

  it('lists the schema’s enums and composite types, breaking a long union one member a line', () => {
    expect(block(output, '    Enums: {')).toBe(
      lines(`
        Enums: {
          lead_stage:
            | "new"
            | "contacted"
            | "qualified"
            | "working"
            | "converted"
            | "lost"
          tone: "calm" | "it's" | 'say "hi"'
        }
      `, 4),
    );
    expect(block(output, '    CompositeTypes: {')).toBe(
      lines(`
        CompositeTypes: {
          money_range: {
            low: number | null
            high: number | null
            currency: string | null
          }
        }
      `, 4),
    );
  });

  it('writes the CLI helper types for the schema', () => {
    expect(output).toContain('type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">\n');
    expect(output).toContain('type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]\n');
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) {
      expect(output).toContain(`export type ${helper}<\n`);
    }
  });

  it('is the same whatever order the catalog returned things in', () => {
    const reversed = fixture();
    reversed.tables.reverse();
    reversed.tables.forEach((t) => t.columns.reverse());
    reversed.views.reverse();
    reversed.relationships.reverse();
    reversed.functions.reverse();
    reversed.enums.reverse();
    expect(renderDatabaseTypes(reversed)).toBe(output);
  });

  it('writes empty sections as the CLI does', () => {
    const empty = renderDatabaseTypes({
      schema: 'public',
      postgrestVersion: '12',
      tables: [],
      views: [],
      relationships: [],
      functions: [],
      enums: [],
      compositeTypes: [],
    });
    expect(empty).toContain(
      lines(`
        public: {
          Tables: {
            [_ in never]: never
          }
          Views: {
            [_ in never]: never
          }
          Functions: {
            [_ in never]: never
          }
          Enums: {
            [_ in never]: never
          }
          CompositeTypes: {
            [_ in never]: never
          }
        }
      `, 2),
    );
    expect(empty).toContain('export const Constants = {\n  public: {\n    Enums: {},\n  },\n} as const\n');
  });

  it('quotes property names that are not identifiers, and long nullable unions break after the name', () => {
    const output = renderDatabaseTypes({
      ...fixture(),
      tables: [
        {
          name: 'odd table',
          columns: [
            column('Display Name', 'text'),
            column('a_rather_long_column_name_for_the_stage_of_a_lead', 'lead_stage', { nullable: true }),
          ],
        },
      ],
    });
    expect(output).toContain(
      lines(`
        "odd table": {
          Row: {
            a_rather_long_column_name_for_the_stage_of_a_lead:
              | Database["public"]["Enums"]["lead_stage"]
              | null
            "Display Name": string
          }
      `, 6),
    );
  });
});

describe('stringLiteral', () => {
  it('uses double quotes unless the value has more of them than single quotes', () => {
    expect(stringLiteral('plain')).toBe('"plain"');
    expect(stringLiteral("it's")).toBe('"it\'s"');
    expect(stringLiteral('say "hi"')).toBe('\'say "hi"\'');
    expect(stringLiteral('a\\b\n')).toBe('"a\\\\b\\n"');
  });
});

describe('printDoc', () => {
  const object = (members: string[]) => group(['{', indent([line, join(['', line], members)]), line, '}']);

  it('keeps a group on one line when it fits, and breaks it at its lines when it does not', () => {
    expect(printDoc(['x: ', object(['a: 1', 'b: 2'])], 80)).toBe('x: { a: 1 b: 2 }');
    expect(printDoc(['x: ', object(['a: 1', 'b: 2'])], 10)).toBe('x: {\n  a: 1\n  b: 2\n}');
  });

  it('breaks every enclosing group of a broken one, and leaves no trailing spaces', () => {
    const inner = group(['{', indent([line, 'a: 1']), line, '}'], { break: true });
    expect(printDoc(group(['x: ', inner, line, 'y']), 80)).toBe('x: {\n  a: 1\n}\ny');
  });
});

describe('viewColumnOrigins', () => {
  // pg_rewrite.ev_action of: create view v as select t.id, t."odd name{x}" as "a b", t.n + 1 as m
  // from t where t.n > (select 1) — the sub-select's target list comes first and must not be read.
  const evAction =
    '({QUERY :commandType 1 :querySource 0 :canSetTag true :utilityStmt <> :resultRelation 0 :hasSubLinks true ' +
    ':cteList <> :rtable ({RANGETBLENTRY :alias <> :eref {ALIAS :aliasname t :colnames ("id" "odd\\ name\\{x\\}" "n")} ' +
    ':rtekind 0 :relid 16738 :inh true :relkind r}) :jointree {FROMEXPR :fromlist ({RANGETBLREF :rtindex 1}) ' +
    ':quals {OPEXPR :opno 521 :args ({VAR :varno 1 :varattno 3 :location -1} {SUBLINK :subLinkType 4 :subLinkId 0 ' +
    ':testexpr <> :operName <> :subselect {QUERY :commandType 1 :rtable <> :jointree {FROMEXPR :fromlist <> :quals <>} ' +
    ':targetList ({TARGETENTRY :expr {CONST :consttype 23 :constlen 4 :constbyval true :constisnull false ' +
    ':location -1 :constvalue 4 [ 1 0 0 0 ]} :resno 1 :resname ?column? :ressortgroupref 0 :resorigtbl 0 ' +
    ':resorigcol 0 :resjunk false}) :stmt_len -1} :location -1}) :location -1}} :targetList ({TARGETENTRY ' +
    ':expr {VAR :varno 1 :varattno 1 :location -1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16738 ' +
    ':resorigcol 1 :resjunk false} {TARGETENTRY :expr {VAR :varno 1 :varattno 2 :location -1} :resno 2 ' +
    ':resname a\\ b :ressortgroupref 0 :resorigtbl 16738 :resorigcol 2 :resjunk false} {TARGETENTRY :expr ' +
    '{OPEXPR :opno 551 :args ({VAR :varno 1 :varattno 3} {CONST :consttype 23 :constvalue 4 [ 1 0 0 0 ]}) ' +
    ':location -1} :resno 3 :resname m :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false}) ' +
    ':override 0 :onConflict <> :stmt_location -1 :stmt_len -1})';

  it('reads where each output column of the top-level query comes from', () => {
    expect(viewColumnOrigins(evAction)).toEqual([
      { resno: 1, resorigtbl: 16738, resorigcol: 1 },
      { resno: 2, resorigtbl: 16738, resorigcol: 2 },
      { resno: 3, resorigtbl: 0, resorigcol: 0 },
    ]);
  });
});
