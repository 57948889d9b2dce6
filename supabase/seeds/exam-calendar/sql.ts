import { calendarEntriesSchema, type CalendarEntry } from '@/lib/exam-calendar/types';

/** The lines of seed.sql between these markers are this file's output: `npx tsx scripts/seed-exam-calendar.ts` rewrites them. */
export const BEGIN_MARKER =
  '-- BEGIN exam calendar generated from supabase/seeds/exam-calendar (npx tsx scripts/seed-exam-calendar.ts)';
export const END_MARKER = '-- END exam calendar generated from supabase/seeds/exam-calendar';

const COLUMNS = [
  'id',
  'status',
  'exam',
  'college_id',
  'kind',
  'cycle',
  'cycle_label',
  'detail',
  'note',
  'source_label',
  'source_url',
  'last_verified_on',
  'starts_on',
  'ends_on',
  'revision',
  'usual_year',
  'usual_month',
  'usual_part',
  'usual_until_year',
  'usual_until_month',
  'usual_until_part',
  'basis',
  'basis_entry_id',
] as const;

type Value = string | number | null | { sql: string };

function literal(value: Value): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.sql;
  return `'${value.replaceAll("'", "''")}'`;
}

/** One row of public.exam_calendar_entries, in COLUMNS order (a college is found by its seeded slug). */
export function entryRow(entry: CalendarEntry): Value[] {
  const college =
    entry.collegeSlug === null ? null : { sql: `(select id from public.colleges where slug = ${literal(entry.collegeSlug)})` };
  const common: Value[] = [
    entry.id,
    entry.status,
    entry.exam,
    college,
    entry.kind,
    entry.cycle,
    entry.cycleLabel,
    entry.detail,
    entry.note,
    entry.source.label,
    entry.source.url,
    entry.lastVerified,
  ];
  if (entry.status === 'announced') {
    return [...common, entry.date, entry.endDate, entry.revision, null, null, null, null, null, null, null, null];
  }
  const until = entry.usualUntil;
  return [
    ...common,
    null,
    null,
    0,
    entry.usual.year,
    entry.usual.month,
    entry.usual.part,
    until?.year ?? null,
    until?.month ?? null,
    until?.part ?? null,
    entry.basis,
    entry.basisEntryId,
  ];
}

/**
 * The seed's calendar, checked against the schema first. Basis entries come before the entries that cite them
 * (the foreign key), so earlier cycles are inserted first.
 */
export function examCalendarSeedSql(entries: readonly CalendarEntry[]): string {
  const parsed = calendarEntriesSchema.parse(entries);
  const ordered = [...parsed].sort((a, b) => (a.status === b.status ? 0 : a.status === 'announced' ? -1 : 1));
  const values = ordered.map((entry) => `  (${entryRow(entry).map(literal).join(', ')})`);
  return [
    BEGIN_MARKER,
    '-- Exam calendar (issue 16): the 2026-27 cycle and the 2025-26 facts its expected dates rest on.',
    `insert into public.exam_calendar_entries (${COLUMNS.join(', ')}) values`,
    `${values.join(',\n')};`,
    END_MARKER,
  ].join('\n');
}
