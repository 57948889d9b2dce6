import { durationLabel } from '@/lib/colleges/format';
import type { CollegeProgram } from '@/lib/data/colleges';
import { formatCount, formatRupees } from '@/lib/format/numbers';
import { NotPublished, TableCard, td, th } from './section';

/** Every programme with fees, duration, seats and specialisations; the flagship is marked. */
export function ProgramsTable({ programs }: { programs: CollegeProgram[] }) {
  if (programs.length === 0) {
    return <p className="text-base text-gray-700">This college has not published its programme list yet.</p>;
  }
  return (
    <TableCard label="Programmes table">
      <table className="w-full min-w-[44rem] divide-y divide-gray-200">
        <caption className="sr-only">Programmes with fees, duration, seats and specialisations</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              Programme
            </th>
            <th scope="col" className={th}>
              Duration
            </th>
            <th scope="col" className={th}>
              Total fees
            </th>
            <th scope="col" className={th}>
              Seats
            </th>
            <th scope="col" className={th}>
              Specialisations
            </th>
            <th scope="col" className={th}>
              Exams
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {programs.map((p) => (
            <tr key={p.id}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="block font-semibold text-gray-900">{p.name}</span>
                <span className="mt-0.5 block text-xs text-gray-600">
                  {p.degree} · {p.mode}
                  {p.is_flagship ? ' · Flagship' : ''}
                </span>
                {p.eligibility ? <span className="mt-1 block text-xs text-gray-600">Eligibility: {p.eligibility}</span> : null}
              </th>
              <td className={`${td} whitespace-nowrap`}>
                {p.duration_months === null ? <NotPublished /> : durationLabel(p.duration_months)}
              </td>
              <td className={`${td} tabular whitespace-nowrap`}>
                {p.total_fees === null ? (
                  <NotPublished />
                ) : (
                  <>
                    {formatRupees(p.total_fees)}
                    {p.fees_year ? <span className="block text-xs text-gray-600">{p.fees_year}</span> : null}
                  </>
                )}
              </td>
              <td className={`${td} tabular`}>{p.seats === null ? <NotPublished /> : formatCount(p.seats)}</td>
              <td className={td}>{p.specializations.length ? p.specializations.join(', ') : <NotPublished />}</td>
              <td className={td}>{p.exams_accepted.length ? p.exams_accepted.join(', ') : <NotPublished />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}
