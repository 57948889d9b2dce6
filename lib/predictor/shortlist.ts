import { judgeCollege } from './banding';
import { explainInputs } from './explain';
import { BANDS, type Band, type Candidate, type Judgement, type PredictorCollege } from './types';

/*
 * The whole shortlist for one candidate: colleges not accepting the exam, or outside the preferred states, are left
 * out (and named); the rest are judged (banding.ts) and grouped by band.
 *
 * Order within a band: closest to the deciding line first. In "likely" that is the most selective college the
 * candidate is likely for, in "reach" and "unlikely" the most attainable one, in "not-eligible" the nearest miss.
 * Score lines are compared as a share of the line so an NMAT gap of 6 marks is not read as 6 percentile points.
 * Colleges with no published figure are listed by name. Ties go by name, then programme.
 */

export interface Shortlist {
  exam: string;
  bands: Record<Band, Judgement[]>;
  /** Colleges left out before judging, by name, so the page can say so. */
  leftOut: { notAcceptingExam: string[]; outsidePreferredStates: string[] };
  /** Which inputs change a band and which do not (explain.ts). */
  inputNotes: string[];
}

const normalise = (s: string) => s.trim().toLowerCase();

/** How far a judgement is from its line, comparable across percentile and score lines. */
export function distanceFromLine(judgement: Judgement): number {
  if (judgement.gap === null || judgement.line === null) return Number.POSITIVE_INFINITY;
  const gap = Math.abs(judgement.gap);
  if (judgement.line.line.measure === 'percentile') return gap;
  const base = Math.abs(judgement.line.effectiveValue);
  return base === 0 ? gap : (gap / base) * 100;
}

export function compareJudgements(a: Judgement, b: Judgement): number {
  return (
    distanceFromLine(a) - distanceFromLine(b) ||
    a.collegeName.localeCompare(b.collegeName, 'en') ||
    (a.programme ?? '').localeCompare(b.programme ?? '', 'en')
  );
}

export function shortlist(colleges: PredictorCollege[], candidate: Candidate): Shortlist {
  const exam = candidate.exam.trim().toUpperCase();
  const states = new Set(candidate.preferredStates.map(normalise));
  const leftOut: Shortlist['leftOut'] = { notAcceptingExam: [], outsidePreferredStates: [] };
  const bands = Object.fromEntries(BANDS.map((band) => [band, [] as Judgement[]])) as Record<Band, Judgement[]>;

  for (const college of colleges) {
    if (college.examsAccepted && !college.examsAccepted.some((e) => e.trim().toUpperCase() === exam)) {
      leftOut.notAcceptingExam.push(college.name);
      continue;
    }
    // A college whose state is not recorded is kept: leaving it out would be a guess about where it is.
    if (states.size > 0 && college.state !== null && !states.has(normalise(college.state))) {
      leftOut.outsidePreferredStates.push(college.name);
      continue;
    }
    for (const judgement of judgeCollege(college, { ...candidate, exam })) bands[judgement.band].push(judgement);
  }
  for (const band of BANDS) bands[band].sort(compareJudgements);
  return { exam, bands, leftOut, inputNotes: explainInputs(candidate) };
}
