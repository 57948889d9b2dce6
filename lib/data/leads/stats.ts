import { z } from 'zod';
import { toDataError } from '@/lib/data/errors';
import { getOwnCounsellorId, getResponseTarget, listFollowUps } from '@/lib/data/leads/leads';
import type { Tables } from '@/lib/database.types';
import { DataError, unlessUnreachable } from '@/lib/errors/data-error';
import { LEAD_SOURCES, LEAD_STATUSES } from '@/lib/leads/lead-fields';
import { overdueArrivalCutoff, type ResponseTarget } from '@/lib/leads/response-target';
import { leadStatistics, type LeadStatistics } from '@/lib/leads/statistics';
import { recentSampleLeads, SAMPLE_LEADS } from '@/lib/samples/leads';
import type { TypedClient } from '@/lib/supabase/types';
import { endOfTodayIst } from '@/lib/time/ist';

/*
 * The dashboard's lead figures (spec §9), computed by public.lead_statistics() in one statement over every
 * lead. With the database unreachable the same figures are computed from the five sample leads by
 * lib/leads/statistics.ts, and the page shows the sample notice.
 */

const count = z.number().int().nonnegative();
const rate = z.number().min(0).max(100);

const leadStatisticsSchema = z.object({
  total: count,
  converted: count,
  qualified: count,
  conversion_rate: rate,
  qualification_rate: rate,
  average_score: z.number().min(0),
  high_or_urgent: count,
  pending_follow_ups: count,
  this_month: count,
  last_month: count,
  by_source: z.array(z.object({ source: z.enum(LEAD_SOURCES), count })),
  by_status: z.array(z.object({ status: z.enum(LEAD_STATUSES), count })),
  per_day: z.array(z.object({ day: z.iso.date(), count })),
}) satisfies z.ZodType<LeadStatistics>;

/** The statistics, or those of the five samples with `sample: true` when the database cannot be reached. */
export interface LeadStatisticsResult {
  statistics: LeadStatistics;
  sample: boolean;
}

/** The database refuses lead figures (FORBIDDEN) to anyone without the manage-leads capability. */
export const LEAD_FIGURES_REFUSED = "You don't have permission to see lead figures.";

export async function getLeadStatistics(client: TypedClient, now: Date = new Date()): Promise<LeadStatisticsResult> {
  return unlessUnreachable<LeadStatisticsResult>(
    async () => {
      const { data, error } = await client.rpc('lead_statistics');
      if (error) throw toDataError(error, { failure: 'Failed to load lead statistics', FORBIDDEN: LEAD_FIGURES_REFUSED });
      const parsed = leadStatisticsSchema.safeParse(data);
      if (!parsed.success) throw new DataError('UNKNOWN', 'Failed to load lead statistics', { cause: parsed.error });
      return { statistics: parsed.data, sample: false };
    },
    () => ({ statistics: leadStatistics(SAMPLE_LEADS, now), sample: true }),
  );
}

/** A lead as the dashboard lists it (recent leads, leads awaiting first contact). */
export type DashboardLead = Pick<Tables<'leads'>, 'id' | 'name' | 'source' | 'status' | 'priority' | 'lead_score' | 'created_at'>;

const DASHBOARD_LEAD_COLUMNS = 'id, name, source, status, priority, lead_score, created_at' as const;

export interface RecentLeads {
  leads: DashboardLead[];
  sample: boolean;
}

/** The latest leads, newest first; the samples with `sample: true` when the database cannot be reached. */
export async function listRecentLeads(client: TypedClient, limit = 5): Promise<RecentLeads> {
  return unlessUnreachable<RecentLeads>(
    async () => {
      const { data, error } = await client
        .from('leads')
        .select(DASHBOARD_LEAD_COLUMNS)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit);
      if (error) throw toDataError(error, 'Failed to load recent leads');
      return { leads: data, sample: false };
    },
    () => ({
      leads: recentSampleLeads(limit),
      sample: true,
    }),
  );
}

/**
 * How many follow-ups the signed-in counsellor's queue (/admin/leads/follow-ups) holds: their open leads due by
 * the end of today (Indian date), overdue ones included. 0 for someone without an active counsellor record.
 */
export async function countDueFollowUps(client: TypedClient, profileId: string, now: Date = new Date()): Promise<number> {
  const counsellorId = await getOwnCounsellorId(client, profileId);
  if (!counsellorId) return 0;
  const queue = await listFollowUps(client, { counsellorId, before: endOfTodayIst(now), page: 1, limit: 1 });
  return queue.total;
}

export interface OverdueLeads {
  target: ResponseTarget;
  /** How many new leads are past the target without a first contact. */
  count: number;
  /** The longest-waiting of them, oldest first. */
  leads: DashboardLead[];
}

/**
 * New leads nobody has contacted within the response target (site setting 'leads.response_target', working
 * minutes): the managers' slow-response panel. lib/leads/response-target.ts turns "now" into the latest overdue
 * arrival, so the database filters and counts them.
 */
export async function listOverdueNewLeads(client: TypedClient, now: Date = new Date(), limit = 10): Promise<OverdueLeads> {
  const target = await getResponseTarget(client);
  const cutoff = overdueArrivalCutoff(now, target);
  if (!cutoff) return { target, count: 0, leads: [] };
  const {
    data,
    count,
    error: leadsError,
  } = await client
    .from('leads')
    .select(DASHBOARD_LEAD_COLUMNS, { count: 'exact' })
    .eq('status', 'new')
    .eq('contact_attempts', 0)
    .lte('created_at', cutoff.toISOString())
    .order('created_at', { ascending: true })
    .limit(limit);
  if (leadsError) throw toDataError(leadsError, 'Failed to load leads awaiting contact');
  return { target, count: count ?? data.length, leads: data };
}
