import { HtmlFragment } from '@/components/ui/html-fragment';
import type { Exam } from '@/lib/data/exams';
import { formatDate } from '@/lib/format/dates';
import { html } from '@/lib/html/fragment';

/** Registration, exam and result dates, each labelled with the cycle it belongs to; one HTML fragment. */
export function DatesTable({ exam }: { exam: Exam }) {
  const cycle = exam.cycleYear ?? 'Cycle not stated';
  const rows = [
    { event: 'Registration opens', date: exam.registrationStart },
    { event: 'Registration closes', date: exam.registrationEnd },
    { event: 'Exam date', date: exam.examDate },
    { event: 'Result', date: exam.resultDate },
  ].filter((row) => row.date);
  if (rows.length === 0) return <p className="text-sm text-gray-700">Dates for the next cycle are not published yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <HtmlFragment
        as="table"
        className="w-full min-w-[24rem] border-collapse text-left text-sm"
        html={html`<thead class="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" class="px-4 py-3 font-semibold">Event</th>
              <th scope="col" class="px-4 py-3 font-semibold">Date</th>
              <th scope="col" class="px-4 py-3 font-semibold">Cycle</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (row) =>
                html`<tr class="border-t border-gray-200">
                  <th scope="row" class="px-4 py-3 font-medium text-gray-900">${row.event}</th>
                  <td class="px-4 py-3 tabular-nums">${formatDate(row.date)}${exam.datesExpected ? ' (expected)' : ''}</td>
                  <td class="px-4 py-3">${cycle}</td>
                </tr>`,
            )}
          </tbody>`}
      />
    </div>
  );
}
