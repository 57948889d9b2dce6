import { durationLabel } from '@/lib/colleges/format';
import type { CollegeProgram } from '@/lib/data/colleges';
import { formatCount, formatRupees } from '@/lib/format/numbers';
import { html } from '@/lib/html/fragment';
import { DetailTable, NOT_PUBLISHED_HTML } from './section';

const COLUMNS = ['Programme', 'Duration', 'Total fees', 'Seats', 'Specialisations', 'Exams'];

function programRow(p: CollegeProgram) {
  const fees =
    p.total_fees === null
      ? NOT_PUBLISHED_HTML
      : html`${formatRupees(p.total_fees)}${p.fees_year ? html`<span class="block text-xs text-gray-600">${p.fees_year}</span>` : null}`;
  return html`<tr>
    <th scope="row" class="detail-td text-left font-normal">
      <span class="block font-semibold text-gray-900">${p.name}</span>
      <span class="mt-0.5 block text-xs text-gray-600">${p.degree} · ${p.mode}${p.is_flagship ? ' · Flagship' : ''}</span>
      ${p.eligibility ? html`<span class="mt-1 block text-xs text-gray-600">Eligibility: ${p.eligibility}</span>` : null}
    </th>
    <td class="detail-td whitespace-nowrap">
      ${p.duration_months === null ? NOT_PUBLISHED_HTML : durationLabel(p.duration_months)}
    </td>
    <td class="tabular detail-td whitespace-nowrap">${fees}</td>
    <td class="tabular detail-td">${p.seats === null ? NOT_PUBLISHED_HTML : formatCount(p.seats)}</td>
    <td class="detail-td">${p.specializations.length ? p.specializations.join(', ') : NOT_PUBLISHED_HTML}</td>
    <td class="detail-td">${p.exams_accepted.length ? p.exams_accepted.join(', ') : NOT_PUBLISHED_HTML}</td>
  </tr>`;
}

/** Every programme with fees, duration, seats and specialisations; the flagship is marked. */
export function ProgramsTable({ programs }: { programs: CollegeProgram[] }) {
  if (programs.length === 0) {
    return <p className="text-base text-gray-700">This college has not published its programme list yet.</p>;
  }
  return (
    <DetailTable
      label="Programmes table"
      minWidth="min-w-[44rem]"
      caption="Programmes with fees, duration, seats and specialisations"
      columns={COLUMNS}
      rows={programs.map(programRow)}
    />
  );
}
