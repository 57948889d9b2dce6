/**
 * Writes the exam calendar of supabase/seeds/exam-calendar into supabase/seed.sql, between its markers (replacing
 * what was there). Run after editing the entries: `npm run seed:exam-calendar`. A unit test fails while seed.sql
 * is stale.
 */
import { EXAM_CALENDAR_ENTRIES } from '../supabase/seeds/exam-calendar/entries';
import { BEGIN_MARKER, END_MARKER, examCalendarSeedSql } from '../supabase/seeds/exam-calendar/sql';
import { writeSeedSection } from './seed-section';

writeSeedSection(
  BEGIN_MARKER,
  END_MARKER,
  examCalendarSeedSql(EXAM_CALENDAR_ENTRIES),
  `${EXAM_CALENDAR_ENTRIES.length} calendar entries`,
);
