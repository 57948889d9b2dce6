import { LoadError } from '@/components/site/load-error';
import { rupees, yearsText } from '@/lib/cost/labels';
import { COST_PARAM_MESSAGES, parseCostSearchParams } from '@/lib/cost/search-params';
import { estimateForCity, trueCost } from '@/lib/cost/true-cost';
import type { CollegeDetail } from '@/lib/data/colleges';
import { getCostBasics } from '@/lib/data/living-costs';
import { settle } from '@/lib/data/settle';
import { formatRupees, NOT_PUBLISHED } from '@/lib/format/numbers';
import type { RawSearchParams } from '@/lib/routing/params';
import { programmesWithFees, salaryBasis } from './true-cost';

const shortName = (c: { short_name: string | null; name: string }) => c.short_name ?? c.name;

/**
 * Compare's "True cost and return": each college's flagship programme with a published fee (else its first), its
 * two-year cost, the EMI at one shared rate and tenure, and the payback. Compare renders per request, so the form
 * is a plain GET form that works without script, and its parameters are the college page's (?rate=&tenure=).
 */
export async function CompareCost({ colleges, searchParams }: { colleges: CollegeDetail[]; searchParams: RawSearchParams }) {
  const basics = await settle(getCostBasics());
  if (!basics.ok) return <LoadError message={basics.error.message} />;
  const { estimates, loan } = basics.value;
  if (!loan) return null;
  const { params, errors } = parseCostSearchParams(searchParams, { rate: loan.ratePercent, tenure: loan.tenureYears });
  const rows = colleges.map((college) => {
    const withFees = programmesWithFees(college);
    const flagship = college.programs.find((p) => p.is_flagship);
    const programme = withFees.find((p) => p.id === flagship?.id) ?? withFees[0] ?? null;
    const estimate = estimateForCity(estimates, college.city);
    const result = programme ? trueCost(programme, { estimate, salary: salaryBasis(college), loan }, params) : null;
    return { college, programme, result };
  });
  const c = typeof searchParams.c === 'string' ? searchParams.c : '';

  return (
    <section aria-labelledby="compare-cost-heading" className="mt-10">
      <h2 id="compare-cost-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
        True cost and return
      </h2>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-gray-700">
        Each college&rsquo;s programme fee with living in its city (where a source publishes an estimate) and other published
        charges, a loan for all of it at one rate and tenure, and the years of {params.share} % of the published median (or the
        average, labelled) that pay it back. Each college page explains every figure.
      </p>
      <form method="get" action="/compare" className="mt-3 flex flex-wrap items-start gap-3">
        <input type="hidden" name="c" value={c} />
        {(['rate', 'tenure'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`compare-${name}`} className="block text-sm font-medium text-gray-900">
              {name === 'rate' ? 'Interest rate (% a year)' : 'Loan tenure (years)'}
            </label>
            <input
              id={`compare-${name}`}
              name={name}
              inputMode={name === 'rate' ? 'decimal' : 'numeric'}
              defaultValue={typeof searchParams[name] === 'string' ? searchParams[name] : String(params[name])}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={`compare-${name}-error`}
              className="mt-1 block min-h-11 w-32 rounded-lg border border-gray-400 bg-white px-3 py-2 text-base tabular-nums aria-[invalid=true]:border-danger-700"
            />
            <p id={`compare-${name}-error`} className="min-h-5 max-w-48 text-sm text-danger-700">
              {errors[name] ? COST_PARAM_MESSAGES[name] : null}
            </p>
          </div>
        ))}
        <button type="submit" className="mt-6 btn-secondary min-h-11">
          Recalculate
        </button>
      </form>
      <div
        role="region"
        aria-label="True cost table"
        tabIndex={0}
        className="relative mt-2 overflow-x-auto rounded-xl border border-gray-200 bg-white"
      >
        <table className="w-full min-w-[40rem] divide-y divide-gray-200 text-sm">
          <caption className="sr-only">
            True cost and return at {params.rate} % over {params.tenure} years
          </caption>
          <thead className="bg-gray-50">
            <tr>
              {['College', 'Two-year cost', 'EMI', 'Total interest', 'Payback'].map((h) => (
                <th key={h} scope="col" className="detail-th">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map(({ college, programme, result }) => (
              <tr key={college.slug}>
                <th scope="row" className="detail-td text-left font-semibold text-gray-900">
                  {shortName(college)}
                  <span className="block text-xs font-normal text-gray-600">
                    {programme?.name ?? 'No programme fee published'}
                  </span>
                </th>
                <td className="tabular detail-td">
                  {result ? formatRupees(result.cost.total) : NOT_PUBLISHED}
                  {result?.living === 'not-published' ? (
                    <span className="block text-xs text-gray-600">
                      Excludes living (not published for {college.city ?? 'its city'})
                    </span>
                  ) : null}
                </td>
                <td className="tabular detail-td">{result ? `${rupees(result.loan.emi)}/month` : NOT_PUBLISHED}</td>
                <td className="tabular detail-td">{result ? formatRupees(result.loan.totalInterest) : NOT_PUBLISHED}</td>
                <td className="tabular detail-td">
                  {result?.payback ? yearsText(result.payback.years) : NOT_PUBLISHED}
                  {result?.payback?.salaryKind === 'average' ? (
                    <span className="block text-xs text-gray-600">against the average</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
