import type { Measure } from './types';

/*
 * How far from an estimate of actual calls a candidate must be for each band. The figures are our judgement,
 * written down so the page can show them and the tests can hold them:
 *
 * Percentile lines (CAT, XAT, SNAP …):
 * - Aggregators give call estimates in whole or half percentiles (99.5, 97, 93), so an estimate is ±0.5 from
 *   rounding alone, and the IIMs rank candidates above their floors on composites where the exam carries 55–65 %
 *   (reference §2): academics and work experience move a real call line by about a percentile either way.
 *   Hence LIKELY only from 1 above the estimate, and POSSIBLE down to 2 below it.
 * - 5 below is as far as the non-exam parts of a composite can plausibly carry a candidate (academics and work
 *   experience together weigh 35–45 points of 100 at IIM A/B/C, spread over every applicant), so REACH stops there;
 *   further below is UNLIKELY, not hopeless enough to hide but not worth an application fee on the figure alone.
 * - A percentile cannot pass 100, so the "likely" threshold is never set above 100: a 100 percentile is likely
 *   against a 99.5 estimate.
 *
 * Score lines (NMAT's scaled score is not a percentile, and no score-to-percentile table is published):
 * - The same bands as a share of the line: 3 % either side for possible (209 → 6.27 marks, about two right answers
 *   at +3 each, exam-facts.md) and 10 % below for reach.
 */

export const PERCENTILE_MARGINS = { likelyAbove: 1, possibleBelow: 2, reachBelow: 5 } as const;
export const SCORE_MARGIN_SHARES = { likelyAbove: 0.03, possibleBelow: 0.03, reachBelow: 0.1 } as const;
export const PERCENTILE_TOP = 100;

export interface Margins {
  likelyAbove: number;
  possibleBelow: number;
  reachBelow: number;
}

/** The margins for a line, in the line's own measure (score margins scale with the line's figure). */
export function marginsFor(measure: Measure, value: number): Margins {
  if (measure === 'percentile') return { ...PERCENTILE_MARGINS };
  const of = (share: number) => roundFigure(Math.abs(value) * share);
  return {
    likelyAbove: of(SCORE_MARGIN_SHARES.likelyAbove),
    possibleBelow: of(SCORE_MARGIN_SHARES.possibleBelow),
    reachBelow: of(SCORE_MARGIN_SHARES.reachBelow),
  };
}

/*
 * Figures are compared in hundredths (percentiles are published to two decimals), which are whole numbers, so
 * 92.4 − 95 is exactly −2.6 and a candidate exactly on a boundary is never a rounding error away from it.
 */
export function hundredths(value: number): number {
  return Math.round(value * 100);
}

export function roundFigure(value: number): number {
  return hundredths(value) / 100;
}
