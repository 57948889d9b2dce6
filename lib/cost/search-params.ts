import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { DEFAULT_REPAYMENT_SHARE } from './payback';

/*
 * The cost calculator's URL: the visitor's own figures live in the query string (a GET form), so a calculation can
 * be shared and works without script: ?rate=9.5&tenure=7. Each parameter is read on its own: one the visitor typed
 * wrong (?rate=40) falls back to its default and comes back with its message for the field, while the others still
 * count. toCostSearchParams writes only what differs from the defaults, in a fixed order, and reading that back gives
 * the same figures.
 *
 * The rate and tenure a page opens with are the editors' loan defaults (education_loan_defaults, each with its
 * source), passed to both functions as `defaults`: an absent or refused ?rate= then means that rate, and a rate equal
 * to it is left out of the URL. Without them the round figures below stand in.
 *
 * The defaults are round figures the visitor is expected to replace with their lender's: a 10 % rate and a 10-year
 * tenure, in the range Indian lenders quote for education loans; no own contribution; the city's living estimate;
 * and the 40 % repayment share payback.ts explains. None of them is 9.5 % or 7 years, so the shared example
 * ?rate=9.5&tenure=7 writes back as itself.
 */

export const COST_PARAM_MESSAGES = {
  rate: 'Enter an interest rate from 0 to 25 % a year.',
  tenure: 'Enter a loan tenure in whole years, from 1 to 20.',
  own: 'Enter your own contribution in rupees, from 0 to ₹10 crore.',
  living: 'Enter living costs per month in rupees, from 0 to ₹5 lakh.',
  share: 'Enter the share of salary for repayment as a whole percentage, from 1 to 100.',
} as const;

export type CostParamName = keyof typeof COST_PARAM_MESSAGES;

export const COST_PARAM_DEFAULTS = {
  rate: 10,
  tenure: 10,
  own: 0,
  /** null: the city's estimate. */
  living: null,
  share: Math.round(DEFAULT_REPAYMENT_SHARE * 100),
} as const;

/*
 * Each parameter's rule, checked by hand rather than by a zod schema: this module runs in the college page's
 * calculator island, where zod's core (about 23 kB gzipped even through zod/mini) would be most of the page's 30 kB
 * JavaScript budget. A figure is a finite number within [min, max], whole where `integer`.
 */
const RULES: Record<CostParamName, { min: number; max: number; integer: boolean }> = {
  /** Annual interest rate in %. */
  rate: { min: 0, max: 25, integer: false },
  /** Loan tenure in whole years. */
  tenure: { min: 1, max: 20, integer: true },
  /** Own contribution in whole rupees, taken off the amount borrowed. */
  own: { min: 0, max: 100_000_000, integer: true },
  /** Living per month in whole rupees, replacing the city's estimate (null keeps the estimate). */
  living: { min: 0, max: 500_000, integer: true },
  /** Share of salary for repayment, in whole % (paybackYears takes it as share / 100). */
  share: { min: 1, max: 100, integer: true },
};

export interface CostParams {
  rate: number;
  tenure: number;
  own: number;
  living: number | null;
  share: number;
}

function accepts(name: CostParamName, value: number | string): value is number {
  const rule = RULES[name];
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= rule.min &&
    value <= rule.max &&
    (!rule.integer || Number.isInteger(value))
  );
}

export interface CostParamsReading {
  /** The figures to calculate with: every refused parameter at its default. */
  params: CostParams;
  /** The message for each parameter the visitor gave and the rules refused. */
  errors: Partial<Record<CostParamName, string>>;
}

const NAMES = Object.keys(COST_PARAM_MESSAGES) as CostParamName[];
const NUMBER_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * A parameter as typed: absent or empty → undefined (its default); a number → the number, with the grouping commas,
 * spaces, ₹ and % a visitor may type ("20,00,000", "9.5 %") dropped; anything else → the text, which the rules refuse.
 */
function figure(raw: RawSearchParams | URLSearchParams, name: CostParamName): number | string | undefined {
  const value = raw instanceof URLSearchParams ? (raw.get(name) ?? undefined) : raw[name];
  const text = firstParam(value)?.trim().slice(0, 40) ?? '';
  if (text === '') return undefined;
  const cleaned = text.replace(/[,\s₹%]/g, '');
  return NUMBER_PATTERN.test(cleaned) ? Number(cleaned) : text;
}

/** The figures a page opens with in place of COST_PARAM_DEFAULTS: the editors' loan rate and tenure. */
export type CostDefaults = Partial<Pick<CostParams, 'rate' | 'tenure'>>;

const withDefaults = (defaults: CostDefaults): CostParams => ({ ...COST_PARAM_DEFAULTS, ...defaults });

/** The calculator's figures from the URL, `defaults` for what is absent or refused; never throws. */
export function parseCostSearchParams(raw: RawSearchParams | URLSearchParams, defaults: CostDefaults = {}): CostParamsReading {
  const errors: CostParamsReading['errors'] = {};
  const base = withDefaults(defaults);
  const read = <N extends CostParamName>(name: N): CostParams[N] => {
    const given = figure(raw, name);
    if (given === undefined) return base[name];
    // Every parameter's accepted value is a number, which each CostParams field holds.
    if (accepts(name, given)) return given as CostParams[N];
    errors[name] = COST_PARAM_MESSAGES[name];
    return base[name];
  };
  const params = { rate: read('rate'), tenure: read('tenure'), own: read('own'), living: read('living'), share: read('share') };
  return { params, errors };
}

/** The query that gives these figures back: only those that differ from the defaults, in the order of the form. */
export function toCostSearchParams(params: CostParams, defaults: CostDefaults = {}): URLSearchParams {
  const query = new URLSearchParams();
  const base = withDefaults(defaults);
  for (const name of NAMES) {
    const value = params[name];
    if (value !== base[name] && value !== null) query.set(name, String(value));
  }
  return query;
}
