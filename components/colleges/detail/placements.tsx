import type { CollegeDetail } from '@/lib/data/colleges';
import { formatLpa } from '@/lib/format/numbers';
import { TableCard, td, th } from './section';
import { SourceLinks } from './source-links';

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
      <TableCard label="Placement figures table">
        <table className="w-full min-w-[36rem] divide-y divide-gray-200">
          <caption className="sr-only">Placement figures with batch year and source</caption>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={th}>
                Figure
              </th>
              <th scope="col" className={th}>
                Value
              </th>
              <th scope="col" className={th}>
                Batch / year
              </th>
              <th scope="col" className={th}>
                Source
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className={`${td} text-left font-semibold text-gray-900`}>
                  {r.label}
                </th>
                <td className={`${td} tabular font-semibold ${r.value === null ? 'text-gray-600' : 'text-gray-900'}`}>
                  {formatLpa(r.value)}
                </td>
                <td className={td}>{r.value === null ? '—' : (college.placement_year ?? 'Not stated')}</td>
                <td className={td}>{r.value === null ? '—' : <SourceLinks text={college.placement_source} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableCard>
      <p className="text-sm text-gray-600">
        {published
          ? 'Packages are in ₹ lakh per annum (LPA), as reported for the batch shown; domestic offers unless the source says otherwise.'
          : 'This college has not published placement figures we could verify. We show none rather than guess.'}
      </p>
    </div>
  );
}
