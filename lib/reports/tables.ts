import type { LeadReport } from '@/lib/data/leads/reports';
import { SOURCE_LABELS, STATUS_LABELS } from '@/lib/leads/lead-fields';
import { percent } from '@/lib/leads/statistics';
import { FUNNEL_LABELS, monthLabel } from './labels';

/*
 * Each report section as one table: the page renders it beside its chart, and its CSV download is the same
 * table, so what staff download is exactly what they saw. Cells hold raw values (a median in minutes, a rate as
 * a number); a column's `format` says how the page shows them.
 */

export const REPORT_SECTIONS = ['source', 'status', 'campaign', 'month', 'funnel', 'counsellors', 'content-views'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export type CellValue = string | number | null;

export interface ReportColumn {
  key: string;
  label: string;
  /** Numbers are right-aligned; 'percent' and 'minutes' are how the page words them. */
  format?: 'count' | 'percent' | 'minutes';
  /** The CSV heading, where the file's raw numbers need their unit named (the page shows '20%', '1 h 5 min'). */
  csvLabel?: string;
}

export interface ReportTable {
  section: ReportSection;
  title: string;
  columns: ReportColumn[];
  rows: Record<string, CellValue>[];
}

const LEADS: ReportColumn = { key: 'count', label: 'Leads', format: 'count' };
const CONVERTED: ReportColumn = { key: 'converted', label: 'Converted', format: 'count' };
const RATE: ReportColumn = { key: 'rate', label: 'Conversion rate', format: 'percent', csvLabel: 'Conversion rate (%)' };

function withRate<T extends { count: number; converted: number }>(row: T) {
  return { count: row.count, converted: row.converted, rate: percent(row.converted, row.count) };
}

export function reportTable(report: LeadReport, section: ReportSection): ReportTable {
  switch (section) {
    case 'source':
      return {
        section,
        title: 'Leads by source',
        columns: [{ key: 'label', label: 'Source' }, LEADS],
        rows: report.by_source.map((row) => ({ label: SOURCE_LABELS[row.source], count: row.count })),
      };
    case 'status':
      return {
        section,
        title: 'Leads by status',
        columns: [{ key: 'label', label: 'Status' }, LEADS],
        rows: report.by_status.map((row) => ({ label: STATUS_LABELS[row.status], count: row.count })),
      };
    case 'campaign':
      return {
        section,
        title: 'Leads by campaign',
        columns: [{ key: 'label', label: 'Campaign' }, LEADS, CONVERTED, RATE],
        rows: report.by_campaign.map((row) => ({ label: row.campaign, ...withRate(row) })),
      };
    case 'month':
      return {
        section,
        title: 'Leads by month',
        columns: [{ key: 'label', label: 'Month' }, LEADS, CONVERTED, RATE],
        rows: report.by_month.map((row) => ({ label: monthLabel(row.month), ...withRate(row) })),
      };
    case 'funnel': {
      const top = report.funnel[0]?.count ?? 0;
      return {
        section,
        title: 'Conversion funnel',
        columns: [
          { key: 'label', label: 'Stage' },
          LEADS,
          { key: 'share', label: 'Share of all leads', format: 'percent', csvLabel: 'Share of all leads (%)' },
        ],
        rows: report.funnel.map((row) => ({ label: FUNNEL_LABELS[row.stage], count: row.count, share: percent(row.count, top) })),
      };
    }
    case 'counsellors':
      return {
        section,
        title: 'Counsellor performance',
        columns: [
          { key: 'label', label: 'Counsellor' },
          { key: 'assigned', label: 'Assigned', format: 'count' },
          { key: 'contacted', label: 'Contacted', format: 'count' },
          CONVERTED,
          { key: 'median', label: 'Median first response', format: 'minutes', csvLabel: 'Median first response (minutes)' },
        ],
        rows: report.counsellors.map((row) => ({
          label: row.name,
          assigned: row.assigned,
          contacted: row.contacted,
          converted: row.converted,
          median: row.median_first_response_minutes === null ? null : Math.round(row.median_first_response_minutes),
        })),
      };
    case 'content-views': {
      const views = report.content_views;
      return {
        section,
        title: 'Content views',
        columns: [
          { key: 'type', label: 'Type' },
          { key: 'label', label: 'Title' },
          { key: 'views', label: 'Views', format: 'count' },
        ],
        rows: [
          ...views.blog_posts.map((row) => ({ type: 'Blog post', label: row.title, views: row.views })),
          ...views.videos.map((row) => ({ type: 'Video', label: row.title, views: row.views })),
          ...views.faqs.map((row) => ({ type: 'FAQ', label: row.question, views: row.views })),
        ],
      };
    }
  }
}
