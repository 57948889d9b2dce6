import { formatFigure, GENDER_PLURAL } from './explain';
import { roundFigure } from './margins';
import type { Candidate, Gender } from './types';

/*
 * Institutes' published shortlisting composites, modelled as data (composite-formulas.ts) and computed here. A
 * component is computed only when the source says exactly how it is scored from the candidate's inputs; where the
 * source gives a weight but not the points table (how class 10 marks become points), the component is reported as
 * "not published; not computed" and the rest is computed with that stated. Nothing is filled in by guess.
 */

/** Every input a formula's components are scored from, once each, in the order they first appear: the page asks for these. */
export function compositeInputs(formula: CompositeFormula): CompositeInput[] {
  return [...new Set(formula.components.flatMap((c) => c.inputs))];
}

/** The inputs a component is scored from: the page asks for these. */
export type CompositeInput =
  | 'examScore'
  | 'examSectionals'
  | 'class10Percent'
  | 'class12Percent'
  | 'graduationPercent'
  | 'academicBackground'
  | 'workExperienceMonths'
  | 'gender';

export interface CompositeSource {
  url: string;
  label: string;
}

/** A weight as the institute states it: points out of the composite's total, a share of it, or not stated. */
export type CompositeWeight =
  { kind: 'points'; points: number } | { kind: 'share'; share: number } | { kind: 'not-published'; within: string };

/** How a component is scored from the inputs, as published. */
export type CompositeScoring =
  /** The source does not say (the points table, the normalisation): not computed. */
  | { method: 'not-published'; missing: string }
  /** (months − fromMonths) × pointsPerMonth, from fromMonths up; the source states nothing below fromMonths. */
  | { method: 'per-month-over'; fromMonths: number; pointsPerMonth: number }
  /** A fixed number of points for one gender, as published ("5 points for women"). */
  | { method: 'fixed-for-gender'; gender: Gender; points: number };

export interface CompositeComponent {
  id: string;
  label: string;
  /** A group of components with one published weight (IIM Ahmedabad's Application Rating), else null. */
  group: string | null;
  weight: CompositeWeight;
  inputs: CompositeInput[];
  scoring: CompositeScoring;
  sources: CompositeSource[];
  note: string | null;
}

export interface CompositeGroup {
  id: string;
  label: string;
  weight: CompositeWeight;
}

export interface CompositeFormula {
  id: string;
  institute: string;
  /** Seed slugs of the colleges this formula belongs to. */
  collegeSlugs: string[];
  /** Shortlisting (before the interview); final-selection weights are not modelled. */
  stage: 'shortlist';
  /** The cycle as the source names it; "cycle not stated" when it does not. */
  cycle: string;
  /** Points the composite is out of, when published as points; null when published as shares or not stated. */
  outOf: number | null;
  /** The formula in one line, as published. */
  statement: string;
  groups: CompositeGroup[];
  components: CompositeComponent[];
  sources: CompositeSource[];
}

export type ComponentStatus = 'computed' | 'not-published' | 'input-missing';

export interface ComponentResult {
  id: string;
  label: string;
  group: string | null;
  weight: CompositeWeight;
  /** The weight in words: "19 of 100 points", "65 % of the composite". */
  weightText: string;
  status: ComponentStatus;
  points: number | null;
  explanation: string;
  sources: CompositeSource[];
}

export interface CompositeResult {
  formulaId: string;
  institute: string;
  cycle: string;
  statement: string;
  components: ComponentResult[];
  /** Sum of the computed components' points; null when the formula is not a sum of points (shares). */
  computedTotal: number | null;
  /** The points those computed components could reach; null as above. */
  computedOutOf: number | null;
  outOf: number | null;
  /** True only when every component was computed. */
  complete: boolean;
  /** The plain-words summary the page shows under the table. */
  summary: string;
  sources: CompositeSource[];
}

export type CompositeCandidate = Pick<
  Candidate,
  'workExperienceMonths' | 'gender' | 'class10Percent' | 'class12Percent' | 'graduationPercent' | 'academicBackground'
>;

export function weightText(weight: CompositeWeight, outOf: number | null): string {
  if (weight.kind === 'points')
    return outOf === null
      ? `${formatFigure(weight.points)} points`
      : `${formatFigure(weight.points)} of ${formatFigure(outOf)} points`;
  if (weight.kind === 'share') return `${formatFigure(weight.share * 100)} % of the composite`;
  return `weight within ${weight.within} not published`;
}

