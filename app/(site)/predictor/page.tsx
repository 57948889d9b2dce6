import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageIntro } from '@/components/content/page-intro';
import { CompositeResults } from '@/components/predictor/composite-results';
import { HowItWorks } from '@/components/predictor/how-it-works';
import { PredictorForm } from '@/components/predictor/predictor-form';
import { ShortlistResults } from '@/components/predictor/shortlist-results';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { getPredictorCatalogue } from '@/lib/data/predictor';
import { settle } from '@/lib/data/settle';
import { computeComposite } from '@/lib/predictor/composite';
import { COMPOSITE_FORMULAS } from '@/lib/predictor/composite-formulas';
import { explainInputs } from '@/lib/predictor/explain';
import { parsePredictorParams, predictorConsultationHref, predictorQuery, rawQuery, resultSummary } from '@/lib/predictor/params';
import { shortlist } from '@/lib/predictor/shortlist';
import { BANDS, type Band } from '@/lib/predictor/types';
import type { RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const form = parsePredictorParams(await searchParams);
  return pageMetadata({
    title: 'MBA college predictor: shortlist colleges from your CAT, XAT, NMAT or SNAP score',
    description:
      'Enter your percentile or score, category and profile: see colleges as likely, possible or reach, each with the published cut-off it was judged against, its cycle and source. Nothing guessed.',
    path: '/predictor',
    // A result is one visitor's inputs: shareable, but not a page for search engines.
    noIndex: form.submitted,
  });
}

export default async function PredictorPage({ searchParams }: Props) {
  const raw = await searchParams;
  const form = parsePredictorParams(raw);
  // One address per result: the form's empty fields and any other order lead to the short canonical one.
  if (form.candidate && rawQuery(raw) !== predictorQuery(form.candidate))
    redirect(`/predictor?${predictorQuery(form.candidate)}`);

  const catalogue = await settle(getPredictorCatalogue());
  if (!catalogue.ok) await keepFallbackOutOfCache();
  const data = catalogue.ok ? catalogue.value : { colleges: [], exams: [], states: [] };
  const candidate = form.candidate;
  const result = candidate && catalogue.ok ? shortlist(data.colleges, candidate) : null;
  const slugs = new Map(data.colleges.map((c) => [c.id, c.slug]));
  const placements = new Map(data.colleges.flatMap((c) => (c.placement ? [[c.id, c.placement] as const] : [])));
  const judgedSlugs = new Set(
    result ? BANDS.flatMap((b) => result.bands[b].map((j) => slugs.get(j.collegeId))).filter(Boolean) : [],
  );
  const composites =
    result && candidate
      ? COMPOSITE_FORMULAS.filter((f) => f.collegeSlugs.some((s) => judgedSlugs.has(s))).map((f) =>
          computeComposite(f, candidate),
        )
      : [];
  const counts = result ? (Object.fromEntries(BANDS.map((b) => [b, result.bands[b].length])) as Record<Band, number>) : null;

  const formPanel = (
    <aside
      aria-labelledby="form-heading"
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6 lg:col-start-1 lg:row-start-1"
    >
      <h2 id="form-heading" className="mb-3 text-lg font-bold text-brand-900">
        {result ? 'Change your inputs' : 'Your inputs'}
      </h2>
      <PredictorForm
        values={form.values}
        errors={form.errors}
        exams={data.exams}
        states={data.states}
        secondary={result !== null}
      />
    </aside>
  );

  return (
    <>
      <PageIntro eyebrow="Predictor" title="Shortlist colleges from your score">
        <p>
          Give your exam, percentile or score and category. Each college is placed in a band against the cut-off its sources
          published for your exam, shown with its cycle, what kind of figure it is and where it comes from. Colleges with no
          published figure are listed apart, never guessed.
        </p>
      </PageIntro>
      <div className="container-page grid items-start gap-8 py-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
        {result ? null : formPanel}
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          {!catalogue.ok ? <LoadError message={catalogue.error.message} /> : null}
          {result && candidate && counts ? (
            <>
              <ShortlistResults
                shortlist={result}
                summary={resultSummary(candidate, counts)}
                slugs={slugs}
                placements={placements}
                consultationHref={predictorConsultationHref(candidate)}
              />
              <CompositeResults results={composites} />
            </>
          ) : form.submitted ? (
            <p role="alert" className="rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-sm text-danger-700">
              Please check the highlighted fields: your inputs are still in the form.
            </p>
          ) : null}
          <HowItWorks inputNotes={result ? result.inputNotes : explainInputs({ preferredStates: [] })} />
        </div>
        {result ? formPanel : null}
      </div>
    </>
  );
}
