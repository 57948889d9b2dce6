import { wholeRupees } from './input-checks';

/*
 * How many years of salary pay back the programme. The definition is deliberately simple enough to state beside
 * the figure:
 *
 *   payback years = amount ÷ (annual salary × share of salary that goes to repayment)
 *
 * where the amount is the programme's cost, or the loan's total payment when the visitor borrows (interest
 * included), and the salary is the college's published figure for its last batch. It assumes the salary stays as
 * published (no raises, which makes it cautious) and that the same share of it goes to repayment every year; it
 * leaves out tax except through the share.
 *
 * The default share, 40 %, is an assumption stated on the page, not a published figure: a package is a gross CTC
 * of which we take four fifths to reach the bank account after tax, provident fund and variable pay, and half of
 * that take-home pay as what a graduate can set aside while paying rent and living (the order of the EMI-to-income
 * limit lenders work with): 1/2 × 4/5 = 40 % of the package. The visitor can change it (?share=).
 *
 * Colleges publish a median package or only an average one; the average is pulled up by a few high offers, so
 * the salary carries which it is and the page labels the figure with it. Where neither is published there is no
 * payback figure (null), never one computed from an invented salary.
 */

/** The share of the annual package taken to go to repayment, 0–1. */
export const DEFAULT_REPAYMENT_SHARE = 0.4;

export type SalaryKind = 'median' | 'average';

export interface PublishedSalary {
  kind: SalaryKind;
  /** The annual package in rupees (a published figure in ₹ lakh per annum × 1,00,000). */
  annualRupees: number;
}

export interface Payback {
  /** Years to one decimal. */
  years: number;
  /** Which published salary it is measured against, for the page's label. */
  salaryKind: SalaryKind;
  annualSalary: number;
  /** The share of the salary taken to go to repayment, 0–1. */
  share: number;
  /** annualSalary × share, to the rupee: what goes to repayment each year. */
  annualRepayment: number;
}

const RUPEES_PER_LAKH = 100_000;

/**
 * The salary to measure payback against from a college's published packages (₹ lakh per annum): the median where
 * published, else the average, labelled as such; null when neither is (a package of 0 is taken as not published).
 */
export function publishedSalary(packages: { median: number | null; average: number | null }): PublishedSalary | null {
  const annualRupees = (lpa: number) => wholeRupees('A package', lpa * RUPEES_PER_LAKH);
  if (packages.median !== null && packages.median > 0) return { kind: 'median', annualRupees: annualRupees(packages.median) };
  if (packages.average !== null && packages.average > 0) return { kind: 'average', annualRupees: annualRupees(packages.average) };
  return null;
}

/**
 * Years of the salary's repayment share that pay back `amount` (rupees); null when no salary is published. A
 * negative or non-finite amount, a salary that is not above 0, or a share outside (0, 1] throws a RangeError.
 */
export function paybackYears(amount: number, salary: PublishedSalary | null, share = DEFAULT_REPAYMENT_SHARE): Payback | null {
  const owed = wholeRupees('The amount to pay back', amount);
  if (salary === null) return null;
  const annualSalary = wholeRupees('The salary', salary.annualRupees);
  if (annualSalary === 0) throw new RangeError('The salary must be above 0 rupees; pass null when none is published.');
  if (!(share > 0 && share <= 1)) throw new RangeError(`The repayment share must be above 0 and at most 1, not ${share}.`);
  const perYear = annualSalary * share;
  return {
    years: Math.round((owed / perYear) * 10) / 10,
    salaryKind: salary.kind,
    annualSalary,
    share,
    annualRepayment: Math.round(perYear),
  };
}
