import Link from 'next/link';
import { CUTOFF_KIND_LABELS, cutoffFigure } from '@/lib/colleges/format';
import type { CollegeDetail } from '@/lib/data/colleges';
import { html } from '@/lib/html/fragment';
import { DetailTable, Paragraphs } from './section';
import { sourceLinksHtml } from './source-links';

/** Exams with their own page on the site (/exams/{slug}). */
const EXAM_PAGES = new Set(['CAT', 'XAT', 'NMAT', 'SNAP', 'MAT']);

const CUTOFF_COLUMNS = ['Exam', 'Category', 'Cut-off', 'Cycle', 'Kind', 'Source'];

function kindBadge(kind: keyof typeof CUTOFF_KIND_LABELS) {
  const tone = kind === 'min' ? 'bg-success-50 text-success-700' : 'bg-warning-50 text-warning-700';
  const badge = `inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`;
  return html`<span class="${badge}">${CUTOFF_KIND_LABELS[kind]}</span>`;
}

/** Exams accepted, cut-offs (each with its cycle, kind and source) and the admission process. */
export function Admissions({ college }: { college: CollegeDetail }) {
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-base font-semibold text-gray-900">Exams accepted</h3>
        {college.exams_accepted.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {college.exams_accepted.map((exam) => (
              <li key={exam}>
                {EXAM_PAGES.has(exam) ? (
                  <Link
                    href={`/exams/${exam.toLowerCase()}`}
                    className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 bg-brand-50 px-3 text-sm font-semibold text-brand-800 hover:border-brand-300"
                  >
                    {exam}
                  </Link>
                ) : (
                  <span className="inline-flex min-h-11 items-center rounded-lg border border-gray-200 bg-gray-50 px-3 text-sm font-semibold text-gray-800">
                    {exam}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">Not published</p>
        )}
      </div>

      <div>
        <h3 className="text-base font-semibold text-gray-900">Cut-offs</h3>
        {college.cutoffs.length ? (
          <div className="mt-2 space-y-2">
            <DetailTable
              label="Cut-offs table"
              minWidth="min-w-[48rem]"
              caption="Cut-offs with cycle, kind and source"
              columns={CUTOFF_COLUMNS}
              rows={college.cutoffs.map(
                (c) =>
                  html`<tr>
                    <th scope="row" class="detail-td text-left font-semibold text-gray-900">${c.exam}</th>
                    <td class="detail-td">${c.category ?? 'Not stated'}</td>
                    <td class="tabular detail-td">
                      <span class="font-semibold whitespace-nowrap text-gray-900">${cutoffFigure(c)}</span>
                      ${c.note ? html`<span class="mt-1 block text-xs text-gray-600">${c.note}</span>` : null}
                    </td>
                    <td class="detail-td whitespace-nowrap">${c.cycle ?? c.year ?? 'Not stated'}</td>
                    <td class="detail-td">${kindBadge(c.kind)}</td>
                    <td class="detail-td">${sourceLinksHtml(c.source)}</td>
                  </tr>`,
              )}
            />
            <p className="text-sm text-gray-600">
              A published minimum is the floor an institute announced for that cycle; actual calls usually come higher. Aggregator
              estimates and third-party reports are not official figures.
            </p>
          </div>
        ) : (
          <p className="mt-2 text-sm text-gray-600">No cut-off has been published for a recent cycle.</p>
        )}
      </div>

      <div>
        <h3 className="text-base font-semibold text-gray-900">Admission process</h3>
        <div className="mt-2">
          {college.admission_process ? (
            <Paragraphs text={college.admission_process} />
          ) : (
            <p className="text-sm text-gray-600">Not published</p>
          )}
        </div>
      </div>
    </div>
  );
}
