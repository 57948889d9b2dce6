import type { LeadStatus } from '@/lib/leads/lead-fields';

/** How the funnel stages, months, days and response times read in the dashboard's and the reports' charts and tables. */

/** The stages of the conversion funnel: each counts the leads that reached it or went beyond. */
export const FUNNEL_STAGES = ['new', 'contacted', 'qualified', 'converted'] as const satisfies readonly LeadStatus[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_LABELS: Record<FunnelStage, string> = {
  new: 'All leads',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
};

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  return MONTH.format(new Date(`${month}-01T00:00:00Z`)).replace(/\bSept\b/, 'Sep');
}

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-05' → '5 Nov'. */
export function dayLabel(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`)).replace(/\bSept\b/, 'Sep');
}

/** A median response time in minutes as people read it: '45 min', '2 h 5 min', '3 d 4 h'; null → 'No response yet'. */
export function minutesLabel(minutes: number | null): string {
  if (minutes === null) return 'No response yet';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return whole % 60 === 0 ? `${hours} h` : `${hours} h ${whole % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
