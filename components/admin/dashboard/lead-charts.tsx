import { CategoryBarChart } from '@/components/admin/charts/bar-chart';
import { ChartCard } from '@/components/admin/charts/chart-card';
import { DataTable } from '@/components/admin/charts/data-table';
import { DayBarChart } from '@/components/admin/charts/day-chart';
import { formatDate } from '@/lib/format/dates';
import { SOURCE_LABELS, STATUS_LABELS } from '@/lib/leads/lead-fields';
import type { LeadStatistics } from '@/lib/leads/statistics';
import type { ReportColumn } from '@/lib/reports/tables';

const LEADS: ReportColumn = { key: 'value', label: 'Leads', format: 'count' };

/** Leads by source and by status, and per day over 90 days: each chart with its numbers in a table. */
export function LeadCharts({ statistics }: { statistics: LeadStatistics }) {
  const bySource = statistics.by_source.map((row) => ({ label: SOURCE_LABELS[row.source], value: row.count }));
  const byStatus = statistics.by_status.map((row) => ({ label: STATUS_LABELS[row.status], value: row.count }));
  const perDay = statistics.per_day;
  const first = perDay[0]?.day;
  const last = perDay.at(-1)?.day;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          id="leads-by-source"
          title="Leads by source"
          chart={<CategoryBarChart data={bySource} />}
          table={<DataTable caption="Leads by source" columns={[{ key: 'label', label: 'Source' }, LEADS]} rows={bySource} />}
        />
        <ChartCard
          id="leads-by-status"
          title="Leads by status"
          chart={<CategoryBarChart data={byStatus} />}
          table={<DataTable caption="Leads by status" columns={[{ key: 'label', label: 'Status' }, LEADS]} rows={byStatus} />}
        />
      </div>
      <ChartCard
        id="leads-per-day"
        title="Leads per day"
        description={first && last ? `The last 90 days, ${formatDate(first)} to ${formatDate(last)} (Indian time).` : undefined}
        chart={<DayBarChart data={perDay} />}
        collapsed
        table={
          <DataTable
            caption="Leads per day, last 90 days"
            columns={[{ key: 'label', label: 'Day' }, LEADS]}
            rows={perDay.map((d) => ({ label: formatDate(d.day), value: d.count }))}
          />
        }
      />
    </>
  );
}
