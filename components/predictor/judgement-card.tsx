import Link from 'next/link';
import { DisagreementFlag, PlacementKindBadge } from '@/components/colleges/placement-kind';
import { figureLabel, figureValue, periodLabel } from '@/lib/colleges/placement-provenance';
import type { CollegePlacement } from '@/lib/data/predictor';
import { CUTOFF_KIND_LABELS } from '@/lib/predictor/cutoff-line';
import { lineAudience, lineFigure } from '@/lib/predictor/explain';
import type { AppliedLine, Judgement } from '@/lib/predictor/types';

const KIND_BADGE: Record<AppliedLine['line']['kind'], string> = {
  'official-minimum': 'bg-brand-50 text-brand-800 border-brand-200',
  'aggregator-estimate': 'bg-warning-50 text-warning-700 border-saffron-200',
  'third-party-report': 'bg-gray-100 text-gray-800 border-gray-300',
};

/** A line as the card shows it: the figure, for whom, its cycle, what kind of figure it is, and its source. */
export function LineFacts({ applied, title, testId }: { applied: AppliedLine; title: string; testId: string }) {
  const { line } = applied;
  return (
    <div className="mt-3 rounded-lg bg-gray-50 p-3 text-sm" data-testid={testId}>
      <p className="font-medium text-gray-900">{title}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-gray-800">
        <dt className="text-gray-600">Figure</dt>
        <dd className="font-semibold tabular-nums" data-testid="line-figure">
          {lineFigure(applied)} {line.measure === 'percentile' ? 'percentile' : ''}
        </dd>
        <dt className="text-gray-600">For</dt>
        <dd>{lineAudience(line)}</dd>
        {line.sectionalMinimums.length ? (
          <>
            <dt className="text-gray-600">Sections</dt>
            <dd>
              {line.sectionalMinimums
                .map((s) => (s.section === 'each' ? `${s.value} in each section` : `${s.section} ${s.value}`))
                .join(', ')}
            </dd>
          </>
        ) : null}
        <dt className="text-gray-600">Cycle</dt>
        <dd data-testid="line-cycle">{line.cycle ?? 'Cycle not stated by the source'}</dd>
        <dt className="text-gray-600">Kind</dt>
        <dd>
          <span
            className={`inline-block rounded border px-1.5 text-xs font-semibold ${KIND_BADGE[line.kind]}`}
            data-testid="line-kind"
          >
            {CUTOFF_KIND_LABELS[line.kind]}
          </span>
        </dd>
        <dt className="text-gray-600">Source</dt>
        <dd className="min-w-0 break-words">
          <a href={line.source.url} className="link" rel="noopener noreferrer nofollow" target="_blank">
            {line.source.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </dd>
      </dl>
      {line.note ? <p className="mt-1 text-gray-700">{line.note}</p> : null}
    </div>
  );
}

/**
 * The college's placement figure beside the verdict (the median where published, else the average), with its
 * batch, kind and source: what the seat might lead to, as far as anyone published it.
 */
function PlacementFacts({ placement }: { placement: CollegePlacement | null }) {
  if (!placement) {
    return (
      <p className="mt-2 text-sm text-gray-700" data-testid="predictor-placement">
        <span className="text-gray-600">Median package:</span> Not published
      </p>
    );
  }
  const { figure, flag } = placement;
  return (
    <div className="mt-2 text-sm text-gray-800" data-testid="predictor-placement">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-gray-600">{figureLabel(figure)}:</span>
        <span className="font-semibold tabular-nums">{figureValue(figure)}</span>
        <span className="text-gray-600">{periodLabel(figure)}</span>
        <PlacementKindBadge figure={figure} />
        <a href={figure.sourceUrl} className="text-xs link" rel="noopener noreferrer nofollow" target="_blank">
          Source<span className="sr-only"> of the {figureLabel(figure).toLowerCase()} (opens in a new tab)</span>
        </a>
      </p>
      {flag ? <DisagreementFlag text={flag} /> : null}
    </div>
  );
}

export function JudgementCard({
  judgement,
  slug,
  placement = null,
}: {
  judgement: Judgement;
  slug: string | undefined;
  placement?: CollegePlacement | null;
}) {
  const name = judgement.programme ? `${judgement.collegeName} (${judgement.programme})` : judgement.collegeName;
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4" data-testid="predictor-college">
      <h3 className="text-base font-semibold text-brand-900">
        {slug ? (
          <Link href={`/colleges/${slug}`} className="hover:underline">
            {name}
          </Link>
        ) : (
          name
        )}
      </h3>
      {judgement.state ? <p className="text-sm text-gray-600">{judgement.state}</p> : null}
      <p className="mt-2 text-sm leading-6 text-gray-900">{judgement.reason}</p>
      <PlacementFacts placement={placement} />
      {judgement.line ? <LineFacts applied={judgement.line} title="Judged against" testId="judged-line" /> : null}
      {judgement.floor ? <LineFacts applied={judgement.floor} title="Official minimum also checked" testId="floor-line" /> : null}
      {judgement.notes.length ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-gray-700">
          {judgement.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
