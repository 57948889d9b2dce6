import { formatCount } from '@/lib/format/numbers';
import { minutesLabel } from '@/lib/reports/labels';
import type { CellValue, ReportColumn } from '@/lib/reports/tables';

function cellText(value: CellValue, format: ReportColumn['format']): string {
  if (format === 'minutes') return minutesLabel(typeof value === 'number' ? value : null);
  if (value === null) return '';
  if (format === 'percent' && typeof value === 'number') return `${value}%`;
  if (format === 'count' && typeof value === 'number') return formatCount(value);
  return String(value);
}

/**
 * The numbers behind a chart (DESIGN.md: every chart with the table of its numbers), as a real table so screen
 * readers and keyboard users get every figure; numbers right-aligned in tabular figures. Scrolls sideways inside
 * its card on a narrow screen, never the page.
 */
export function DataTable({
  caption,
  columns,
  rows,
  empty = 'No leads in this range.',
}: {
  caption: string;
  /** What an empty table says instead of rows. */
  empty?: string;
  columns: readonly ReportColumn[];
  rows: readonly Record<string, CellValue>[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-600">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-2 py-2 font-medium ${column.format ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-2 py-3 text-gray-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={index} className="border-b border-gray-100 last:border-0">
                {columns.map((column, i) =>
                  i === 0 ? (
                    <th key={column.key} scope="row" className="px-2 py-1.5 text-left font-normal text-gray-900">
                      {cellText(row[column.key], column.format)}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      className={`px-2 py-1.5 text-gray-900 ${column.format ? 'text-right tabular-nums' : ''}`}
                    >
                      {cellText(row[column.key], column.format)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
