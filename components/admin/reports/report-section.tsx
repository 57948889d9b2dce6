import { CategoryBarChart, type ChartDatum } from '@/components/admin/charts/bar-chart';
import { ChartCard } from '@/components/admin/charts/chart-card';
import { DataTable } from '@/components/admin/charts/data-table';
import { GroupedBarChart } from '@/components/admin/charts/grouped-bar-chart';
import { Download } from '@/components/icons/download';
import { rangeQuery, type ReportRange } from '@/lib/reports/params';
import type { ReportTable } from '@/lib/reports/tables';

/** The CSV of one section for the same range, served by reports/csv/[section]. */
export function CsvLink({ table, range }: { table: ReportTable; range: ReportRange }) {
  return (
    <a
      href={`/admin/reports/csv/${table.section}?${rangeQuery(range)}`}
      download
      aria-label={`Download CSV: ${table.title}`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-gray-300 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      Download CSV
    </a>
  );
}

function barData(table: ReportTable, key: string): ChartDatum[] {
  return table.rows.map((row) => ({ label: String(row.label ?? ''), value: Number(row[key] ?? 0) }));
}

/** One report section: its chart, its table and its CSV download, all from the same ReportTable. */
export function ReportSection({ table, range, description }: { table: ReportTable; range: ReportRange; description?: string }) {
  const chart =
    table.section === 'counsellors' ? (
      <GroupedBarChart
        data={table.rows}
        series={[
          { key: 'assigned', name: 'Assigned' },
          { key: 'contacted', name: 'Contacted' },
          { key: 'converted', name: 'Converted' },
        ]}
      />
    ) : table.rows.length > 0 ? (
      <CategoryBarChart data={barData(table, 'count')} />
    ) : undefined;
  return (
    <ChartCard
      id={`report-${table.section}`}
      title={table.title}
      description={description}
      chart={table.rows.length > 0 ? chart : undefined}
      actions={<CsvLink table={table} range={range} />}
      table={<DataTable caption={table.title} columns={table.columns} rows={table.rows} />}
    />
  );
}
