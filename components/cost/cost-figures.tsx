import type { ReactNode } from 'react';
import { estimateText, rupees, salaryText, yearsText } from '@/lib/cost/labels';
import type { CostParams } from '@/lib/cost/search-params';
import { trueCost, type LivingEstimate, type LoanDefaults, type ProgrammeBasis, type SalaryBasis } from '@/lib/cost/true-cost';
import { formatRupees, NOT_PUBLISHED } from '@/lib/format/numbers';

interface CostFiguresProps {
  programme: ProgrammeBasis;
  estimate: LivingEstimate | null;
  salary: SalaryBasis | null;
  loan: LoanDefaults;
  params: CostParams;
  city: string | null;
}

function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="border-t border-gray-100 py-2 sm:grid sm:grid-cols-[12rem_9rem_1fr] sm:gap-3">
      <dt className="font-semibold text-gray-900">{label}</dt>
      <dd className="tabular text-lg font-bold text-gray-900">{value}</dd>
      <dd className="text-sm text-gray-700">{children}</dd>
    </div>
  );
}

/** One programme's cost, loan and payback at the visitor's figures, each with a line on where it comes from. */
export function CostFigures({ programme, estimate, salary, loan, params, city }: CostFiguresProps) {
  const result = trueCost(programme, { estimate, salary, loan }, params);
  const { cost } = result;
  const years = cost.months === 24 ? 'Two-year' : `${cost.months}-month`;
  const headingId = `cost-${programme.id}`;
  const livingNote =
    result.living === 'visitor'
      ? `Your figure, ${rupees(cost.livingPerMonth)} a month × ${cost.months} months.`
      : estimate
        ? `${rupees(cost.livingPerMonth)} a month × ${cost.months} months: the ${estimateText(estimate)}.`
        : `No public source gives a living estimate for ${city ?? 'this city'}, so none is counted. Enter your own above.`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {programme.name}
      </h3>
      <dl className="mt-2">
        <Figure label="Programme fee" value={formatRupees(cost.tuition)}>
          The fee the college publishes for the whole programme.
        </Figure>
        <Figure
          label={`Living, ${cost.months} months`}
          value={result.living === 'not-published' ? NOT_PUBLISHED : formatRupees(cost.living)}
        >
          {livingNote}
        </Figure>
        <Figure label="Other published charges" value={formatRupees(cost.otherCharges)}>
          None published apart from the fee. Refundable deposits come back at the end and are never counted.
        </Figure>
        <Figure label={`${years} cost`} value={formatRupees(cost.total)}>
          {result.living === 'not-published'
            ? 'Fee and other charges; excludes living, which is not published for this city.'
            : 'Fee + living + other charges.'}
        </Figure>
      </dl>
      <h4 className="mt-4 font-bold text-brand-900">The loan and the return</h4>
      <dl className="mt-1">
        <Figure label="Borrowed" value={formatRupees(result.loan.principal)}>
          The cost less your own contribution ({rupees(result.own)}).
        </Figure>
        <Figure label="EMI" value={`${rupees(result.loan.emi)}/month`}>
          Over {params.tenure} years at {params.rate} % a year, starting after the programme and {loan.graceMonths} months&rsquo;
          grace, as SBI&rsquo;s education loans do.
        </Figure>
        <Figure label="Total interest" value={formatRupees(result.loan.totalInterest)}>
          Every EMI less what was borrowed, including {rupees(result.loan.moratoriumInterest)} that builds up before the first EMI
          and is added to the loan.
        </Figure>
        <Figure label="Payback" value={result.payback ? yearsText(result.payback.years) : NOT_PUBLISHED}>
          {result.payback && salary
            ? `Years of ${params.share} % of the ${salaryText(salary)} to pay your contribution and every EMI (${formatRupees(result.totalOutlay)}). Assumes no raise.`
            : 'No median or average package is published, so no payback is worked out.'}
        </Figure>
      </dl>
      <p aria-live="polite" className="sr-only">
        {`${programme.name}: EMI ${rupees(result.loan.emi)} a month, total interest ${formatRupees(result.loan.totalInterest)}, payback ${result.payback ? yearsText(result.payback.years) : NOT_PUBLISHED}.`}
      </p>
    </article>
  );
}
