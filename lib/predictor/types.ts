import { CheckValues } from '@/lib/database.types';

/*
 * The vocabulary of the score predictor (/predictor): who the candidate is, what a published cut-off line says,
 * and what the predictor concludes for one college. Pure types and lists, no logic. The lists a cut-off line's
 * columns are checked against come from predictor_cutoff_lines' constraints (generated from the migrations).
 */

const LINES = CheckValues.public.predictor_cutoff_lines;

/**
 * Reservation categories as the IIMs publish their floors (General/EWS, NC-OBC, SC, ST) plus PwD: what a line's
 * categories may name besides 'all', which stands for a line published as one figure for every category.
 */
export const CATEGORIES = LINES.categories.filter((c): c is Exclude<(typeof LINES.categories)[number], 'all'> => c !== 'all');
export type Category = (typeof CATEGORIES)[number];

/** How an exam reports a result: most give a percentile, NMAT gives a scaled score. */
export const MEASURES = LINES.measure;
export type Measure = (typeof MEASURES)[number];

/**
 * How much a line can be trusted:
 * - 'official-minimum': a floor the institute published for the cycle (eligibility for a call, not a call);
 * - 'aggregator-estimate': an aggregator's estimate of where actual calls fell;
 * - 'third-party-report': a figure of actual calls reported by a third party (news, coaching or admissions page).
 */
export const CUTOFF_KINDS = LINES.kind;
export type CutoffKind = (typeof CUTOFF_KINDS)[number];

export const GENDERS = LINES.gender;
export type Gender = (typeof GENDERS)[number];

/** XLRI publishes separate HRM lines for engineering and non-engineering graduates. */
export const LINE_BACKGROUNDS = LINES.background;
export type LineBackground = (typeof LINE_BACKGROUNDS)[number];

export const ACADEMIC_BACKGROUNDS = ['engineering', 'commerce', 'science', 'arts', 'other'] as const;
export type AcademicBackground = (typeof ACADEMIC_BACKGROUNDS)[number];

/** A sectional minimum: `section` names one section (VARC, DILR, QA …) or is 'each' for every section. */
export const EACH_SECTION = 'each';
export interface SectionalMinimum {
  section: string;
  value: number;
}

/** A published relaxation of the overall line, e.g. IIM Jammu's "2 percentile lower for women". */
export interface Relaxation {
  gender: Gender;
  points: number;
}

/** One published cut-off or eligibility line, as stored and validated by lib/predictor/cutoff-line.ts. */
export interface CutoffLine {
  exam: string;
  measure: Measure;
  /** The figure; for a published range (an estimate of 97–98.5) the lower end. */
  value: number;
  /** The upper end of a published range, else null. */
  valueMax: number | null;
  sectionalMinimums: SectionalMinimum[];
  /** The categories the source says the line is for; 'all' only when the source gives one figure for everyone. */
  categories: 'all' | Category[];
  /** A line for one gender only (XLRI's women's cut-off), else null. */
  gender: Gender | null;
  /** A line for one academic background only (XLRI HRM), else null. */
  background: LineBackground | null;
  /** A programme the line is for (XLRI "BM", "HRM"), else null: the college's main programme. */
  programme: string | null;
  relaxations: Relaxation[];
  /** The admission cycle as the source names it ("CAT 2025", "CAP 2026"); null when the source does not say. */
  cycle: string | null;
  /** The exam year of the cycle, used to prefer the newest line; null when not stated. */
  cycleYear: number | null;
  kind: CutoffKind;
  source: { url: string; label: string };
  note: string | null;
}

/** A college as the predictor sees it: its lines for every exam, and where it is. */
export interface PredictorCollege {
  id: string;
  name: string;
  state: string | null;
  /** Exams the college accepts; when given, colleges not accepting the candidate's exam are left out. */
  examsAccepted?: string[];
  lines: CutoffLine[];
}

/** What the visitor tells the predictor. Sectionals are keyed by section code (VARC, DILR, QA …). */
export interface Candidate {
  exam: string;
  percentile: number | null;
  score: number | null;
  sectionalPercentiles: Record<string, number>;
  sectionalScores: Record<string, number>;
  category: Category;
  gender: Gender | null;
  workExperienceMonths: number | null;
  academicBackground: AcademicBackground | null;
  class10Percent: number | null;
  class12Percent: number | null;
  graduationPercent: number | null;
  preferredStates: string[];
}

/**
 * Bands, best first. 'likely', 'possible', 'reach' and 'unlikely' are judged; 'not-eligible' means below a
 * published floor; 'no-figure' means nothing published applies to this candidate, so nothing is guessed.
 */
export const BANDS = ['likely', 'possible', 'reach', 'unlikely', 'not-eligible', 'no-figure'] as const;
export type Band = (typeof BANDS)[number];

/** A line as applied to this candidate: the figure after any published relaxation. */
export interface AppliedLine {
  line: CutoffLine;
  /** The overall figure the candidate was judged against (value less any relaxation for the candidate). */
  effectiveValue: number;
  relaxationApplied: Relaxation | null;
}

export interface Judgement {
  collegeId: string;
  collegeName: string;
  state: string | null;
  programme: string | null;
  band: Band;
  /** The line that decided the band (an estimate, a report, or the floor); null only for 'no-figure'. */
  line: AppliedLine | null;
  /** The official minimum checked before the decisive line, when there is one and it is not itself decisive. */
  floor: AppliedLine | null;
  /** Candidate minus the decisive figure, in the line's measure (negative = below); null for 'no-figure'. */
  gap: number | null;
  /** The one sentence that says why the college is in its band. */
  reason: string;
  /** Further sentences: floors cleared, sectionals not checked, relaxations applied. */
  notes: string[];
}
