import { wholeMonths, wholeRupees } from './input-checks';

/*
 * What a programme costs a student over its length ("True cost and return"): the published tuition, living for
 * every month of the programme at the city's monthly estimate, and the other charges the college publishes (hostel,
 * mess, laptop, alumni fee, deposits). A refundable deposit comes back at the end, so it is listed with the charges
 * but left out of the total; the page shows it as "refundable, not counted". Every component is returned beside
 * the total, so the page lays out the breakdown and the total is always their sum.
 */

/** An MBA or PGDM runs two years; a programme whose length is published passes its own months. */
export const DEFAULT_PROGRAMME_MONTHS = 24;

/** A charge as the college publishes it, in rupees for the whole programme. */
export interface PublishedCharge {
  label: string;
  amount: number;
  /** A deposit paid back at the end (caution money, a refundable security deposit). */
  refundable?: boolean;
}

export interface ProgrammeCostInput {
  /** The published total programme fee, in rupees. */
  tuition: number;
  /** Living (rent, food, travel) for one month in the college's city, in rupees: the city estimate or the visitor's own. */
  livingPerMonth: number;
  /** The programme's length in months; DEFAULT_PROGRAMME_MONTHS when not given. */
  months?: number;
  charges?: readonly PublishedCharge[];
}

export interface ChargeLine {
  label: string;
  amount: number;
  /** True for a refundable deposit: shown in the breakdown, not counted in `otherCharges` or `total`. */
  refundable: boolean;
}

export interface ProgrammeCost {
  tuition: number;
  livingPerMonth: number;
  months: number;
  /** livingPerMonth × months. */
  living: number;
  /** Every published charge in the order given, refundable deposits included. */
  charges: ChargeLine[];
  /** The charges counted in the cost: every one but the refundable deposits. */
  otherCharges: number;
  /** The refundable deposits, shown beside the cost and excluded from it. */
  refundableDeposits: number;
  /** tuition + living + otherCharges, in whole rupees. */
  total: number;
}

/** The programme's cost with its breakdown; a negative or non-finite figure, or a fractional month, throws a RangeError. */
export function programmeCost(input: ProgrammeCostInput): ProgrammeCost {
  const tuition = wholeRupees('Tuition', input.tuition);
  const livingPerMonth = wholeRupees('Living per month', input.livingPerMonth);
  const months = wholeMonths('The programme', input.months ?? DEFAULT_PROGRAMME_MONTHS, 1);
  const charges = (input.charges ?? []).map((c) => ({
    label: c.label,
    amount: wholeRupees(c.label, c.amount),
    refundable: c.refundable === true,
  }));
  const sum = (lines: ChargeLine[]) => lines.reduce((total, c) => total + c.amount, 0);
  const otherCharges = sum(charges.filter((c) => !c.refundable));
  const living = livingPerMonth * months;
  return {
    tuition,
    livingPerMonth,
    months,
    living,
    charges,
    otherCharges,
    refundableDeposits: sum(charges.filter((c) => c.refundable)),
    total: tuition + living + otherCharges,
  };
}
