import { z } from 'zod';

/**
 * The 'leads.response_target' setting: a new lead should get its first contact within `minutes` of working time,
 * working time being `start`–`end` (wall clock in `timezone`) on the ISO weekdays in `days` (1 = Monday).
 * Qualification chances fall steeply after the first minutes, so an overdue lead is flagged to managers.
 */
export interface ResponseTarget {
  minutes: number;
  start: string;
  end: string;
  days: number[];
  timezone: string;
}

export const DEFAULT_RESPONSE_TARGET: ResponseTarget = {
  minutes: 15,
  start: '09:30',
  end: '18:30',
  days: [1, 2, 3, 4, 5, 6],
  timezone: 'Asia/Kolkata',
};

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

const responseTargetSchema = z
  .object({
    minutes: z.number().int().positive().max(10_080),
    start: clock,
    end: clock,
    days: z.array(z.number().int().min(1).max(7)).max(7),
    timezone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }),
  })
  .refine((target) => minutesOfDay(target.start) < minutesOfDay(target.end));

/** The setting as stored (any JSON); a missing or malformed value gives the default rather than no target at all. */
export function parseResponseTarget(value: unknown): ResponseTarget {
  const parsed = responseTargetSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_RESPONSE_TARGET;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Walks stop after this many calendar days: the target is minutes, so a week of working days always suffices. */
const MAX_DAYS = 400;

function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, as if it were UTC (so Date.UTC arithmetic works on it). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant at which the wall clock in `timeZone` reads `wall` (twice round, so a DST shift settles). */
function instantOf(wall: number, timeZone: string): number {
  let instant = wall - (wallClock(wall, timeZone) - wall);
  instant = wall - (wallClock(instant, timeZone) - instant);
  return instant;
}

/** The working window of the local calendar day starting at `dayWall` (midnight, as UTC), or null on a day off. */
function windowOf(dayWall: number, target: ResponseTarget): [number, number] | null {
  const isoWeekday = ((new Date(dayWall).getUTCDay() + 6) % 7) + 1;
  if (!target.days.includes(isoWeekday)) return null;
  return [
    instantOf(dayWall + minutesOfDay(target.start) * MINUTE, target.timezone),
    instantOf(dayWall + minutesOfDay(target.end) * MINUTE, target.timezone),
  ];
}

function localMidnight(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  return wall - (wall % DAY);
}

/** Whole working minutes between two instants (0 when `to` is not after `from`). */
export function workingMinutesBetween(from: Date, to: Date, target: ResponseTarget): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  const lastDay = localMidnight(end, target.timezone);
  for (let day = localMidnight(start, target.timezone); day <= lastDay; day += DAY) {
    const window = windowOf(day, target);
    if (!window) continue;
    total += Math.max(0, Math.min(window[1], end) - Math.max(window[0], start));
  }
  return Math.floor(total / MINUTE);
}

/** When a lead that arrived at `arrival` becomes overdue: the moment the target's working minutes have passed. */
export function responseDeadline(arrival: Date, target: ResponseTarget): Date | null {
  const start = arrival.getTime();
  let remaining = target.minutes * MINUTE;
  for (let day = localMidnight(start, target.timezone), n = 0; n < MAX_DAYS; day += DAY, n++) {
    const window = windowOf(day, target);
    if (!window) continue;
    const from = Math.max(window[0], start);
    if (from >= window[1]) continue;
    if (window[1] - from >= remaining) return new Date(from + remaining);
    remaining -= window[1] - from;
  }
  return null;
}

/**
 * The latest arrival that is overdue at `now`: every lead that arrived at or before it has had the target's
 * working minutes. Working time only grows as arrival moves earlier, so this one instant lets the database
 * filter overdue leads with `created_at <= cutoff`. Null when no arrival can be overdue (no working days).
 */
export function overdueArrivalCutoff(now: Date, target: ResponseTarget): Date | null {
  const end = now.getTime();
  let remaining = target.minutes * MINUTE;
  for (let day = localMidnight(end, target.timezone), n = 0; n < MAX_DAYS; day -= DAY, n++) {
    const window = windowOf(day, target);
    if (!window) continue;
    const to = Math.min(window[1], end);
    if (to <= window[0]) continue;
    if (to - window[0] >= remaining) return new Date(to - remaining);
    remaining -= to - window[0];
  }
  return null;
}

export interface ResponseFacts {
  status: string;
  contact_attempts: number;
  created_at: string;
}

/** A lead nobody has acted on yet: still 'new' and no note or call logged. */
export function isAwaitingFirstContact(lead: ResponseFacts): boolean {
  return lead.status === 'new' && lead.contact_attempts === 0;
}

/** A lead still awaiting its first contact once the target's working minutes have passed since it arrived. */
export function isOverdue(lead: ResponseFacts, now: Date, target: ResponseTarget): boolean {
  if (!isAwaitingFirstContact(lead)) return false;
  const deadline = responseDeadline(new Date(lead.created_at), target);
  return deadline !== null && deadline.getTime() <= now.getTime();
}

/** Wall-clock time since a lead arrived, as staff say it: '12 min', '3 h 5 min', '2 days'. */
export function formatTimeSince(arrival: Date | string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(arrival).getTime()) / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(minutes / (24 * 60));
  return days === 1 ? '1 day' : `${days} days`;
}
