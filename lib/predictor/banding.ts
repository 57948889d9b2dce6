import { categoriesLabel, CUTOFF_KIND_LABELS } from './cutoff-line';
import {
  candidateFigure,
  formatFigure,
  gapWords,
  GENDER_PLURAL,
  lineAudience,
  lineCitation,
  lineFigure,
  lineReference,
} from './explain';
import { hundredths, marginsFor, PERCENTILE_TOP, roundFigure } from './margins';
import {
  EACH_SECTION,
  type AppliedLine,
  type Band,
  type Candidate,
  type CutoffKind,
  type CutoffLine,
  type Judgement,
  type LineBackground,
  type Measure,
  type PredictorCollege,
} from './types';

/*
 * The predictor's banding rules, pure. For one college and one candidate:
 * 1. Only lines for the candidate's exam count; none → 'no-figure' ("no published CAT figure").
 * 2. A line applies when it covers the candidate's category (or is published for every category), and its gender
 *    and background, if it names one, are the candidate's. A General line is never applied to another category.
 * 3. A line is compared only with the candidate's figure in the same measure (percentile with percentile, NMAT
 *    score with score). Nothing applicable and comparable → 'no-figure', with the reason.
 * 4. The best official minimum is checked first: below it overall, or below a sectional minimum in a section the
 *    candidate gave → 'not-eligible'.
 * 5. The best estimate of actual calls (aggregator estimate or third-party report) decides likely / possible /
 *    reach / unlikely by the margins in margins.ts. With a minimum only, a candidate at or above it is 'possible'.
 * "Best" = narrowest audience (gender, background, fewest categories), then newest cycle, then estimate before
 * report, then the higher figure (the cautious one).
 */

const KIND_ORDER: Record<CutoffKind, number> = {
  'official-minimum': 0,
  'aggregator-estimate': 0,
  'third-party-report': 1,
};

export function lineBackgroundOf(candidate: Pick<Candidate, 'academicBackground'>): LineBackground | null {
  if (!candidate.academicBackground) return null;
  return candidate.academicBackground === 'engineering' ? 'engineering' : 'non-engineering';
}

function candidateValue(candidate: Candidate, measure: Measure): number | null {
  return measure === 'percentile' ? candidate.percentile : candidate.score;
}

function coversCategory(line: CutoffLine, candidate: Candidate): boolean {
  return line.categories === 'all' || line.categories.includes(candidate.category);
}

function appliesTo(line: CutoffLine, candidate: Candidate): boolean {
  return (
    coversCategory(line, candidate) &&
    (line.gender === null || line.gender === candidate.gender) &&
    (line.background === null || line.background === lineBackgroundOf(candidate))
  );
}

