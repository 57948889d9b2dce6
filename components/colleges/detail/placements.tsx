import type { CollegeDetail } from '@/lib/data/colleges';
import { formatLpa } from '@/lib/format/numbers';
import { html } from '@/lib/html/fragment';
import { DetailTable } from './section';
import { sourceLinksHtml } from './source-links';

const COLUMNS = ['Figure', 'Value', 'Batch / year', 'Source'];

/** Average, median and highest packages with the batch year and where each figure comes from. */
export function Placements({ college }: { college: CollegeDetail }) {
  const rows = [
    { label: 'Average package', value: college.average_package },
    { label: 'Median package', value: college.median_package },
    { label: 'Highest package', value: college.highest_package },
  ];
  const published = rows.some((r) => r.value !== null);
  return (
    <div className="space-y-3">
      <DetailTable
        label="Placement figures table"
        minWidth="min-w-[36rem]"
        caption="Placement figures with batch year and source"
        columns={COLUMNS}
        rows={rows.map(
          (r) =>
            html`<tr>
              <th scope="row" class="detail-td text-left font-semibold text-gray-900">${r.label}</th>
              <td
                class="${r.value === null ? 'detail-td tabular font-semibold text-gray-600' : 'detail-td tabular font-semibold text-gray-900'}"
              >
                ${formatLpa(r.value)}
              </td>
              <td class="detail-td">${r.value === null ? '—' : (college.placement_year ?? 'Not stated')}</td>
              <td class="detail-td">${r.value === null ? '—' : sourceLinksHtml(college.placement_source)}</td>
            </tr>`,
        )}
      />
      <p className="text-sm text-gray-600">
        {published
          ? 'Packages are in ₹ lakh per annum (LPA), as reported for the batch shown; domestic offers unless the source says otherwise.'
          : 'This college has not published placement figures we could verify. We show none rather than guess.'}
      </p>
    </div>
  );
}
