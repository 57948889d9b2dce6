import { CheckCircle2 } from '@/components/icons/check-circle-2';
import type { CollegeDetail } from '@/lib/data/colleges';
import { formatCount } from '@/lib/format/numbers';
import { html } from '@/lib/html/fragment';
import { DetailTable, Paragraphs } from './section';
import { sourceLinksHtml } from './source-links';

const RANKING_COLUMNS = ['Ranking', 'Rank', 'Year', 'Source'];

/** Description, highlights, accreditation, seats and rankings (each ranking with its year and source). */
export function Overview({ college }: { college: CollegeDetail }) {
  return (
    <div className="space-y-6">
      {college.description ? <Paragraphs text={college.description} /> : <p className="text-gray-700">No description yet.</p>}

      {college.highlights.length ? (
        <div>
          <h3 className="text-base font-semibold text-gray-900">Highlights</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {college.highlights.map((h) => (
              <li key={h} className="flex gap-2 text-sm text-gray-800">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success-700" aria-hidden="true" />
                {h}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-gray-900">Accreditation</dt>
          <dd className="mt-1 text-sm text-gray-700">
            {college.accreditation.length ? college.accreditation.join(', ') : 'Not published'}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-gray-900">Total seats</dt>
          <dd className="tabular mt-1 text-sm text-gray-700">{formatCount(college.total_seats)}</dd>
        </div>
      </dl>

      {college.rankings.length ? (
        <div>
          <h3 className="text-base font-semibold text-gray-900">Rankings</h3>
          <div className="mt-2">
            <DetailTable
              label="Rankings table"
              minWidth="min-w-[32rem]"
              caption="Rankings with year and source"
              columns={RANKING_COLUMNS}
              rows={college.rankings.map(
                (r) =>
                  html`<tr>
                    <th scope="row" class="detail-td text-left font-semibold text-gray-900">${r.agency}</th>
                    <td class="tabular detail-td font-semibold">#${r.rank}</td>
                    <td class="detail-td">${r.year ?? 'Not stated'}</td>
                    <td class="detail-td">${sourceLinksHtml(r.source)}</td>
                  </tr>`,
              )}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
