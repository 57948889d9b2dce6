import { describe, expect, it } from 'vitest';
import { renderDatabaseTypes } from '@/scripts/db-types/render';
import { block, lines, sampleSchema } from './render-helpers';

describe('renderDatabaseTypes: the Tables, Views, Enums and CompositeTypes sections', () => {
  const output = renderDatabaseTypes(sampleSchema());

  it('maps column types, and makes Insert fields optional when nullable, defaulted or an identity', () => {
    expect(block(output, '      leads: {')).toContain(
      lines(
        `
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
    `,
        8,
      ),
    );
    expect(block(output, '      counters: {')).toContain(
      lines(
        `
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
    `,
        8,
      ),
    );
  });

  it('lists relationships sorted by constraint, then referenced relation', () => {
    expect(block(output, '        Relationships: [')).toBe(
      lines(
        `
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
      `,
        8,
      ),
    );
  });

  it('writes Insert and Update for an updatable view (never for its computed columns), Row only otherwise', () => {
    expect(block(output, '    Views: {')).toBe(
      lines(
        `
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
      `,
        4,
      ),
    );
  });

  it('lists the schema’s enums and composite types, breaking a long union one member a line', () => {
    expect(block(output, '    Enums: {')).toBe(
      lines(
        `
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
      `,
        4,
      ),
    );
    expect(block(output, '    CompositeTypes: {')).toBe(
      lines(
        `
        CompositeTypes: {
          money_range: {
            low: number | null
            high: number | null
            currency: string | null
          }
        }
      `,
        4,
      ),
    );
  });

  it('writes the CHECK constraints’ value lists as CheckValues, tables and columns sorted, values as listed', () => {
    expect(output).toContain(
      lines(`
      export const CheckValues = {
        public: {
          counselors: {
            title: ["it's", 'say "hi"'],
          },
          leads: {
            form_type: ["contact", "consultation", "newsletter"],
            source: [
              "website",
              "google_ads",
              "facebook",
              "linkedin",
              "twitter",
              "organic",
            ],
          },
        },
      } as const

      export const Constants = {
    `),
    );
  });
});
