import Link from 'next/link';
import type { ReportRange } from '@/lib/reports/params';

/**
 * The report's date range as a plain GET form: submitting puts ?from=…&to=… in the URL, so it works before any
 * JavaScript has loaded and the result can be bookmarked.
 */
export function RangeForm({ range, message }: { range: ReportRange; message: string | null }) {
  return (
    <form method="get" action="/admin/reports" aria-label="Report date range" className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="report-from" className="block text-sm font-medium text-gray-700">
            From
          </label>
          <input
            id="report-from"
            name="from"
            type="date"
            required
            defaultValue={range.from}
            className="mt-1 min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm"
          />
        </div>
        <div>
          <label htmlFor="report-to" className="block text-sm font-medium text-gray-700">
            To
          </label>
          <input
            id="report-to"
            name="to"
            type="date"
            required
            defaultValue={range.to}
            className="mt-1 min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm"
          />
        </div>
        <button type="submit" className="btn-primary min-h-11">
          Show report
        </button>
        <Link
          href="/admin/reports"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          Last 90 days
        </Link>
      </div>
      {message ? (
        <p role="alert" className="text-sm text-danger-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
