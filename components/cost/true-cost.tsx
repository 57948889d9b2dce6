import { DetailSection } from '@/components/colleges/detail/section';
import { LoadError } from '@/components/site/load-error';
import { sourceName } from '@/lib/colleges/format';
import { headlineSalary, PLACEMENT_KIND_LABELS } from '@/lib/colleges/placement-provenance';
import {
  estimateForCity,
  type LivingEstimate,
  type LoanDefaults,
  type ProgrammeBasis,
  type SalaryBasis,
} from '@/lib/cost/true-cost';
import type { CollegeDetail } from '@/lib/data/colleges';
import { getCostBasics } from '@/lib/data/living-costs';
import { settle } from '@/lib/data/settle';
import { formatDate } from '@/lib/format/dates';
import { CostCalculator } from './cost-calculator';

/** The programmes whose fee is published: only they have a cost to work out. */
export function programmesWithFees(college: Pick<CollegeDetail, 'programs'>): ProgrammeBasis[] {
  return college.programs.flatMap((p) =>
    p.total_fees !== null && p.total_fees > 0
      ? [{ id: p.id, name: p.name, tuition: Number(p.total_fees), months: p.duration_months }]
      : [],
  );
}

/** The salary payback is measured against: the newest published median, else the average, with its provenance. */
export function salaryBasis(college: Pick<CollegeDetail, 'placements'>): (SalaryBasis & { kindLabel: string }) | null {
  const figure = headlineSalary(college.placements);
  if (!figure || (figure.metric !== 'median' && figure.metric !== 'average')) return null;
  return {
    kind: figure.metric,
    lpa: figure.value,
    year: figure.year,
    batch: figure.batch,
    sourceUrl: figure.sourceUrl,
    kindLabel: PLACEMENT_KIND_LABELS[figure.kind],
  };
}

function Source({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="link break-all">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * "True cost and return" on the college page (issue 37): each programme with a published fee, its two-year cost
 * with living, the loan and the payback, and a calculator whose figures live in the URL. The estimates and loan
 * defaults are read under their own cache tag, so an editor's change shows here at once.
 */
export async function TrueCost({ college }: { college: CollegeDetail }) {
  const programmes = programmesWithFees(college);
  const basics = await settle(getCostBasics());
  return (
    <DetailSection id="cost" title="True cost and return">
      {!basics.ok ? (
        <LoadError message={basics.error.message} />
      ) : programmes.length === 0 ? (
        <p className="text-base text-gray-700">No programme fee is published, so no cost can be worked out.</p>
      ) : !basics.value.loan ? (
        <p className="text-base text-gray-700">The loan calculator is unavailable for now.</p>
      ) : (
        <TrueCostBody college={college} programmes={programmes} basics={{ ...basics.value, loan: basics.value.loan }} />
      )}
    </DetailSection>
  );
}

function TrueCostBody({
  college,
  programmes,
  basics,
}: {
  college: CollegeDetail;
  programmes: ProgrammeBasis[];
  basics: { estimates: LivingEstimate[]; loan: LoanDefaults };
}) {
  const estimate = estimateForCity(basics.estimates, college.city);
  const salary = salaryBasis(college);
  const { loan } = basics;
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-base leading-7 text-gray-700">
        What the programme costs over its length, not just the fee, and how long a graduate&rsquo;s salary takes to repay it.
        Change the figures to your own; the address keeps them, so you can share or bookmark the calculation.
      </p>
      <CostCalculator
        programmes={programmes}
        estimate={estimate}
        salary={
          salary
            ? { kind: salary.kind, lpa: salary.lpa, year: salary.year, batch: salary.batch, sourceUrl: salary.sourceUrl }
            : null
        }
        loan={loan}
        city={college.city}
      />
      <div className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm leading-6 text-gray-700">
        <h3 className="font-bold text-brand-900">Where the figures come from</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            Loan defaults: {loan.ratePercent} % a year (
            <Source href={loan.rateSourceUrl}>{sourceName(loan.rateSourceUrl)}</Source>, as of {formatDate(loan.asOf)}), over{' '}
            {loan.tenureYears} years (<Source href={loan.tenureSourceUrl}>{sourceName(loan.tenureSourceUrl)}</Source>).
            {loan.note ? ` ${loan.note}` : ''}
          </li>
          <li>
            Living:{' '}
            {estimate ? (
              <>
                <Source href={estimate.sourceUrl}>{sourceName(estimate.sourceUrl)}</Source>, as of {formatDate(estimate.asOf)}.
                {estimate.note ? ` ${estimate.note}` : ''}
              </>
            ) : (
              `Not published for ${college.city ?? 'this city'}.`
            )}{' '}
            If the fee already includes hostel and mess, set living to what you will spend beyond them.
          </li>
          <li>
            Payback salary:{' '}
            {salary ? (
              <>
                {salary.kind} package ₹{salary.lpa} LPA, {salary.batch ? `batch ${salary.batch}` : salary.year},{' '}
                {salary.kindLabel} (<Source href={salary.sourceUrl}>{sourceName(salary.sourceUrl)}</Source>).
              </>
            ) : (
              'Not published.'
            )}{' '}
            The 40 % share assumes four fifths of the package reaches the bank after tax and half of that goes to repayment.
          </li>
        </ul>
      </div>
    </div>
  );
}
