import type { CompositeResult } from '@/lib/predictor/composite';
import { formatFigure } from '@/lib/predictor/explain';

/** Each institute's published composite: every component's weight, its points or why none, and the source. */
export function CompositeResults({ results }: { results: CompositeResult[] }) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="composite-heading" className="mt-10">
      <h2 id="composite-heading" className="text-xl font-bold text-brand-900">
        Published composite scores
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        How these institutes say they rank candidates above their floors. A part is computed only where the institute publishes
        exactly how; otherwise it says “not published; not computed”.
      </p>
      <div className="mt-4 space-y-6">
        {results.map((r) => (
          <article
            key={r.formulaId}
            className="rounded-xl border border-gray-200 bg-white p-4"
            aria-labelledby={`composite-${r.formulaId}`}
          >
            <h3 id={`composite-${r.formulaId}`} className="text-base font-semibold text-brand-900">
              {r.institute} <span className="font-normal text-gray-600">({r.cycle})</span>
            </h3>
            <p className="mt-1 text-sm text-gray-700">{r.statement}</p>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[34rem] text-left text-sm">
                <caption className="sr-only">{r.institute} composite, part by part</caption>
                <thead className="border-b border-gray-200 text-gray-600">
                  <tr>
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      Part
                    </th>
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      Weight
                    </th>
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      Your points
                    </th>
                    <th scope="col" className="py-1.5 font-medium">
                      Source
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.components.map((c) => (
                    <tr key={c.id} className="border-b border-gray-100 align-top">
                      <th scope="row" className="py-2 pr-3 font-medium text-gray-900">
                        {c.label}
                      </th>
                      <td className="py-2 pr-3 tabular-nums">{c.weightText}</td>
                      <td className="py-2 pr-3">
                        {c.points !== null ? <span className="font-semibold tabular-nums">{formatFigure(c.points)}</span> : null}
                        <span className="block text-gray-700">{c.explanation}</span>
                      </td>
                      <td className="py-2">
                        {c.sources.map((s) => (
                          <a key={s.url} href={s.url} className="block link" rel="noopener noreferrer nofollow" target="_blank">
                            {s.label}
                          </a>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-2 text-sm font-medium text-gray-900">{r.summary}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
