import { z } from 'zod';
import { toDataError } from '@/lib/data/errors';
import { LEAD_FIGURES_REFUSED } from '@/lib/data/leads/stats';
import { DataError } from '@/lib/errors/data-error';
import { LEAD_SOURCES, LEAD_STATUSES } from '@/lib/leads/lead-fields';
import { FUNNEL_STAGES } from '@/lib/reports/labels';
import type { ReportRange } from '@/lib/reports/params';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office reports: one call to public.lead_report(from_date, to_date), which counts the leads created
 * in the range (Indian calendar days, both included). Reports have no sample stand-in: made-up figures in a
 * report would be mistaken for real ones, so an unreachable database throws and the page says so.
 */

const count = z.number().int().nonnegative();

const leadReportSchema = z.object({
  by_source: z.array(z.object({ source: z.enum(LEAD_SOURCES), count })),
  by_status: z.array(z.object({ status: z.enum(LEAD_STATUSES), count })),
  by_campaign: z.array(z.object({ campaign: z.string(), count, converted: count })),
  by_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count, converted: count })),
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count })),
  counsellors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      assigned: count,
      contacted: count,
      converted: count,
      median_first_response_minutes: z.number().nonnegative().nullable(),
    }),
  ),
  content_views: z.object({
    blog_posts: z.array(z.object({ title: z.string(), slug: z.string(), views: count })),
    videos: z.array(z.object({ title: z.string(), views: count })),
    faqs: z.array(z.object({ question: z.string(), views: count })),
    totals: z.object({ blog_posts: count, videos: count, faqs: count }),
  }),
});

export type LeadReport = z.output<typeof leadReportSchema>;

/** The report for a date range. Throws DataError: CONNECTION_ERROR when the database is unreachable. */
export async function getLeadReport(client: TypedClient, range: ReportRange): Promise<LeadReport> {
  const { data, error } = await client.rpc('lead_report', { from_date: range.from, to_date: range.to });
  if (error) throw toDataError(error, { failure: 'Failed to load the report', FORBIDDEN: LEAD_FIGURES_REFUSED });
  const parsed = leadReportSchema.safeParse(data);
  if (!parsed.success) throw new DataError('UNKNOWN', 'Failed to load the report', { cause: parsed.error });
  return parsed.data;
}
