import { CategoryBarChart } from '@/components/admin/charts/bar-chart';
import { ChartCard } from '@/components/admin/charts/chart-card';
import { DataTable } from '@/components/admin/charts/data-table';
import { DatabaseZap } from '@/components/icons/database-zap';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { getLeadReport, type LeadReport } from '@/lib/data/leads/reports';
import { settle } from '@/lib/data/settle';
import { DATA_ERRORS, DataError, isConnectionFailure } from '@/lib/errors/data-error';
import { formatDate } from '@/lib/format/dates';
import type { ParsedReportRange, ReportRange } from '@/lib/reports/params';
import { reportTable, type ReportSection as Section } from '@/lib/reports/tables';
import { RangeForm } from './range-form';
import { CsvLink, ReportSection } from './report-section';

const LEAD_SECTIONS: { section: Section; description?: string }[] = [
  { section: 'source' },
  { section: 'status', description: 'Where the leads created in the range stand today.' },
  { section: 'campaign', description: "The campaign in each lead's UTM parameters; (none) when it came without one." },
  { section: 'month' },
  { section: 'funnel', description: 'Leads that reached each stage or went beyond it.' },
  {
    section: 'counsellors',
    description:
      'Leads assigned to each counsellor, how many were contacted and converted, and the median time to first contact.',
  },
];

/** Said plainly instead of figures when the database cannot be reached: a report has no sample stand-in. */
function DatabaseUnavailable() {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-5 text-danger-700">
      <DatabaseZap className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{DATA_ERRORS.NOT_CONFIGURED}</p>
        <p className="mt-1 text-sm">
          Reports are worked out from live data only, so none are shown. Try again once the database is back.
        </p>
      </div>
    </div>
  );
}

function ContentViews({ report, range }: { report: LeadReport; range: ReportRange }) {
  const { totals } = report.content_views;
  const byType = [
    { label: 'Blog posts', value: totals.blog_posts },
    { label: 'Videos', value: totals.videos },
    { label: 'FAQs', value: totals.faqs },
  ];
  const top = reportTable(report, 'content-views');
  return (
    <ChartCard
      id="report-content-views"
      title={top.title}
      description="All-time views of published content (views are not dated, so the range does not apply), and the ten most viewed of each kind."
      chart={<CategoryBarChart data={byType} valueName="Views" />}
      actions={<CsvLink table={top} range={range} />}
      table={
        <div className="space-y-4">
          <DataTable
            caption="Views by type"
            columns={[
              { key: 'label', label: 'Type' },
              { key: 'value', label: 'Views', format: 'count' },
            ]}
            rows={byType}
          />
          <DataTable caption="Most viewed content" columns={top.columns} rows={top.rows} empty="No views yet." />
        </div>
      }
    />
  );
}

export async function ReportsScreen({ parsed }: { parsed: ParsedReportRange }) {
  // Under RouteGuard, no admin context means the backend could not check the session: nothing to report from.
  const admin = await getAdminContext();
  const { range, message } = parsed;
  const report = admin
    ? await settle(getLeadReport(admin.client, range))
    : ({ ok: false, error: new DataError('CONNECTION_ERROR') } as const);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Reports</h1>
        <p className="mt-1 text-sm text-gray-700">
          Leads created from {formatDate(range.from)} to {formatDate(range.to)} (Indian dates, both included).
        </p>
      </div>
      <RangeForm range={range} message={message} />
      {!report.ok ? (
        isConnectionFailure(report.error) ? (
          <DatabaseUnavailable />
        ) : (
          <LoadError message={report.error.message} />
        )
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {LEAD_SECTIONS.map(({ section, description }) => (
            <ReportSection key={section} table={reportTable(report.value, section)} range={range} description={description} />
          ))}
          <div className="lg:col-span-2">
            <ContentViews report={report.value} range={range} />
          </div>
        </div>
      )}
    </div>
  );
}
