import { describe, expect, it } from 'vitest';
import { group, indent, join, line, printDoc } from '@/scripts/db-types/doc';
import { renderDatabaseTypes } from '@/scripts/db-types/render';
import { stringLiteral } from '@/scripts/db-types/render/ts-syntax';
import { column, lines, sampleSchema } from './render-helpers';

describe('renderDatabaseTypes: the module around the schema, and how it is printed', () => {
  const output = renderDatabaseTypes(sampleSchema());

  it('starts with Json and the Database type with the PostgREST version, and ends with Constants', () => {
    expect(
      output.startsWith(
        lines(`
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
    `),
      ),
    ).toBe(true);
    expect(
      output.endsWith(
        lines(`
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
    `) + '\n',
      ),
    ).toBe(true);
  });

  it('writes the CLI helper types for the schema', () => {
    expect(output).toContain('type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">\n');
    expect(output).toContain('type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]\n');
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) {
      expect(output).toContain(`export type ${helper}<\n`);
    }
  });

  it('is the same whatever order the catalog returned things in', () => {
    const reversed = sampleSchema();
    reversed.tables.reverse();
    reversed.tables.forEach((t) => t.columns.reverse());
    reversed.views.reverse();
    reversed.relationships.reverse();
    reversed.functions.reverse();
    reversed.enums.reverse();
    reversed.checkValues.reverse();
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
      checkValues: [],
    });
    expect(empty).toContain(
      lines(
        `
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
      `,
        2,
      ),
    );
    expect(empty).toContain('export const Constants = {\n  public: {\n    Enums: {},\n  },\n} as const\n');
    expect(empty).toContain('export const CheckValues = {\n  public: {},\n} as const\n');
  });

  it('quotes property names that are not identifiers, and long nullable unions break after the name', () => {
    const output = renderDatabaseTypes({
      ...sampleSchema(),
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
      lines(
        `
        "odd table": {
          Row: {
            a_rather_long_column_name_for_the_stage_of_a_lead:
              | Database["public"]["Enums"]["lead_stage"]
              | null
            "Display Name": string
          }
      `,
        6,
      ),
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
