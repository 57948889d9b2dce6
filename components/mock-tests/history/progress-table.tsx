import { formatDate } from '@/lib/format/dates';
import type { ProgressPoint } from '@/lib/mock-tests/analysis';

/** The progress chart's numbers, for screen readers and anyone who prefers a table. */
export function ProgressTable({ points }: { points: ProgressPoint[] }) {
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
        Show the numbers
      </summary>
      <div className="relative overflow-x-auto rounded-lg border border-gray-200">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Score as a share of the maximum, by date</caption>
          <thead className="bg-brand-50 text-left text-brand-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Date
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Test
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Score (% of max)
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.id} className="border-t border-gray-200">
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(p.date)}</td>
                <td className="px-3 py-2">{p.testTitle}</td>
                <td className="px-3 py-2 text-right tabular-nums">{p.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