/** Sort key: lower is better. */
function preference(line: CutoffLine): number[] {
  const narrow = (line.gender ? 1 : 0) + (line.background ? 1 : 0);
  const breadth = line.categories === 'all' ? 99 : line.categories.length;
  return [-narrow, breadth, -(line.cycleYear ?? 0), KIND_ORDER[line.kind], -line.value];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

export function bestLine(lines: CutoffLine[]): CutoffLine | null {
  return [...lines].sort((a, b) => compareKeys(preference(a), preference(b)))[0] ?? null;
}

export function applyLine(line: CutoffLine, candidate: Pick<Candidate, 'gender'>): AppliedLine {
  const relaxation = line.relaxations.find((r) => r.gender === candidate.gender) ?? null;
  return {
    line,
    effectiveValue: relaxation ? roundFigure(line.value - relaxation.points) : line.value,
    relaxationApplied: relaxation,
  };
}

function gapTo(value: number, applied: AppliedLine): number {
  const low = hundredths(applied.effectiveValue);
  const high = applied.line.valueMax !== null && !applied.relaxationApplied ? hundredths(applied.line.valueMax) : low;
  const c = hundredths(value);
  if (c < low) return (c - low) / 100;
  if (c > high) return (c - high) / 100;
  return 0;
}

interface Verdict {
  band: Band;
  gap: number;
  reason: string;
}

function judgeAgainstEstimate(value: number, applied: AppliedLine): Verdict {
  const { line } = applied;
  const margins = marginsFor(line.measure, applied.effectiveValue);
  const ref = lineReference(applied);
  const you = candidateFigure(line.measure, value);
  const gap = gapTo(value, applied);
  const c = hundredths(value);
  const high = applied.line.valueMax !== null && !applied.relaxationApplied ? applied.line.valueMax : applied.effectiveValue;
  let likelyFrom = hundredths(high) + hundredths(margins.likelyAbove);
  const capped = line.measure === 'percentile' && likelyFrom > PERCENTILE_TOP * 100;
  if (capped) likelyFrom = PERCENTILE_TOP * 100;
  const possibleFrom = hundredths(applied.effectiveValue) - hundredths(margins.possibleBelow);
  const reachFrom = hundredths(applied.effectiveValue) - hundredths(margins.reachBelow);
  const m = (x: number) => formatFigure(x);

  if (c >= likelyFrom) {
    const why = capped
      ? `you are at ${PERCENTILE_TOP}, the top of the scale, so likely`
      : `at least ${m(margins.likelyAbove)} above it, so likely`;
    return { band: 'likely', gap, reason: `${you} is ${gapWords(gap)} ${ref}: ${why}.` };
  }
  if (gap > 0)
    return {
      band: 'possible',
      gap,
      reason: `${you} is ${gapWords(gap)} ${ref}: less than ${m(margins.likelyAbove)} above it, so possible.`,
    };
  if (gap === 0) {
    const where = line.valueMax !== null && !applied.relaxationApplied ? 'is within' : 'equals';
    return { band: 'possible', gap, reason: `${you} ${where} ${ref}: possible.` };
  }
  if (c >= possibleFrom)
    return {
      band: 'possible',
      gap,
      reason: `${you} is ${gapWords(gap)} ${ref}: within ${m(margins.possibleBelow)} of it, so possible.`,
    };
  if (c >= reachFrom)
    return {
      band: 'reach',
      gap,
      reason: `${you} is ${gapWords(gap)} ${ref}: more than ${m(margins.possibleBelow)} below but within ${m(margins.reachBelow)}, so a reach.`,
    };
  return {
    band: 'unlikely',
    gap,
    reason: `${you} is ${gapWords(gap)} ${ref}: more than ${m(margins.reachBelow)} below, so unlikely.`,
  };
}

interface FloorCheck {
  shortfall: Verdict | null;
  /** "Your 96 clears the official minimum of 95 (…)." when cleared. */
  cleared: string;
  notes: string[];
}

function sectionalValues(candidate: Candidate, measure: Measure): Record<string, number> {
  const given = measure === 'percentile' ? candidate.sectionalPercentiles : candidate.sectionalScores;
  return Object.fromEntries(Object.entries(given).map(([k, v]) => [k.toUpperCase(), v]));
}

function checkFloor(value: number, applied: AppliedLine, candidate: Candidate): FloorCheck {
  const { line } = applied;
  const you = candidateFigure(line.measure, value);
  const gap = roundFigure((hundredths(value) - hundredths(applied.effectiveValue)) / 100);
  if (gap < 0)
    return {
      shortfall: {
        band: 'not-eligible',
        gap,
        reason: `${you} is ${gapWords(gap)} ${lineReference(applied)}, so you are not eligible for a call.`,
      },
      cleared: '',
      notes: [],
    };

  const sections = sectionalValues(candidate, line.measure);
  const unit = line.measure === 'percentile' ? 'percentile' : 'score';
  const notes: string[] = [];
  for (const minimum of line.sectionalMinimums) {
    const names = minimum.section === EACH_SECTION ? Object.keys(sections) : [minimum.section];
    const where = minimum.section === EACH_SECTION ? 'in each section' : `in ${minimum.section}`;
    for (const name of names) {
      const got = sections[name];
      if (got === undefined) continue;
      const short = (hundredths(got) - hundredths(minimum.value)) / 100;
      if (short < 0)
        return {
          shortfall: {
            band: 'not-eligible',
            gap: short,
            reason: `Your ${name} ${unit} of ${formatFigure(got)} is ${gapWords(short)} the sectional minimum of ${formatFigure(minimum.value)} ${where} of ${lineReference(applied)}, so you are not eligible for a call.`,
          },
          cleared: '',
          notes: [],
        };
    }
    if (minimum.section === EACH_SECTION && names.length === 0)
      notes.push(
        `This minimum also asks for ${formatFigure(minimum.value)} ${where}; give your sectional ${unit}s to have them checked.`,
      );
    if (minimum.section !== EACH_SECTION && sections[minimum.section] === undefined)
      notes.push(
        `This minimum also asks for ${formatFigure(minimum.value)} ${where}; give your ${minimum.section} ${unit} to have it checked.`,
      );
  }
  const verb = gap === 0 ? 'meets' : 'clears';
  return { shortfall: null, cleared: `${you} ${verb} ${lineReference(applied)}.`, notes };
}

/** Why nothing applied: the most useful of the reasons, in the order a visitor can act on them. */
function noFigureReason(collegeName: string, examLines: CutoffLine[], candidate: Candidate): string {
  const exam = candidate.exam.toUpperCase();
  const applicable = examLines.filter((l) => appliesTo(l, candidate));
  if (applicable.length > 0) {
    const measure = applicable[0].measure;
    const sample = lineFigure(applyLine(applicable[0], candidate));
    return measure === 'score'
      ? `${collegeName} publishes its ${exam} line as a score (${sample}), not a percentile; give your ${exam} score to be judged against it.`
      : `${collegeName} publishes its ${exam} line as a percentile (${sample}); give your ${exam} percentile to be judged against it.`;
  }
  const forCategory = examLines.filter((l) => coversCategory(l, candidate));
  if (forCategory.length === 0) {
    const published = [
      ...new Set(examLines.flatMap((l) => (l.categories === 'all' ? [] : l.categories))),
    ] as CutoffLine['categories'];
    return `${collegeName} publishes ${exam} lines only for ${categoriesLabel(published)}, none for ${candidate.category}; we do not apply another category's line or work one out.`;
  }
  const audiences = [...new Set(forCategory.map(lineAudience))].join('; ');
  const missing =
    forCategory.some((l) => l.gender) && candidate.gender === null
      ? ' Tell us your gender to be judged against the line for you.'
      : forCategory.some((l) => l.background) && candidate.academicBackground === null
        ? ' Tell us your academic background to be judged against the line for you.'
        : '';
  return `${collegeName} publishes ${exam} lines only for particular groups (${audiences}), none of which is yours.${missing}`;
}

function programmesOf(lines: CutoffLine[]): Array<string | null> {
  const named = [...new Set(lines.map((l) => l.programme).filter((p): p is string => p !== null))];
  return named.length > 0 ? named : [null];
}

/**
 * Judge one college for one candidate: one judgement per programme with its own lines (XLRI BM and HRM), else
 * one. A college with no line for the candidate's exam gets a single 'no-figure' judgement.
 */
export function judgeCollege(college: PredictorCollege, candidate: Candidate): Judgement[] {
  const exam = candidate.exam.toUpperCase();
  const examLines = college.lines.filter((l) => l.exam.toUpperCase() === exam);
  const base = { collegeId: college.id, collegeName: college.name, state: college.state };
  if (examLines.length === 0) {
    const others = [...new Set(college.lines.map((l) => l.exam.toUpperCase()))];
    const also = others.length > 0 ? ` (it publishes figures for ${others.join(', ')} only)` : '';
    return [
      {
        ...base,
        programme: null,
        band: 'no-figure',
        line: null,
        floor: null,
        gap: null,
        reason: `${college.name} has no published ${exam} figure${also}, so we do not place it in a band.`,
        notes: [],
      },
    ];
  }
  return programmesOf(examLines).map((programme) => {
    const lines = examLines.filter((l) => l.programme === null || l.programme === programme);
    return { ...base, programme, ...judgeLines(college.name, lines, candidate) };
  });
}

type Outcome = Pick<Judgement, 'band' | 'line' | 'floor' | 'gap' | 'reason' | 'notes'>;

function judgeLines(collegeName: string, lines: CutoffLine[], candidate: Candidate): Outcome {
  const usable = lines.filter((l) => appliesTo(l, candidate) && candidateValue(candidate, l.measure) !== null);
  if (usable.length === 0)
    return {
      band: 'no-figure',
      line: null,
      floor: null,
      gap: null,
      reason: noFigureReason(collegeName, lines, candidate),
      notes: [],
    };

  const floorLine = bestLine(usable.filter((l) => l.kind === 'official-minimum'));
  const estimateLine = bestLine(usable.filter((l) => l.kind !== 'official-minimum'));
  const notes: string[] = [];
  const audienceNote = (l: CutoffLine) => {
    if (l.categories === 'all') notes.push(`The ${CUTOFF_KIND_LABELS[l.kind]} is published as one figure for every category.`);
    if (l.gender || l.background) notes.push(`The ${CUTOFF_KIND_LABELS[l.kind]} is for ${lineAudience(l)}.`);
    if (candidate.gender === null)
      for (const r of l.relaxations)
        notes.push(
          `The ${CUTOFF_KIND_LABELS[l.kind]} is ${formatFigure(r.points)} lower for ${GENDER_PLURAL[r.gender]}, as published; tell us your gender if that applies to you.`,
        );
  };

  let floor: AppliedLine | null = null;
  if (floorLine) {
    floor = applyLine(floorLine, candidate);
    const value = candidateValue(candidate, floorLine.measure) as number;
    const check = checkFloor(value, floor, candidate);
    audienceNote(floorLine);
    if (check.shortfall) return { ...check.shortfall, line: floor, floor: null, notes };
    if (estimateLine) notes.push(check.cleared);
    notes.push(...check.notes);
  }

  if (estimateLine) {
    const applied = applyLine(estimateLine, candidate);
    const verdict = judgeAgainstEstimate(candidateValue(candidate, estimateLine.measure) as number, applied);
    audienceNote(estimateLine);
    return { ...verdict, line: applied, floor, notes };
  }

  // Only a minimum: eligible for a call, nothing says how likely one is.
  const applied = floor as AppliedLine;
  const value = candidateValue(candidate, applied.line.measure) as number;
  const gap = roundFigure((hundredths(value) - hundredths(applied.effectiveValue)) / 100);
  const cleared = gap === 0 ? 'meets' : 'clears';
  return {
    band: 'possible',
    gap,
    line: applied,
    floor: null,
    reason: `${candidateFigure(applied.line.measure, value)} ${cleared} the official minimum of ${lineFigure(applied)} ${lineCitation(applied.line)}; a minimum makes you eligible for a call, not sure of one, and no estimate of actual calls is published, so at most possible.`,
    notes,
  };
}
