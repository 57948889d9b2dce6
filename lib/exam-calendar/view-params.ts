import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { istDay } from '@/lib/time/ist';
import { CALENDAR_EXAMS, type CalendarEntry, type CalendarExam } from './types';

/**
 * /exams/calendar's URL: ?exam=cat (one exam, else all), ?view=month&month=2026-12 (else the list). Parsing never
 * fails: anything unknown falls back to the default, and the canonical address names only what is valid.
 */

export type CalendarView = 'list' | 'month';

export interface CalendarParams {
  exam: CalendarExam | null;
  view: CalendarView;
  /** The month the month view shows (today's month in India unless the URL names one). */
  year: number;
  month: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseCalendarParams(raw: RawSearchParams, now: Date): CalendarParams {
  const examParam = firstParam(raw.exam)?.toLowerCase();
  const exam = (CALENDAR_EXAMS as readonly string[]).includes(examParam ?? '') ? (examParam as CalendarExam) : null;
  const view: CalendarView = firstParam(raw.view) === 'month' ? 'month' : 'list';
  const today = istDay(now);
  const match = MONTH.exec(firstParam(raw.month) ?? '');
  const year = match && Number(match[1]) >= 2000 && Number(match[1]) <= 2100 ? Number(match[1]) : Number(today.slice(0, 4));
  const month = match && year === Number(match[1]) ? Number(match[2]) : Number(today.slice(5, 7));
  return { exam, view, year, month };
}

/** The calendar's address for a set of choices; defaults are left out, so each view has one URL. */
export function calendarHref(params: { exam: CalendarExam | null; view: CalendarView; year?: number; month?: number }): string {
  const search = new URLSearchParams();
  if (params.exam) search.set('exam', params.exam);
  if (params.view === 'month') {
    search.set('view', 'month');
    if (params.year !== undefined && params.month !== undefined) {
      search.set('month', `${params.year}-${String(params.month).padStart(2, '0')}`);
    }
  }
  const query = search.toString();
  return query ? `/exams/calendar?${query}` : '/exams/calendar';
}

/** The current cycle: the latest one the calendar holds ('2026-27'), or null for an empty calendar. */
export function currentCycle(entries: readonly CalendarEntry[]): string | null {
  return entries.reduce<string | null>((latest, e) => (latest === null || e.cycle > latest ? e.cycle : latest), null);
}

/** The feeds, one per exam and one for everything: /exams/calendar/cat.ics, /exams/calendar/all.ics. */
export const FEEDS = ['all', ...CALENDAR_EXAMS] as const;
export type Feed = (typeof FEEDS)[number];

export function feedPath(feed: Feed): string {
  return `/exams/calendar/${feed}.ics`;
}

/** 'cat.ics' → 'cat'; anything else → null (the route answers 404). */
export function parseFeedFile(file: string): Feed | null {
  const match = /^([a-z]+)\.ics$/.exec(file);
  return match && (FEEDS as readonly string[]).includes(match[1]) ? (match[1] as Feed) : null;
}
