import Link from 'next/link';
import { MessageCircle } from '@/components/icons/message-circle';
import type { CollegePlacement } from '@/lib/data/predictor';
import type { Shortlist } from '@/lib/predictor/shortlist';
import type { Band } from '@/lib/predictor/types';
import { JudgementCard } from './judgement-card';

const BAND_TEXT: Record<Band, { title: string; about: string }> = {
  likely: { title: 'Likely', about: 'At least the margin above an estimate of actual calls.' },
  possible: { title: 'Possible', about: 'Close to an estimate of actual calls, or above an official minimum.' },
  reach: { title: 'Reach', about: 'Below the estimate, but within reach if the rest of your profile is strong.' },
  unlikely: { title: 'Unlikely', about: 'Well below the estimate of actual calls.' },
  'not-eligible': { title: 'Not eligible', about: 'Below a published minimum (overall or sectional): no call is possible.' },
  'no-figure': {
    title: 'No published figure',
    about: 'Nothing published applies to you for this exam, so these are not placed in a band; nothing is guessed.',
  },
};

const JUDGED: Band[] = ['likely', 'possible', 'reach'];
const APART: Band[] = ['unlikely', 'not-eligible'];

interface BandProps {
  band: Band;
  shortlist: Shortlist;
  slugs: Map<string, string>;
  placements: Map<string, CollegePlacement>;
}

function BandSection({ band, shortlist, slugs, placements }: BandProps) {
  const items = shortlist.bands[band];
  const { title, about } = BAND_TEXT[band];
  return (
    <section aria-labelledby={`band-${band}`} className="mt-8" data-band={band}>
      <h2 id={`band-${band}`} className="text-xl font-bold text-brand-900">
        {title} <span className="font-normal text-gray-600">({items.length})</span>
      </h2>
      <p className="mt-1 text-sm text-gray-700">{about}</p>
      {items.length ? (
        <ul className="mt-3 grid gap-3 xl:grid-cols-2">
          {items.map((j) => (
            <JudgementCard
              key={`${j.collegeId}/${j.programme ?? ''}`}
              judgement={j}
              slug={slugs.get(j.collegeId)}
              placement={placements.get(j.collegeId) ?? null}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-lg border border-dashed border-gray-300 p-3 text-sm text-gray-700">None.</p>
      )}
    </section>
  );
}

export function ShortlistResults({
  shortlist,
  summary,
  slugs,
  placements,
  consultationHref,
}: {
  shortlist: Shortlist;
  summary: string;
  slugs: Map<string, string>;
  /** The placement figure each college's card shows, by college id. */
  placements: Map<string, CollegePlacement>;
  consultationHref: string;
}) {
  const noFigure = shortlist.bands['no-figure'];
  const { notAcceptingExam, outsidePreferredStates } = shortlist.leftOut;
  return (
    <div aria-labelledby="results-heading">
      <h2 id="results-heading" className="sr-only">
        Your shortlist
      </h2>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <p className="font-semibold text-brand-900" role="status" data-testid="predictor-summary">
          {summary}
        </p>
        <p className="mt-1 text-sm text-gray-700">
          This page’s address is your result: bookmark it or share it, and it shows the same shortlist. No sign-in or phone number
          needed.
        </p>
        <Link href={consultationHref} className="mt-3 btn-primary inline-flex items-center gap-2 px-5">
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Get a free consultation
        </Link>
        <p className="mt-1 text-xs text-gray-600">Your inputs go with the request; a phone number stays optional.</p>
      </div>

      {JUDGED.map((band) => (
        <BandSection key={band} band={band} shortlist={shortlist} slugs={slugs} placements={placements} />
      ))}
      {APART.map((band) =>
        shortlist.bands[band].length ? (
          <BandSection key={band} band={band} shortlist={shortlist} slugs={slugs} placements={placements} />
        ) : null,
      )}

      <section aria-labelledby="band-no-figure" className="mt-8" data-band="no-figure">
        <h2 id="band-no-figure" className="text-xl font-bold text-brand-900">
          {BAND_TEXT['no-figure'].title} <span className="font-normal text-gray-600">({noFigure.length})</span>
        </h2>
        <p className="mt-1 text-sm text-gray-700">{BAND_TEXT['no-figure'].about}</p>
        {noFigure.length ? (
          <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {noFigure.map((j) => {
              const slug = slugs.get(j.collegeId);
              const name = j.programme ? `${j.collegeName} (${j.programme})` : j.collegeName;
              return (
                <li key={`${j.collegeId}/${j.programme ?? ''}`} className="p-3 text-sm" data-testid="predictor-no-figure">
                  {slug ? (
                    <Link href={`/colleges/${slug}`} className="font-semibold text-brand-900 hover:underline">
                      {name}
                    </Link>
                  ) : (
                    <span className="font-semibold text-brand-900">{name}</span>
                  )}
                  <span className="block text-gray-700">{j.reason}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>

      {notAcceptingExam.length || outsidePreferredStates.length ? (
        <section aria-labelledby="left-out-heading" className="mt-8">
          <h2 id="left-out-heading" className="text-xl font-bold text-brand-900">
            Not listed
          </h2>
          {notAcceptingExam.length ? (
            <details className="mt-2 text-sm text-gray-800">
              <summary className="min-h-11 cursor-pointer content-center">
                {notAcceptingExam.length} colleges do not accept {shortlist.exam}
              </summary>
              <p className="mt-1">{notAcceptingExam.join(', ')}.</p>
            </details>
          ) : null}
          {outsidePreferredStates.length ? (
            <details className="mt-2 text-sm text-gray-800">
              <summary className="min-h-11 cursor-pointer content-center">
                {outsidePreferredStates.length} colleges are outside your preferred states
              </summary>
              <p className="mt-1">{outsidePreferredStates.join(', ')}.</p>
            </details>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
