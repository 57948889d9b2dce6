import { categoriesLabel, CUTOFF_KIND_LABELS } from './cutoff-line';
import { PERCENTILE_MARGINS, roundFigure, SCORE_MARGIN_SHARES } from './margins';
import type { AppliedLine, Candidate, CutoffLine, Measure } from './types';

/*
 * Every sentence the predictor page shows: the rules in plain words, and the pieces the per-college reasons are
 * built from. Kept apart from the rules (banding.ts) so the wording can change without touching a judgement.
 */

/** "for women", "for men": how a line for one gender is named. */
export const GENDER_PLURAL = { woman: 'women', man: 'men', other: 'other genders' } as const;

/** A figure as people write it: at most two decimals, no trailing zeros (92.4, 95, 99.87). */
export function formatFigure(value: number): string {
  return String(roundFigure(value));
}

/** The candidate's own figure: "Your 92.4", "Your score of 215". */
export function candidateFigure(measure: Measure, value: number): string {
  return measure === 'percentile' ? `Your ${formatFigure(value)}` : `Your score of ${formatFigure(value)}`;
}

/** A line's figure with any relaxation: "95", "score 209", "90–94", "93 (95 less 2 for women)". */
export function lineFigure(applied: AppliedLine): string {
  const { line, effectiveValue, relaxationApplied } = applied;
  const prefix = line.measure === 'score' ? 'score ' : '';
  if (relaxationApplied) {
    const who = GENDER_PLURAL[relaxationApplied.gender];
    return `${prefix}${formatFigure(effectiveValue)} (${formatFigure(line.value)} less ${formatFigure(relaxationApplied.points)} for ${who})`;
  }
  if (line.valueMax !== null) return `${prefix}${formatFigure(line.value)}–${formatFigure(line.valueMax)}`;
  return `${prefix}${formatFigure(line.value)}`;
}

/** Where a line comes from: "(CAT 2025, source: edexlive.com, IIMA cut-offs)". */
export function lineCitation(line: CutoffLine): string {
  return `(${line.cycle ?? 'cycle not stated'}, source: ${line.source.label})`;
}

/** "the aggregator estimate of 95 (CAT 2025, source: …)"; a range reads "the aggregator estimate range of 90–94". */
export function lineReference(applied: AppliedLine): string {
  const range = applied.line.valueMax !== null && !applied.relaxationApplied ? ' range' : '';
  return `the ${CUTOFF_KIND_LABELS[applied.line.kind]}${range} of ${lineFigure(applied)} ${lineCitation(applied.line)}`;
}

/** "2.6 below", "1 above", "exactly on". */
export function gapWords(gap: number): string {
  if (gap === 0) return 'exactly on';
  return `${formatFigure(Math.abs(gap))} ${gap > 0 ? 'above' : 'below'}`;
}

/** Who a line is for: "women in the General category, BM programme", "engineering graduates in every category". */
export function lineAudience(line: CutoffLine): string {
  const who = [line.gender ? GENDER_PLURAL[line.gender] : null, line.background ? `${line.background} graduates` : null]
    .filter(Boolean)
    .join(', ');
  const categories =
    line.categories === 'all'
      ? 'every category'
      : `the ${categoriesLabel(line.categories)} ${line.categories.length === 1 ? 'category' : 'categories'}`;
  const programme = line.programme ? `, ${line.programme} programme` : '';
  return `${who ? `${who} in ` : ''}${categories}${programme}`;
}

/** The rules in plain words, as the page explains them above the results. */
export function explainBandingRules(): string[] {
  const p = PERCENTILE_MARGINS;
  const pct = (share: number) => `${Math.round(share * 100)} %`;
  return [
    'Each college is judged only against figures published for your exam; if none is published, the college is listed apart under "no published figure" and nothing is guessed.',
    'We use the line published for your category. If a college publishes only a General line, we do not apply it to other categories unless the source says the figure is for everyone; we never work out a category line ourselves.',
    'Where a college publishes a separate line or a relaxation for women, for a gender or for a background (such as XLRI’s women’s line or IIM Jammu’s 2 points lower for women), the line for you is used.',
    'An official minimum is a floor: below it (overall, or in a section whose figure you gave) you are not eligible for a call. Clearing it makes you eligible, not shortlisted, so on a minimum alone a college is at most "possible".',
    `Estimates of actual calls (an aggregator’s estimate or a third-party report) decide the band: likely from ${p.likelyAbove} percentile above the estimate, possible from ${p.possibleBelow} below up to that, a reach down to ${p.reachBelow} below, and unlikely further below.`,
    `For exams that give a score instead of a percentile (NMAT), the same bands are a share of the line: likely from ${pct(SCORE_MARGIN_SHARES.likelyAbove)} above, possible down to ${pct(SCORE_MARGIN_SHARES.possibleBelow)} below, a reach down to ${pct(SCORE_MARGIN_SHARES.reachBelow)} below. A score line and a percentile are never compared with each other.`,
    'When several figures apply, the one for your exact group comes first, then the newest cycle; an aggregator’s estimate is preferred to a third-party report of the same cycle.',
    'Within each band, colleges closest to their line come first: among "likely" that is the most selective college you are likely for, among "reach" the most attainable one.',
    'These are figures from past cycles, cited with their source; calls depend on each institute’s full process, so treat every band as a guide, not a promise.',
  ];
}

/** Which of the visitor's inputs change a band, and which do not, in plain words. */
export function explainInputs(candidate: Pick<Candidate, 'preferredStates'>): string[] {
  const states =
    candidate.preferredStates.length > 0
      ? `Your preferred states (${candidate.preferredStates.join(', ')}) only narrow the list: no line in our data is a state quota, so they do not change any band.`
      : 'No preferred states given, so colleges in every state are listed; no line in our data is a state quota.';
  return [
    'Work experience and your class 10, class 12 and graduation marks do not change any band: no published cut-off line in our data uses them. They count in the institutes’ composite scores, shown separately.',
    'Your gender changes a band only where a college publishes a separate line or a relaxation for it.',
    'Your academic background changes a band only where a line is published for one background (XLRI’s HRM lines for engineering and non-engineering graduates).',
    states,
  ];
}
