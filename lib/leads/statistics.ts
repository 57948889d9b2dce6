import { istDay } from '@/lib/time/ist';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from './lead-fields';

/*
 * Spec §9's lead statistics of a list of leads. The database computes the same figures for every lead in one
 * function (public.lead_statistics()); this module is that function's definition in TypeScript, used where the
 * database cannot answer (the five sample leads of an outage), and the two must agree key for key:
 * - conversion rate = converted / total, qualification rate = (qualified + working + converted) / total, both
 *   as percentages with one decimal, 0 when there are no leads;
 * - average lead score with one decimal (0 with no leads); high or urgent priority;
 * - pending follow-ups: next_follow_up_at at or before now;
 * - this month and last month, and the 90 days ending today, on the Indian calendar (IST, UTC+5:30, no DST).
 */

/** Statuses that count as qualified: the lead was qualified and has stayed on the way to, or reached, conversion. */
export const QUALIFIED_STATUSES: readonly LeadStatus[] = ['qualified', 'working', 'converted'];

/** Days in the dashboard's leads-per-day series, today included. */
export const PER_DAY_DAYS = 90;

/** The columns the statistics read (spec §7's statistics select, plus source for the by-source chart). */
export interface StatisticsLead {
  status: string;
  source: string;
  priority: string;
  lead_score: number;
  created_at: string;
  next_follow_up_at: string | null;
}

export interface LeadStatistics {
  total: number;
  converted: number;
  qualified: number;
  conversion_rate: number;
  qualification_rate: number;
  average_score: number;
  high_or_urgent: number;
  pending_follow_ups: number;
  this_month: number;
  last_month: number;
  by_source: { source: LeadSource; count: number }[];
  by_status: { status: LeadStatus; count: number }[];
  per_day: { day: string; count: number }[];
}

const DAY_MS = 86_400_000;

/** A calendar date 'YYYY-MM-DD' moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar month before 'YYYY-MM'. */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** part / whole as a percentage with one decimal, rounded half up as PostgreSQL's round(numeric, 1) does. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}

function countBy<K extends string>(keys: readonly K[], values: readonly string[]): Map<K, number> {
  const counts = new Map<K, number>(keys.map((key) => [key, 0]));
  for (const value of values) {
    const count = counts.get(value as K);
    if (count !== undefined) counts.set(value as K, count + 1);
  }
  return counts;
}

export function leadStatistics(leads: readonly StatisticsLead[], now: Date = new Date()): LeadStatistics {
  const total = leads.length;
  const converted = leads.filter((lead) => lead.status === 'converted').length;
  const qualified = leads.filter((lead) => (QUALIFIED_STATUSES as readonly string[]).includes(lead.status)).length;
  const scoreSum = leads.reduce((sum, lead) => sum + lead.lead_score, 0);

  const today = istDay(now);
  const thisMonth = today.slice(0, 7);
  const lastMonth = previousMonth(thisMonth);
  const days = leads.map((lead) => istDay(lead.created_at));
  const firstDay = addDays(today, 1 - PER_DAY_DAYS);
  const perDay = countBy(
    Array.from({ length: PER_DAY_DAYS }, (_, i) => addDays(firstDay, i)),
    days,
  );

  return {
    total,
    converted,
    qualified,
    conversion_rate: percent(converted, total),
    qualification_rate: percent(qualified, total),
    average_score: total === 0 ? 0 : Math.round((scoreSum * 10) / total) / 10,
    high_or_urgent: leads.filter((lead) => lead.priority === 'high' || lead.priority === 'urgent').length,
    pending_follow_ups: leads.filter(
      (lead) => lead.next_follow_up_at !== null && new Date(lead.next_follow_up_at).getTime() <= now.getTime(),
    ).length,
    this_month: days.filter((day) => day.startsWith(thisMonth)).length,
    last_month: days.filter((day) => day.startsWith(lastMonth)).length,
    by_source: [
      ...countBy(
        LEAD_SOURCES,
        leads.map((lead) => lead.source),
      ),
    ].map(([source, count]) => ({ source, count })),
    by_status: [
      ...countBy(
        LEAD_STATUSES,
        leads.map((lead) => lead.status),
      ),
    ].map(([status, count]) => ({ status, count })),
    per_day: [...perDay].map(([day, count]) => ({ day, count })),
  };
}
