import { iconHtml } from '@/components/icons/icon';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { feesLabel } from '@/lib/colleges/format';
import type { CollegeCard as CollegeCardData } from '@/lib/data/colleges';
import { formatLpa, NOT_PUBLISHED } from '@/lib/format/numbers';
import { html } from '@/lib/html/fragment';
import { compareSlotHtml, favoriteSlotHtml } from './card-controls';
import { collegeAvatarHtml } from './college-avatar';
import { CollegeCardList } from './college-card-list';
import { NOT_PUBLISHED_HTML } from './detail/section';
import { asPlacementKind, placementKindBadgeHtml } from './placement-kind';

interface Props {
  college: CollegeCardData;
  /** Heading level of the college name: h3 under a section heading (the default), h2 directly under the h1. */
  headingLevel?: 2 | 3;
}

const yearNote = (year: string | null) => (year ? html`<span class="stat-note">${year}</span>` : null);
const shade = (missing: boolean) => (missing ? 'text-gray-600' : 'text-gray-900');

/** Initials, the linked name, place, type and rating. */
function cardHead(college: CollegeCardData, headingLevel: 2 | 3) {
  const heading = `h${headingLevel}`;
  const rating =
    college.rating === null
      ? null
      : html`<span class="inline-flex items-center gap-1" title="MBA Disha editorial rating">
          ${iconHtml('star', 'h-4 w-4 fill-saffron-500 text-saffron-600')}
          <span class="sr-only">Rating </span>${college.rating.toFixed(1)}<span class="sr-only"> out of 5</span>
        </span>`;
  return html`${collegeAvatarHtml(college.short_name ?? college.name)}
    <div class="min-w-0 flex-1">
      <${heading} class="card-title">
        <a href="/colleges/${college.slug}" class="hover:underline">${college.name}</a>
      </${heading}>
      <p class="card-meta">
        <span class="inline-flex items-center gap-1">${iconHtml('map-pin', 'h-4 w-4 text-gray-500')}${college.location}</span>
        <span class="tag">${college.type}</span>
        ${rating}
      </p>
    </div>`;
}

/** Fees, package and exams accepted, each missing figure as 'Not published'. */
function cardStats(college: CollegeCardData) {
  const fees = feesLabel(college);
  const feesMissing = fees === NOT_PUBLISHED;
  const packageMissing = college.average_package === null;
  const kind = asPlacementKind(college.average_package_kind);
  const exams = college.exams_accepted.length ? college.exams_accepted.join(', ') : NOT_PUBLISHED_HTML;
  return html`<div>
      <dt class="stat-label">Total fees</dt>
      <dd class="${shade(feesMissing)} stat-value">${fees}${feesMissing ? null : yearNote(college.fees_year)}</dd>
    </div>
    <div>
      <dt class="stat-label">Average package</dt>
      <dd class="${shade(packageMissing)} stat-value">
        ${formatLpa(college.average_package)}${packageMissing ? null : yearNote(college.placement_year)}
        ${!packageMissing && kind ? html`<span class="mt-0.5 block">${placementKindBadgeHtml({ kind, auditor: null })}</span>` : null}
      </dd>
    </div>
    <div class="col-span-2 sm:col-span-1">
      <dt class="stat-label">Exams accepted</dt>
      <dd class="stat-value text-gray-900">${exams}</dd>
    </div>`;
}

/** The card's last row: the NIRF rank when there is one, and the compare button. */
function cardFoot(college: CollegeCardData) {
  const nirf =
    college.nirf_rank === null
      ? null
      : `NIRF Management rank ${college.nirf_rank}${college.nirf_year ? ` (${college.nirf_year})` : ''}`;
  return html`<div class="card-foot">
    <p class="text-xs font-medium text-gray-600">${nirf}</p>
    ${compareSlotHtml(college.slug, college.short_name ?? college.name)}
  </div>`;
}

/**
 * One college in a list: what people compare first, with every missing figure shown as 'Not published'. The whole
 * card is an HTML fragment (lib/html/fragment.ts): search pages show ten or more cards, and as React elements they
 * were a quarter of a search's server time. Its favourite and compare toggles come from the CollegeCardList around
 * it (components/colleges/card-controls.ts).
 */
export function CollegeCard({ college, headingLevel = 3 }: Props) {
  return (
    <HtmlFragment
      as="article"
      className="college-card"
      html={html`<div class="flex items-start gap-3">
          <div class="flex min-w-0 flex-1 items-start gap-3">${cardHead(college, headingLevel)}</div>
          <div class="shrink-0">${favoriteSlotHtml(college.id, college.name)}</div>
        </div>
        <dl class="card-stats">${cardStats(college)}</dl>
        ${cardFoot(college)}`}
    />
  );
}

/** College cards as a list, with their toggles. */
export function CollegeCards({
  colleges,
  className,
  headingLevel,
}: {
  colleges: readonly CollegeCardData[];
  className: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <CollegeCardList className={className}>
      {colleges.map((college) => (
        <li key={college.id}>
          <CollegeCard college={college} headingLevel={headingLevel} />
        </li>
      ))}
    </CollegeCardList>
  );
}
