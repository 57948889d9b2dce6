import Link from 'next/link';
import type { ReactNode } from 'react';
import { CalendarCheck } from '@/components/icons/calendar-check';
import { ExternalLink } from '@/components/icons/external-link';
import { MapPin } from '@/components/icons/map-pin';
import { MessageCircle } from '@/components/icons/message-circle';
import { Star } from '@/components/icons/star';
import { feesLabel } from '@/lib/colleges/format';
import {
  figureLabel,
  figureValue,
  headlineFigure,
  headlineSalary,
  periodLabel,
  type PlacementFigure,
} from '@/lib/colleges/placement-provenance';
import { consultationHref } from '@/lib/contact/consultation-link';
import type { CollegeDetail } from '@/lib/data/colleges';
import { formatDate } from '@/lib/format/dates';
import { NOT_PUBLISHED } from '@/lib/format/numbers';
import { CollegeAvatar } from '../college-avatar';
import { PlacementKindBadge } from '../placement-kind';

function Figure({ label, value, note, badge }: { label: string; value: string; note?: string | null; badge?: ReactNode }) {
  const missing = value === 'Not published';
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="stat-label">{label}</dt>
      <dd className={`tabular mt-1 text-lg font-bold ${missing ? 'text-gray-600' : 'text-brand-900'}`}>{value}</dd>
      {note && !missing ? <dd className="mt-0.5 text-xs text-gray-600">{note}</dd> : null}
      {badge && !missing ? <dd className="mt-1">{badge}</dd> : null}
    </div>
  );
}

/** A placement figure of the hero: the newest batch's, with its batch and kind; 'Not published' when there is none. */
function PlacementFigureStat({ figure, missingLabel }: { figure: PlacementFigure | null; missingLabel: string }) {
  if (!figure) return <Figure label={missingLabel} value={NOT_PUBLISHED} />;
  return (
    <Figure
      label={figureLabel(figure)}
      value={figureValue(figure)}
      note={periodLabel(figure)}
      badge={<PlacementKindBadge figure={figure} />}
    />
  );
}

/** Name, place, type and the figures people compare first, above the fold, with the one primary action. */
export function CollegeHero({ college, favouriteSlot }: { college: CollegeDetail; favouriteSlot?: ReactNode }) {
  const fees = feesLabel(college);
  return (
    <div>
      {/* On a phone the actions take a line of their own: beside the name they left it too narrow for its words. */}
      <div className="flex flex-wrap items-start gap-4">
        <CollegeAvatar name={college.short_name ?? college.name} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl leading-tight font-bold tracking-tight text-brand-900 sm:text-3xl">{college.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700">
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-4 w-4 text-gray-500" aria-hidden="true" />
              {college.location}
            </span>
            <span className="tag">{college.type}</span>
            {college.established ? <span>Established {college.established}</span> : null}
            {college.rating !== null ? (
              <span className="inline-flex items-center gap-1">
                <Star className="h-4 w-4 fill-saffron-500 text-saffron-600" aria-hidden="true" />
                {college.rating.toFixed(1)} / 5<span className="text-gray-600">(MBA Disha rating)</span>
              </span>
            ) : null}
          </p>
          {college.last_verified_at ? (
            <p className="mt-2 inline-flex items-center gap-1 text-xs text-gray-600">
              <CalendarCheck className="h-4 w-4" aria-hidden="true" />
              Figures last verified {formatDate(college.last_verified_at)}
            </p>
          ) : (
            <p className="mt-2 text-xs text-gray-600">Figures not yet verified by our editors.</p>
          )}
        </div>
        {favouriteSlot ? <div className="w-full sm:w-auto sm:shrink-0">{favouriteSlot}</div> : null}
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link href={consultationHref({ college: college.slug })} className="btn-primary">
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Get a free consultation
        </Link>
        {college.website ? (
          <a href={college.website} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            Official website
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label="Total fees (flagship)"
          value={fees}
          note={college.fees_year ? `Year ${college.fees_year}` : college.fees_note}
        />
        {/* The median where published, else the average: a few very high offers pull an average up. */}
        <PlacementFigureStat figure={headlineSalary(college.placements)} missingLabel="Median package" />
        <PlacementFigureStat figure={headlineFigure(college.placements, 'highest')} missingLabel="Highest package" />
        <Figure
          label="NIRF Management rank"
          value={college.nirf_rank !== null ? `#${college.nirf_rank}` : 'Not published'}
          note={college.nirf_year ? `NIRF ${college.nirf_year}` : null}
        />
      </dl>
    </div>
  );
}
