import { z } from 'zod';
import { addDays } from '@/lib/leads/statistics';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { istDay } from '@/lib/time/ist';

/*
 * The /admin/reports URL holds the date range (?from=2026-09-01&to=2026-11-30, Indian calendar dates, both
 * inclusive), so a report can be bookmarked and shared. A range that cannot be read never fails the page: it
 * shows the default range and says why.
 */

/** The default range: the 90 days ending today. */
export const DEFAULT_REPORT_DAYS = 90;
/** The longest range a report covers; beyond it the default applies. */
export const MAX_REPORT_DAYS = 3 * 366;

export const INVALID_RANGE_MESSAGE = 'That date range could not be used, so the last 90 days are shown.';

export interface ReportRange {
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day, 'YYYY-MM-DD', included. */
  to: string;
}

export interface ParsedReportRange {
  range: ReportRange;
  /** Why the URL's range was replaced by the default, or null. */
  message: string | null;
}

const day = z.iso.date();

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

const rangeSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) < MAX_REPORT_DAYS);

export function defaultReportRange(now: Date = new Date()): ReportRange {
  const to = istDay(now);
  return { from: addDays(to, 1 - DEFAULT_REPORT_DAYS), to };
}

/**
 * The range in a reports URL. With neither date given, the default; with one given, the other follows the
 * default span (to = today; from = 89 days before to); a malformed date, a reversed or over-long range → the
 * default with INVALID_RANGE_MESSAGE.
 */
export function parseReportRange(params: RawSearchParams, now: Date = new Date()): ParsedReportRange {
  const fallback = defaultReportRange(now);
  const rawFrom = firstParam(params.from)?.trim() || undefined;
  const rawTo = firstParam(params.to)?.trim() || undefined;
  if (rawFrom === undefined && rawTo === undefined) return { range: fallback, message: null };

  const to = rawTo ?? fallback.to;
  const from = rawFrom ?? (day.safeParse(to).success ? addDays(to, 1 - DEFAULT_REPORT_DAYS) : '');
  const parsed = rangeSchema.safeParse({ from, to });
  return parsed.success ? { range: parsed.data, message: null } : { range: fallback, message: INVALID_RANGE_MESSAGE };
}

/** The query string of a range, for links to the page and its CSV downloads. */
export function rangeQuery(range: ReportRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
