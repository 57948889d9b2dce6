import { describe, expect, it } from 'vitest';
import { renderDatabaseTypes } from '@/scripts/db-types/render';
import { block, lines, sampleSchema } from './render-helpers';

describe('renderDatabaseTypes: functions', () => {
  const output = renderDatabaseTypes(sampleSchema());

  it('types functions: arguments, results, set-returning functions and their SetofOptions', () => {
    const functions = block(output, '    Functions: {');
    expect(functions).toContain('      is_admin: { Args: never; Returns: boolean }\n');
    expect(functions).toContain('      has_role: { Args: { roles: string[] }; Returns: boolean }\n');
    expect(functions).toContain('      takes_json: { Args: { "": Json }; Returns: Json }\n');
    expect(functions).toContain(
      lines(
        `
        vote_faq: {
          Args: { faq_id: string; helpful: boolean }
          Returns: undefined
        }
      `,
        6,
      ),
    );
    expect(functions).toContain(
      lines(
        `
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
      `,
        6,
      ),
    );
    expect(functions).toMatch(
      / {6}search_leads: \{\n {8}Args: \{ q\?: string \}\n {8}Returns: \{\n[^]*? {8}\}\[\]\n {8}SetofOptions: \{\n {10}from: "\*"\n {10}to: "leads"\n {10}isOneToOne: false\n {10}isSetofReturn: true\n/,
    );
    expect(functions).toContain(
      lines(
        `
        stage_counts: {
          Args: { since: string }
          Returns: {
            n: number
            stage: Database["public"]["Enums"]["lead_stage"]
          }[]
        }
      `,
        6,
      ),
    );
  });

  it('leaves out functions PostgREST cannot call, and types ambiguous ones as errors, as the CLI does', () => {
    const functions = block(output, '    Functions: {');
    expect(functions).not.toContain('two_unnamed');
    expect(functions).toContain(
      lines(
        `
        echo:
          | {
              Args: { v: number }
              Returns: {
                error: true
              } & "Could not choose the best candidate function between: public.echo(v => int4), public.echo(v => text). Try renaming the parameters or the function itself in the database so function overloading can be resolved"
            }
      `,
        6,
      ),
    );
    expect(functions).toContain(
      '      full_name: {\n        Args: { "": Database["public"]["Tables"]["profiles"]["Row"] }\n        Returns: {\n          error: true\n        } & "the function public.full_name with parameter',
    );
  });

  it('adds a function taking a row as a computed column of that table', () => {
    expect(block(output, '      profiles: {')).toContain(
      lines(
        `
          Row: {
            id: string
            name: string
            full_name: string | null
          }
          Insert: {
            id: string
            name?: string
          }
    `,
        8,
      ),
    );
  });
});
