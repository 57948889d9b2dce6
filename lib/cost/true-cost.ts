// Type only: the island that renders these figures should not carry every table's CHECK lists.
import type { CheckValues } from '@/lib/database.types';
import { educationLoan, loanPrincipal, type LoanRepayment } from './education-loan';
import { paybackYears, publishedSalary, type Payback, type SalaryKind } from './payback';
import { DEFAULT_PROGRAMME_MONTHS, programmeCost, type ProgrammeCost } from './programme-cost';
import type { CostParams } from './search-params';

/*
 * One programme's true cost and return, as the college page and compare show it: the published fee, living at the
 * city's published estimate (or the visitor's own figure) for every month of the programme, the loan for what the
 * visitor does not pay themselves, and the years of salary that pay it all back. Each figure carries where it comes
 * from, so the page can say it beside the figure; a city without a published estimate counts no living and says so,
 * and a college without a published median or average has no payback, never one from an invented salary.
 *
 * The loan follows how Indian banks lend for a course (SBI's Scholar and Student loans): nothing is repaid during
 * the programme and the grace months after it, interest accrues meanwhile and is added to the loan, and the EMIs
 * start after (education-loan.ts, moratorium).
 */

/** What a living estimate may cover (the table's CHECK list; the list itself is LIVING_COVERS in living-cost-form.ts). */
export type LivingCover = (typeof CheckValues.public.city_living_costs.covers)[number];

export const LIVING_COVER_LABELS: Record<LivingCover, string> = {
  hostel: 'hostel',
  rent: 'rent',
  food: 'food',
  transport: 'transport',
  utilities: 'utilities',
  personal: 'personal spending',
};

export interface LivingEstimate {
  id: string;
  city: string;
  /** Whole rupees a month. */
  monthlyAmount: number;
  covers: LivingCover[];
  sourceUrl: string;
  /** ISO date the figure is as of. */
  asOf: string;
  note: string | null;
}

export interface LoanDefaults {
  ratePercent: number;
  tenureYears: number;
  /** Months after the programme before the first EMI. */
  graceMonths: number;
  rateSourceUrl: string;
  tenureSourceUrl: string;
  asOf: string;
  note: string | null;
}

/** The salary payback is measured against, with its provenance for the label. */
export interface SalaryBasis {
  kind: SalaryKind;
  /** ₹ lakh per annum, as published. */
  lpa: number;
  year: number;
  batch: string | null;
  sourceUrl: string;
}

export interface ProgrammeBasis {
  id: string;
  name: string;
  /** The published programme fee, rupees. */
  tuition: number;
  /** The programme's length; DEFAULT_PROGRAMME_MONTHS when not published. */
  months: number | null;
}

/** Which living figure the cost counts. */
export type LivingSource = 'estimate' | 'visitor' | 'not-published';

export interface TrueCost {
  cost: ProgrammeCost;
  living: LivingSource;
  /** What the visitor pays themselves: their contribution, never more than the cost. */
  own: number;
  loan: LoanRepayment;
  /** own + every EMI: what the programme costs in the end. */
  totalOutlay: number;
  payback: Payback | null;
}

/** The estimate of the college's city, matched without regard to case or surrounding spaces; null when none. */
export function estimateForCity(estimates: readonly LivingEstimate[], city: string | null): LivingEstimate | null {
  const key = city?.trim().toLowerCase();
  if (!key) return null;
  return estimates.find((e) => e.city.trim().toLowerCase() === key) ?? null;
}

/** The cost, loan and payback of one programme at the visitor's figures. */
export function trueCost(
  programme: ProgrammeBasis,
  context: { estimate: LivingEstimate | null; salary: SalaryBasis | null; loan: LoanDefaults },
  params: CostParams,
): TrueCost {
  const living: LivingSource = params.living !== null ? 'visitor' : context.estimate ? 'estimate' : 'not-published';
  const months = programme.months ?? DEFAULT_PROGRAMME_MONTHS;
  const cost = programmeCost({
    tuition: programme.tuition,
    livingPerMonth: params.living ?? context.estimate?.monthlyAmount ?? 0,
    months,
  });
  const own = Math.min(params.own, cost.total);
  const loan = educationLoan({
    principal: loanPrincipal(cost.total, own),
    annualRatePercent: params.rate,
    tenureMonths: params.tenure * 12,
    moratoriumMonths: months + context.loan.graceMonths,
  });
  const totalOutlay = own + loan.totalPayment;
  const salary = context.salary ? publishedSalary(packages(context.salary)) : null;
  return { cost, living, own, loan, totalOutlay, payback: paybackYears(totalOutlay, salary, params.share / 100) };
}

/** The salary as publishedSalary reads a college's packages. */
function packages(salary: SalaryBasis): { median: number | null; average: number | null } {
  return salary.kind === 'median' ? { median: salary.lpa, average: null } : { median: null, average: salary.lpa };
}
