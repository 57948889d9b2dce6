/*
 * The checks every cost figure passes on the way in. Money in lib/cost is whole rupees: a published fee arrives from
 * a numeric(12, 2) column and a visitor's figure as typed, so each amount is checked once here and rounded to the
 * rupee; what the modules compute from it is then a sum or product of whole rupees, or one exact figure rounded
 * once on the way out. A negative or non-finite figure is a fault in the data or the caller, never something to
 * show, so it throws instead of turning into a wrong total.
 */

/** An amount of money as whole rupees (nearest rupee, half up); a negative or non-finite one throws a RangeError. */
export function wholeRupees(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a finite amount of 0 rupees or more, not ${value}.`);
  return Math.round(value);
}

/** A count of months (a programme's length, a loan's tenure): a whole number from `min` up, else a RangeError. */
export function wholeMonths(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number of months, ${min} or more, not ${value}.`);
  return value;
}

/** A finite figure of 0 or more (a rate in %); a negative or non-finite one throws a RangeError. */
export function nonNegative(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number of 0 or more, not ${value}.`);
  return value;
}
