import { describe, expect, it } from 'vitest';
import { CheckValues } from '@/lib/database.types';
import { filesNamedUnder, readSource } from '../support/source-files';

// ARCHITECTURE: a column's list of allowed values (leads.source in ('website', 'google_ads', …)) is written once,
// in its CHECK constraint. `npm run db:types` generates every such list into lib/database.types.ts as
// CheckValues, and the app takes each from there, once per concept (LEAD_SOURCES = CheckValues.public.leads.source
// in lib/leads/attribution.ts), for its zod schemas, screens and tests. A list written out again by hand would
// not follow the next migration that changes it, so no source file spells one out: a run of string literals (an
// array, arguments, a union type) holding exactly the values of a generated list of three or more is a copy,
// in whatever order. Shorter runs are left alone: a part of a list is a rule of its own (the statuses a
// counsellor still works on, the roles that moderate), and two-value lists match too much by chance. So is the
// expected value of an assertion (`toEqual([…])`), which checks what the code produced against the spec.

interface List {
  name: string;
  values: readonly string[];
}

const GENERATED: List[] = Object.entries(CheckValues.public).flatMap(([table, columns]) =>
  Object.entries(columns).map(([column, values]): List => ({ name: `${table}.${column}`, values })),
);

const SOURCES = ['app', 'components', 'lib', 'scripts', 'supabase', 'tests'].flatMap((dir) =>
  filesNamedUnder(dir, /\.(ts|tsx|mts|cts)$/),
);
/** Where the lists are generated, and the generator's own tests, whose fixtures are lists for it to render. */
const EXEMPT = /^(lib\/database\.types\.ts|tests\/unit\/db-types\/.*|tests\/integration\/db-types\.test\.ts)$/;

const LITERAL = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
const RUN = new RegExp(String.raw`(?:${LITERAL})(?:\s*[,|]\s*(?:${LITERAL}))+`, 'g');
const EXPECTED_VALUE = /\.to(?:Strict)?Equal\(\s*\[\s*$/;

/** Each run of string literals in `source` that writes out one of `lists`, as `line: list name`. */
function copiesIn(source: string, lists: readonly List[]): string[] {
  return [...source.matchAll(RUN)].flatMap((run) => {
    if (EXPECTED_VALUE.test(source.slice(0, run.index))) return [];
    const items = [...run[0].matchAll(new RegExp(LITERAL, 'g'))].map((m) => m[0].slice(1, -1));
    const line = source.slice(0, run.index).split('\n').length;
    return lists
      .filter((list) => list.values.length >= 3 && items.length === list.values.length)
      .filter((list) => new Set(items).size === items.length && items.every((item) => list.values.includes(item)))
      .map((list) => `${line}: ${list.name}`);
  });
}

describe('the CHECK constraints’ value lists', () => {
  it('the pattern finds a list written out as an array, a union or arguments, in any order and layout', () => {
    const lists = [{ name: 't.kind', values: ['alpha', 'beta', 'gamma'] }];
    const copies = (text: string) => copiesIn(text, lists);
    expect(copies(`const KINDS = ['alpha', 'beta', 'gamma'] as const;`)).toEqual(['1: t.kind']);
    expect(copies(`type Kind = "alpha" | 'beta' | "gamma";`)).toEqual(['1: t.kind']);
    expect(copies(`z.enum([\n  'gamma',\n  'alpha',\n  'beta',\n])`)).toEqual(['2: t.kind']);
    expect(copies(`x;\nf('beta', 'alpha', 'gamma');`)).toEqual(['2: t.kind']);
  });

  it('the pattern leaves parts of a list, other lists and expected values alone', () => {
    const lists = [
      { name: 't.kind', values: ['alpha', 'beta', 'gamma'] },
      { name: 't.pair', values: ['on', 'off'] },
    ];
    const copies = (text: string) => copiesIn(text, lists);
    expect(copies(`const SOME = ['alpha', 'beta'] as const satisfies readonly Kind[];`)).toEqual([]);
    expect(copies(`const MORE = ['alpha', 'beta', 'gamma', 'delta'];`)).toEqual([]);
    expect(copies(`expect(events).toEqual(['alpha', 'beta', 'beta', 'gamma']);`)).toEqual([]);
    expect(copies(`expect(kinds.sort()).toEqual([\n  'alpha',\n  'beta',\n  'gamma',\n]);`)).toEqual([]);
    expect(copies(`type Switch = 'on' | 'off';`)).toEqual([]);
  });

  it('are written out nowhere but lib/database.types.ts: the app takes them from CheckValues', () => {
    expect(GENERATED.map((l) => l.name)).toContain('leads.source');
    expect(SOURCES).toContain('lib/leads/attribution.ts');
    const copies = SOURCES.filter((file) => !EXEMPT.test(file)).flatMap((file) =>
      copiesIn(readSource(file), GENERATED).map((copy) => `${file}:${copy}`),
    );
    expect(copies, 'derive the list from CheckValues (lib/database.types.ts), once per concept').toEqual([]);
  });

  // One TS constant serves each of these concepts, taken from the first table's list: the others must agree.
  it.each([
    ['inquiry types (INQUIRY_TYPES)', ['leads.inquiry_type', 'contact_submissions.inquiry_type']],
    ['exam and mock-test difficulty (EXAM_DIFFICULTIES)', ['exams.difficulty', 'mock_tests.difficulty']],
    ['scoring schemes (SCORING_SCHEMES)', ['mock_tests.scoring_scheme', 'mock_test_attempts.scoring_scheme']],
    ['calendar exams (CALENDAR_EXAMS)', ['exam_calendar_entries.exam', 'exam_reminder_subscriptions.exam']],
    ['parts of a month (MONTH_PARTS)', ['exam_calendar_entries.usual_part', 'exam_calendar_entries.usual_until_part']],
    [
      'tie kinds (TIE_KINDS)',
      ['review_ties.kind', 'review_document_checks.claimed_kind', 'review_document_checks.verified_kind'],
    ],
    [
      'history actions (HistoryAction)',
      ['content_events.action', 'exam_calendar_entry_history.operation', 'predictor_cutoff_line_history.action'],
    ],
  ])('%s are one list in every table that has them', (_, names) => {
    const [first, ...others] = names.map((name) => GENERATED.find((l) => l.name === name)?.values);
    expect(first).toBeDefined();
    for (const other of others) expect(other).toEqual(first);
  });
});
