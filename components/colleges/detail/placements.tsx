import { disagreementFlagHtml, placementKindBadgeHtml, PlacementKindLegend } from '@/components/colleges/placement-kind';
import {
  disagreementText,
  figureLabel,
  figuresOf,
  figureValue,
  nirfDisagreements,
  periodLabel,
  PLACEMENT_METRIC_LABELS,
  PLACEMENT_METRICS,
  type PlacementFigure,
} from '@/lib/colleges/placement-provenance';
import type { CollegeDetail } from '@/lib/data/colleges';
import { NOT_PUBLISHED } from '@/lib/format/numbers';
import { html } from '@/lib/html/fragment';
import { DetailTable } from './section';
import { sourceLinksHtml } from './source-links';

const COLUMNS = ['Figure', 'Value', 'Batch', 'Kind', 'Source'];

/**
 * Every placement figure with its batch, its kind and its source, the median first (then average, highest and the
 * number placed); a metric nobody published is a row of its own that says so. A figure that disagrees with the
 * same batch's NIRF data carries a flag naming both figures. The legend of the kinds follows the table.
 */
export function Placements({ college }: { college: CollegeDetail }) {
  const figures = college.placements;
  const flags = nirfDisagreements(figures);
  const row = (f: PlacementFigure) => {
    const flag = flags.get(f.id);
    return html`<tr data-kind="${f.kind}" data-flagged="${flag ? 'true' : 'false'}">
      <th scope="row" class="detail-td text-left font-semibold text-gray-900">${figureLabel(f)}</th>
      <td class="detail-td">
        <span class="tabular font-semibold text-gray-900">${figureValue(f)}</span>
        ${flag ? disagreementFlagHtml(disagreementText(flag)) : null}
      </td>
      <td class="detail-td whitespace-nowrap">${periodLabel(f)}</td>
      <td class="detail-td">${placementKindBadgeHtml(f)}</td>
      <td class="detail-td">
        ${sourceLinksHtml(f.sourceUrl)}${f.note ? html`<span class="mt-1 block text-xs break-words text-gray-600">${f.note}</span>` : null}
      </td>
    </tr>`;
  };
  const rows = PLACEMENT_METRICS.flatMap((metric) => {
    const of = figuresOf(figures, metric);
    if (of.length) return of.map(row);
    return [
      html`<tr data-kind="none">
        <th scope="row" class="detail-td text-left font-semibold text-gray-900">${PLACEMENT_METRIC_LABELS[metric]}</th>
        <td class="detail-td font-semibold text-gray-600">${NOT_PUBLISHED}</td>
        <td class="detail-td">—</td>
        <td class="detail-td">—</td>
        <td class="detail-td">—</td>
      </tr>`,
    ];
  });
  return (
    <div className="space-y-3">
      {flags.size ? (
        <p className="rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700" role="note">
          {flags.size === 1 ? 'One figure differs' : `${flags.size} figures differ`} from the NIRF data for the same batch: see
          the flag in the table.
        </p>
      ) : null}
      <DetailTable
        label="Placement figures table"
        minWidth="min-w-[44rem]"
        caption="Placement figures with their batch, kind and source, the median first"
        columns={COLUMNS}
        rows={rows}
      />
      <p className="text-sm text-gray-600">
        {figures.length
          ? 'Packages are in ₹ lakh per annum (LPA) for the batch shown. The median comes first: a few very high offers pull the average up. Each figure says what kind it is and where it comes from.'
          : 'This college has not published placement figures we could verify. We show none rather than guess.'}
      </p>
      <PlacementKindLegend />
    </div>
  );
}
