import Link from 'next/link';
import type { ReactNode } from 'react';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { MapPin } from '@/components/icons/map-pin';
import { Star } from '@/components/icons/star';
import { feesLabel } from '@/lib/colleges/format';
import type { CollegeCard as CollegeCardData } from '@/lib/data/colleges';
import { formatLpa } from '@/lib/format/numbers';
import { CollegeAvatar } from './college-avatar';

interface Props {
  college: CollegeCardData;
  /** Heading level of the college name: h3 under a section heading (the default), h2 directly under the h1. */
  headingLevel?: 2 | 3;
  /**
   * Top-right slot for per-visitor controls (the favourite toggle, a client island). The card itself stays a
   * server component so the list is complete without JavaScript.
   */
  favouriteSlot?: ReactNode;
}

function yearNote(year: string | null) {
  return year ? <span className="stat-note">{year}</span> : null;
}

/** One college in a list: what people compare first, with every missing figure shown as 'Not published'. */
export function CollegeCard({ college, headingLevel = 3, favouriteSlot }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fees = feesLabel(college);
  const pkg = formatLpa(college.average_package);
  return (
    <article className="college-card">
      <div className="flex items-start gap-3">
        <CollegeAvatar name={college.short_name ?? college.name} />
        <div className="min-w-0 flex-1">
          <Heading className="card-title">
            <Link href={`/colleges/${college.slug}`} className="hover:underline">
              {college.name}
            </Link>
          </Heading>
          <p className="card-meta">
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-4 w-4 text-gray-500" aria-hidden="true" />
              {college.location}
            </span>
            <span className="tag">{college.type}</span>
            {college.rating !== null ? (
              <span className="inline-flex items-center gap-1" title="MBA Disha editorial rating">
                <Star className="h-4 w-4 fill-saffron-500 text-saffron-600" aria-hidden="true" />
                <span className="sr-only">Rating </span>
                {college.rating.toFixed(1)}
                <span className="sr-only"> out of 5</span>
              </span>
            ) : null}
          </p>
        </div>
        {favouriteSlot ? <div className="shrink-0">{favouriteSlot}</div> : null}
      </div>

      <dl className="card-stats">
        <div>
          <dt className="stat-label">Total fees</dt>
          <dd className={`stat-value ${fees === 'Not published' ? 'text-gray-600' : 'text-gray-900'}`}>
            {fees}
            {fees === 'Not published' ? null : yearNote(college.fees_year)}
          </dd>
        </div>
        <div>
          <dt className="stat-label">Average package</dt>
          <dd className={`stat-value ${college.average_package === null ? 'text-gray-600' : 'text-gray-900'}`}>
            {pkg}
            {college.average_package === null ? null : yearNote(college.placement_year)}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="stat-label">Exams accepted</dt>
          <dd className="stat-value text-gray-900">
            {college.exams_accepted.length ? (
              college.exams_accepted.join(', ')
            ) : (
              <span className="text-gray-600">Not published</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="card-foot">
        <p className="text-xs font-medium text-gray-600">
          {college.nirf_rank !== null
            ? `NIRF Management rank ${college.nirf_rank}${college.nirf_year ? ` (${college.nirf_year})` : ''}`
            : null}
        </p>
        <CompareToggle slug={college.slug} name={college.short_name ?? college.name} compact />
      </div>
    </article>
  );
}
