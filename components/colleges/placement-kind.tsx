import { HtmlFragment } from '@/components/ui/html-fragment';
import {
  kindText,
  NIRF_TOLERANCE,
  PLACEMENT_KIND_LEGEND,
  PLACEMENT_KINDS,
  type PlacementFigure,
  type PlacementKind,
} from '@/lib/colleges/placement-provenance';
import { html, type Html } from '@/lib/html/fragment';

/*
 * A placement figure's kind as the pages show it: a badge whose words say the kind (the colour only repeats it),
 * the legend of what each kind means, and the flag of a figure that disagrees with the same batch's NIRF data.
 * Shared by the college page, compare, the list's cards and the predictor.
 */

/** Trusted kinds in the site's structure colour, uncertain ones in amber; the words carry the meaning. */
const BADGE: Record<PlacementKind, string> = {
  audited: 'border-success-700/30 bg-success-50 text-success-700',
  'nirf-data': 'border-brand-200 bg-brand-50 text-brand-800',
  'college-published': 'border-gray-300 bg-gray-100 text-gray-800',
  'press-report': 'border-gray-300 bg-gray-100 text-gray-800',
  'aggregator-estimate': 'border-saffron-200 bg-warning-50 text-warning-700',
  'student-reported': 'border-saffron-200 bg-warning-50 text-warning-700',
};
const BADGE_BASE = 'inline-block rounded border px-1.5 text-xs font-semibold';

/** The kind of a stored value that is not one the app knows (an old row): none is shown rather than a guess. */
export function asPlacementKind(kind: string | null | undefined): PlacementKind | null {
  return (PLACEMENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as PlacementKind) : null;
}

export function PlacementKindBadge({ figure }: { figure: Pick<PlacementFigure, 'kind' | 'auditor'> }) {
  return (
    <span className={`${BADGE_BASE} ${BADGE[figure.kind]}`} data-testid="placement-kind">
      <span className="sr-only">Kind of figure: </span>
      {kindText(figure)}
    </span>
  );
}

/** The same badge inside an HTML fragment (the college page's tables, the list's cards). */
export function placementKindBadgeHtml(figure: Pick<PlacementFigure, 'kind' | 'auditor'>): Html {
  return html`<span class="${`${BADGE_BASE} ${BADGE[figure.kind]}`}" data-testid="placement-kind"
    ><span class="sr-only">Kind of figure: </span>${kindText(figure)}</span
  >`;
}

const FLAG = 'mt-1 block rounded border border-danger-700/30 bg-danger-50 px-2 py-1 text-xs font-medium text-danger-700';

/** The flag of a figure that differs from the same batch's NIRF data, naming both figures (disagreementText). */
export function disagreementFlagHtml(text: string): Html {
  return html`<span class="${FLAG}" data-testid="nirf-flag"><span class="font-semibold">Check this figure.</span> ${text}</span>`;
}

export function DisagreementFlag({ text }: { text: string }) {
  return (
    <span className={FLAG} data-testid="nirf-flag">
      <span className="font-semibold">Check this figure.</span> {text}
    </span>
  );
}

const LEGEND_HTML = html`${PLACEMENT_KINDS.map(
  (kind) =>
    html`<div class="py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt>${placementKindBadgeHtml({ kind, auditor: null })}</dt>
      <dd class="mt-1 text-sm text-gray-700 sm:mt-0">${PLACEMENT_KIND_LEGEND[kind]}</dd>
    </div>`,
)}`;

/** What each kind means, most trusted first, in a disclosure under the figures. */
export function PlacementKindLegend() {
  return (
    <details className="rounded-xl border border-gray-200 bg-white p-3 text-sm" data-testid="placement-legend">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-900">
        What the kinds of figure mean
      </summary>
      <p className="mt-2 text-gray-700">
        Each placement figure says what kind it is; here are the kinds, from most to least trusted. A figure that differs from the
        NIRF data of the same batch by more than {Math.round(NIRF_TOLERANCE * 100)}&nbsp;% is flagged.
      </p>
      <HtmlFragment as="dl" className="mt-1 divide-y divide-gray-100" html={LEGEND_HTML} />
    </details>
  );
}
