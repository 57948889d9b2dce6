import { describe, expect, it } from 'vitest';
import { allowedValues } from '@/scripts/db-types/check-constraint';

describe('allowedValues', () => {
  it('reads `col in (…)` as pg_get_constraintdef prints it, in the order written', () => {
    expect(allowedValues("CHECK ((source = ANY (ARRAY['website'::text, 'google_ads'::text, 'organic'::text])))")).toEqual([
      { column: 'source', values: ['website', 'google_ads', 'organic'] },
    ]);
  });

  it('reads a varchar column’s list, cast to text on both sides', () => {
    expect(
      allowedValues(
        "CHECK (((kind)::text = ANY ((ARRAY['full_length'::character varying, 'sectional'::character varying])::text[])))",
      ),
    ).toEqual([{ column: 'kind', values: ['full_length', 'sectional'] }]);
  });

  it('reads a one-value list, which Postgres prints as an equality', () => {
    expect(allowedValues("CHECK ((status = 'draft'::text))")).toEqual([{ column: 'status', values: ['draft'] }]);
  });

  it('reads `col is null or col in (…)` either way round, and an array column’s `<@`', () => {
    const list = [{ column: 'exam', values: ['cat', 'xat'] }];
    expect(allowedValues("CHECK (((exam IS NULL) OR (exam = ANY (ARRAY['cat'::text, 'xat'::text]))))")).toEqual(list);
    expect(allowedValues("CHECK (((exam = ANY (ARRAY['cat'::text, 'xat'::text])) OR (exam IS NULL)))")).toEqual(list);
    expect(allowedValues("CHECK ((categories <@ ARRAY['all'::text, 'General'::text]))")).toEqual([
      { column: 'categories', values: ['all', 'General'] },
    ]);
  });

  it('reads the lists among the operands of a top-level AND', () => {
    expect(
      allowedValues(
        "CHECK ((((cardinality(categories) >= 1) AND (cardinality(categories) <= 6)) AND (categories <@ ARRAY['all'::text, 'SC'::text]) AND (('all'::text <> ALL (categories)) OR (cardinality(categories) = 1))))",
      ),
    ).toEqual([{ column: 'categories', values: ['all', 'SC'] }]);
    expect(allowedValues("CHECK (((a = ANY (ARRAY['x'::text, 'y'::text])) AND (b = 'z'::text)))")).toEqual([
      { column: 'a', values: ['x', 'y'] },
      { column: 'b', values: ['z'] },
    ]);
  });

  it('unquotes quoted identifiers and values, keeping separators and parentheses inside them', () => {
    expect(
      allowedValues(
        `CHECK (("Lead ""kind""" = ANY (ARRAY['it''s'::text, 'a, b'::text, 'x AND y'::text, ')]'::text, ''::text])))`,
      ),
    ).toEqual([{ column: 'Lead "kind"', values: ["it's", 'a, b', 'x AND y', ')]', ''] }]);
  });

  it('ignores what follows the condition, such as NOT VALID', () => {
    expect(allowedValues("CHECK ((role = ANY (ARRAY['editor'::text, 'member'::text]))) NOT VALID")).toEqual([
      { column: 'role', values: ['editor', 'member'] },
    ]);
  });

  it('finds no list where the condition does not confine the column to one', () => {
    for (const definition of [
      'CHECK ((views >= 0))',
      'CHECK (is_valid_slug(slug))',
      "CHECK ((jsonb_typeof(cutoffs) = 'array'::text))",
      'CHECK ((offset_days = ANY (ARRAY[7, 1])))',
      'CHECK ((topic = ANY (private.community_topics())))',
      "CHECK ((kind <> ALL (ARRAY['a'::text, 'b'::text])))",
      "CHECK ((NOT (kind = ANY (ARRAY['a'::text, 'b'::text]))))",
      "CHECK ((kind = ANY (ARRAY['a'::text, NULL::text])))",
      "CHECK (((status = 'submitted'::text) = (submitted_at IS NOT NULL)))",
      "CHECK ((((kind = ANY (ARRAY['a'::text, 'b'::text])) = (college_id IS NOT NULL)) AND (exam IS NOT NULL)))",
      "CHECK (((status <> 'announced'::text) OR (starts_on IS NOT NULL)))",
      "CHECK (((kind = ANY (ARRAY['a'::text, 'b'::text])) OR (other = 'c'::text)))",
      "CHECK (((other IS NULL) OR (kind = ANY (ARRAY['a'::text, 'b'::text]))))",
      "CHECK (((kind = ANY (ARRAY['a'::text, 'b'::text])) OR (kind IS NULL) OR (kind = ''::text)))",
      "CHECK ((kind = ANY ((ARRAY['a'::text] || ARRAY['b'::text]))))",
      'UNIQUE (kind)',
    ]) {
      expect(allowedValues(definition), definition).toEqual([]);
    }
  });
});
