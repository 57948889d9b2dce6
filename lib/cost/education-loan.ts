import { nonNegative, wholeMonths, wholeRupees } from './input-checks';

/*
 * An education loan for the programme, as an Indian bank quotes it: a reducing-balance loan repaid in equal monthly
 * instalments,
 *
 *   EMI = P·r·(1 + r)^n / ((1 + r)^n − 1),  r = annual rate / 12 / 100,  n = months of repayment,
 *
 * and P / n when the rate is 0.
 *
 * Moratorium. Banks let repayment start after the course and a few months' grace; interest runs meanwhile. It is
 * modelled as simple interest on the whole principal at the loan's rate for the moratorium's months, unpaid and added
 * to the principal when repayment starts (capitalised), which the EMI then repays over the tenure. Taking the whole
 * principal as lent on day one overstates the interest of a loan paid out term by term, so the figure errs on the
 * side of the borrower's caution. No moratorium (0 months, the default) means the first EMI falls due a month after
 * the loan is paid out.
 *
 * Rounding: every figure returned is its exact value rounded once to the nearest rupee (half up), never a sum of
 * rounded figures. So the total is the exact EMI × n rounded, a zero-rate loan's interest is exactly 0, and the
 * shown EMI × n can differ from the total by less than n/2 rupees, the difference a bank's last instalment absorbs.
 */

export interface LoanTerms {
  /** The amount lent, in rupees (loanPrincipal gives the usual one). */
  principal: number;
  /** The annual interest rate in % (9.5 for 9.5 % a year). */
  annualRatePercent: number;
  /** Months of repayment (years × 12), after any moratorium. */
  tenureMonths: number;
  /** Months before the first EMI (course + grace) during which interest accrues unpaid; 0 when not given. */
  moratoriumMonths?: number;
}

export interface LoanRepayment {
  principal: number;
  annualRatePercent: number;
  tenureMonths: number;
  moratoriumMonths: number;
  /** The simple interest of the moratorium, added to the principal when repayment starts; 0 without one. */
  moratoriumInterest: number;
  /** What the EMIs repay: principal + moratoriumInterest. */
  repaidPrincipal: number;
  /** The monthly instalment, to the rupee. */
  emi: number;
  /** Every instalment together: the exact EMI × tenureMonths, to the rupee. */
  totalPayment: number;
  /** totalPayment − principal: the moratorium's interest and the EMIs' together. */
  totalInterest: number;
}

/** The amount to borrow: the programme's cost less what the student pays themselves, never below 0. */
export function loanPrincipal(programmeCost: number, ownContribution = 0): number {
  return Math.max(0, wholeRupees('The programme cost', programmeCost) - wholeRupees('Own contribution', ownContribution));
}

/** The loan's EMI, totals and interest; a negative or non-finite figure, or a fractional month, throws a RangeError. */
export function educationLoan(terms: LoanTerms): LoanRepayment {
  const principal = wholeRupees('The principal', terms.principal);
  const annualRatePercent = nonNegative('The interest rate', terms.annualRatePercent);
  const tenureMonths = wholeMonths('The tenure', terms.tenureMonths, 1);
  const moratoriumMonths = wholeMonths('The moratorium', terms.moratoriumMonths ?? 0, 0);

  const accrued = (principal * annualRatePercent * moratoriumMonths) / 1200;
  const repaid = principal + accrued;
  const r = annualRatePercent / 1200;
  const growth = (1 + r) ** tenureMonths;
  const emi = r === 0 ? repaid / tenureMonths : (repaid * r * growth) / (growth - 1);
  const totalPayment = Math.round(emi * tenureMonths);
  return {
    principal,
    annualRatePercent,
    tenureMonths,
    moratoriumMonths,
    moratoriumInterest: Math.round(accrued),
    repaidPrincipal: Math.round(repaid),
    emi: Math.round(emi),
    totalPayment,
    totalInterest: totalPayment - principal,
  };
}