function scoreComponent(
  component: CompositeComponent,
  candidate: CompositeCandidate,
): Pick<ComponentResult, 'status' | 'points' | 'explanation'> {
  const { scoring } = component;
  if (scoring.method === 'not-published')
    return {
      status: 'not-published',
      points: null,
      explanation: `Not published in our sources (${scoring.missing}); not computed.`,
    };

  if (scoring.method === 'per-month-over') {
    const months = candidate.workExperienceMonths;
    if (months === null)
      return { status: 'input-missing', points: null, explanation: 'Give your work experience in months to compute this.' };
    if (months < scoring.fromMonths)
      return {
        status: 'not-published',
        points: null,
        explanation: `The published rule, (months − ${scoring.fromMonths}) × ${formatFigure(scoring.pointsPerMonth)}, starts at ${scoring.fromMonths} months and says nothing below; not computed for ${months} months.`,
      };
    const points = roundFigure((months - scoring.fromMonths) * scoring.pointsPerMonth);
    return {
      status: 'computed',
      points,
      explanation: `(${months} − ${scoring.fromMonths}) × ${formatFigure(scoring.pointsPerMonth)} = ${formatFigure(points)} points.`,
    };
  }

  const gender = candidate.gender;
  const who = GENDER_PLURAL[scoring.gender];
  if (gender === null)
    return { status: 'input-missing', points: null, explanation: `Given to ${who}; tell us your gender to compute this.` };
  if (gender === scoring.gender)
    return {
      status: 'computed',
      points: scoring.points,
      explanation: `${formatFigure(scoring.points)} points for ${who}, as published.`,
    };
  if (gender === 'other')
    return {
      status: 'not-published',
      points: null,
      explanation: `Published as points for ${who}; whether they apply to other genders is not stated; not computed.`,
    };
  return { status: 'computed', points: 0, explanation: `Given to ${who} only, as published: 0 points.` };
}

/** Each component's points, weight and source, and the total of what can be computed. */
export function computeComposite(formula: CompositeFormula, candidate: CompositeCandidate): CompositeResult {
  const components: ComponentResult[] = formula.components.map((c) => ({
    id: c.id,
    label: c.label,
    group: c.group,
    weight: c.weight,
    weightText: weightText(c.weight, formula.outOf),
    ...scoreComponent(c, candidate),
    sources: c.sources.length > 0 ? c.sources : formula.sources,
  }));
  const computed = components.filter((c) => c.status === 'computed');
  const isPointSum = formula.outOf !== null && formula.components.every((c) => c.weight.kind === 'points');
  const computedTotal = isPointSum ? roundFigure(computed.reduce((sum, c) => sum + (c.points ?? 0), 0)) : null;
  const computedOutOf = isPointSum
    ? roundFigure(computed.reduce((sum, c) => sum + (c.weight.kind === 'points' ? c.weight.points : 0), 0))
    : null;
  const complete = computed.length === components.length;
  const notComputed = components.filter((c) => c.status !== 'computed').map((c) => c.label);

  let summary: string;
  if (complete && computedTotal !== null)
    summary = `${formula.institute}: ${formatFigure(computedTotal)} of ${formatFigure(formula.outOf as number)} points (${formula.cycle}).`;
  else if (computedTotal !== null && computedOutOf !== null && computed.length > 0)
    summary = `${formula.institute}: ${formatFigure(computedTotal)} of the ${formatFigure(computedOutOf)} points we can compute (${formula.cycle}); not computed: ${notComputed.join('; ')}.`;
  else if (computed.length > 0)
    summary = `${formula.institute} (${formula.cycle}): no total, because ${notComputed.join('; ')} cannot be computed from what is published; the parts that can are shown.`;
  else
    summary = `${formula.institute} (${formula.cycle}): the weights are published but not how the inputs become points, so nothing is computed; the weights are shown for reference.`;

  return {
    formulaId: formula.id,
    institute: formula.institute,
    cycle: formula.cycle,
    statement: formula.statement,
    components,
    computedTotal,
    computedOutOf,
    outOf: formula.outOf,
    complete,
    summary,
    sources: formula.sources,
  };
}
