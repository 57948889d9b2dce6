import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAM_CALENDAR_ENTRIES } from '@/supabase/seeds/exam-calendar/entries';
import { examCalendarSeedSql } from '@/supabase/seeds/exam-calendar/sql';

describe('seed.sql', () => {
  it('holds the exam calendar exactly as supabase/seeds/exam-calendar generates it (npx tsx scripts/seed-exam-calendar.ts)', () => {
    const seed = readFileSync(path.join(process.cwd(), 'supabase/seed.sql'), 'utf8');
    expect(seed).toContain(examCalendarSeedSql(EXAM_CALENDAR_ENTRIES));
  });

  it('writes an expected entry with no day and an announced one with its dates', () => {
    const sql = examCalendarSeedSql(EXAM_CALENDAR_ENTRIES);
    expect(sql).toMatch(/\('mat-2026-sep-pbt', 'announced', 'mat', null, 'exam-day', '2026-27'.*'2026-09-13', null, 0,/);
    expect(sql).toMatch(/\('cat-2026-exam-day', 'expected', 'cat', null, 'exam-day', '2026-27'.*null, null, 0, 2026, 11, 'late'/);
  });
});
