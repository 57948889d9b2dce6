import { HtmlFragment } from '@/components/ui/html-fragment';
import type { Exam } from '@/lib/data/exams';
import { NOT_PUBLISHED } from '@/lib/format/numbers';
import { html } from '@/lib/html/fragment';

/**
 * The pattern as a table: one row per section, with a total row; a figure nobody published says so. One HTML
 * fragment (lib/html/fragment.ts): nothing in it changes after the server sent it.
 */
export function SectionsTable({ exam }: { exam: Exam }) {
  const timed = exam.sections.some((s) => s.minutes !== null);
  const parts = exam.sections.some((s) => s.part !== null);
  const caption = `${exam.cycleYear ? `${exam.cycleYear} pattern` : 'Current pattern'}${
    exam.lastVerifiedAt ? ' · figures from the sources listed below' : ''
  }`;
  const rows = exam.sections.map(
    (section) =>
      html`<tr class="border-t border-gray-200">
        <th scope="row" class="px-4 py-3 font-medium text-gray-900">
          ${section.name}${section.note ? html`<span class="block text-xs font-normal text-gray-600">${section.note}</span>` : null}
        </th>
        ${parts ? html`<td class="px-4 py-3">${section.part ?? '—'}</td>` : null}
        <td class="px-4 py-3 text-right tabular-nums">${section.questions ?? NOT_PUBLISHED}</td>
        ${
          timed
            ? html`<td class="px-4 py-3 text-right tabular-nums">
                ${section.minutes === null ? 'Not timed separately' : `${section.minutes} min`}
              </td>`
            : null
        }
      </tr>`,
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <HtmlFragment
        as="table"
        className="w-full min-w-[32rem] border-collapse text-left text-sm"
        html={html`<caption class="bg-gray-50 px-4 py-3 text-left text-sm text-gray-700">
            ${caption}
          </caption>
          <thead class="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" class="px-4 py-3 font-semibold">Section</th>
              ${parts ? html`<th scope="col" class="px-4 py-3 font-semibold">Part</th>` : null}
              <th scope="col" class="px-4 py-3 text-right font-semibold">Questions</th>
              ${timed ? html`<th scope="col" class="px-4 py-3 text-right font-semibold">Time</th>` : null}
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
          <tfoot>
            <tr class="border-t-2 border-gray-300 bg-gray-50 font-semibold text-gray-900">
              <th scope="row" class="px-4 py-3">Total</th>
              ${parts ? html`<td class="px-4 py-3"></td>` : null}
              <td class="px-4 py-3 text-right tabular-nums">${exam.totalQuestions ?? NOT_PUBLISHED}</td>
              ${
                timed
                  ? html`<td class="px-4 py-3 text-right tabular-nums">
                      ${exam.durationMinutes === null ? NOT_PUBLISHED : `${exam.durationMinutes} min`}
                    </td>`
                  : null
              }
            </tr>
          </tfoot>`}
      />
    </div>
  );
}
