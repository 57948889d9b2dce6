import Papa from 'papaparse';
import type { ReportRange } from './params';
import type { ReportSection, ReportTable } from './tables';

/**
 * A report table as CSV: its column headings (with units where the page words a number), then its rows with raw
 * numbers (a rate as 20, a median in minutes, an empty cell where there is no median yet). Campaign names come
 * from visitors' URLs, so cells that a spreadsheet would run as a formula (=, +, -, @ …) are escaped.
 */
export function tableCsv(table: ReportTable): string {
  return Papa.unparse(
    {
      fields: table.columns.map((column) => column.csvLabel ?? column.label),
      data: table.rows.map((row) => table.columns.map((column) => row[column.key] ?? '')),
    },
    { escapeFormulae: true },
  );
}

export function csvFilename(section: ReportSection, range: ReportRange): string {
  return `report-${section}-${range.from}-to-${range.to}.csv`;
}
