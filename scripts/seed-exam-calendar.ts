/**
 * Writes the exam calendar of supabase/seeds/exam-calendar into supabase/seed.sql, between its markers (replacing
 * what was there, or appending the section the first time). Run after editing the entries:
 * `npx tsx scripts/seed-exam-calendar.ts`. A unit test fails while seed.sql is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXAM_CALENDAR_ENTRIES } from '../supabase/seeds/exam-calendar/entries';
import { BEGIN_MARKER, END_MARKER, examCalendarSeedSql } from '../supabase/seeds/exam-calendar/sql';

const SEED_FILE = path.join(import.meta.dirname, '..', 'supabase', 'seed.sql');

const seed = readFileSync(SEED_FILE, 'utf8');
const section = examCalendarSeedSql(EXAM_CALENDAR_ENTRIES);
const begin = seed.indexOf(BEGIN_MARKER);
const end = seed.indexOf(END_MARKER);
if (begin < 0 && end < 0) {
  writeFileSync(SEED_FILE, `${seed.trimEnd()}\n\n${section}\n`);
} else if (begin < 0 || end < begin) {
  console.error(`seed.sql has a broken '${BEGIN_MARKER}' … '${END_MARKER}' section.`);
  process.exit(1);
} else {
  writeFileSync(SEED_FILE, seed.slice(0, begin) + section + seed.slice(end + END_MARKER.length));
}
console.log(`seed.sql: ${EXAM_CALENDAR_ENTRIES.length} calendar entries written.`);
