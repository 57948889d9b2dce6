import type { z } from 'zod';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { candidateSchema } from './candidate';
import { ACADEMIC_BACKGROUNDS, GENDERS, type AcademicBackground, type Band, type Candidate, type Gender } from './types';

/*
 * /predictor's URL to the candidate and back. The page's form is a GET form, so its field names are the URL's parameter
 * names and a result is a shareable address. Parsing never throws: a malformed optional value (an unknown gender)
 * reads as absent; a malformed figure the visitor typed is kept as typed and refused with candidateSchema's
 * message next to its field, so nothing is lost. predictorQuery writes the short canonical query (no empty
 * fields), and parsing it gives back the same candidate.
 */

/** The CAT sections the form asks for (sectional minimums and IIM Bangalore's composite use them). */
export const PREDICTOR_SECTIONS = ['VARC', 'DILR', 'QA'] as const;
export type PredictorSection = (typeof PREDICTOR_SECTIONS)[number];

const NUMBER_FIELDS = ['percentile', 'score', 'experience', 'class10', 'class12', 'graduation', 'varc', 'dilr', 'qa'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

export type PredictorFieldName = 'exam' | 'category' | 'gender' | 'background' | 'state' | NumberField;

/** What the form shows back: every field as the visitor gave it. */
export interface PredictorFormValues {
  exam: string;
  category: string;
  gender: string;
  background: string;
  states: string[];
  percentile: string;
  score: string;
  experience: string;
  class10: string;
  class12: string;
  graduation: string;
  varc: string;
  dilr: string;
  qa: string;
}

export interface PredictorForm {
  /** True once the visitor has sent the form (any of exam, figure or category given). */
  submitted: boolean;
  values: PredictorFormValues;
  /** The valid candidate, or null when nothing was sent or something was refused. */
  candidate: Candidate | null;
  /** candidateSchema's messages, by the form field they belong to. */
  errors: Partial<Record<PredictorFieldName, string>>;
}

const MAX_STATES = 40;
const STATE_PATTERN = /^[\p{L}][\p{L} .&'()-]{0,59}$/u;
const EXAM_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,19}$/;
const NUMBER_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** Which form field a candidateSchema issue belongs to. */
const FIELD_OF_PATH: Record<string, PredictorFieldName> = {
  exam: 'exam',
  percentile: 'percentile',
  score: 'score',
  category: 'category',
  gender: 'gender',
  workExperienceMonths: 'experience',
  academicBackground: 'background',
  class10Percent: 'class10',
  class12Percent: 'class12',
  graduationPercent: 'graduation',
  preferredStates: 'state',
  'sectionalPercentiles.VARC': 'varc',
  'sectionalPercentiles.DILR': 'dilr',
  'sectionalPercentiles.QA': 'qa',
};

function read(raw: RawSearchParams | URLSearchParams, key: string): string {
  if (raw instanceof URLSearchParams) {
    const value = raw.get(key);
    return value !== null && firstParam(value) !== undefined ? value.trim().slice(0, 100) : '';
  }
  return (firstParam(raw[key]) ?? '').trim().slice(0, 100);
}

function readAll(raw: RawSearchParams | URLSearchParams, key: string): string[] {
  const all = raw instanceof URLSearchParams ? raw.getAll(key) : [raw[key] ?? []].flat();
  const states: string[] = [];
  for (const value of all) {
    const state = firstParam(value)?.trim().replace(/\s+/g, ' ');
    if (state && STATE_PATTERN.test(state) && !states.includes(state)) states.push(state);
    if (states.length === MAX_STATES) break;
  }
  return states;
}

/** A typed figure: empty → null; a number → the number; anything else → the text itself, which the schema refuses. */
function figure(text: string): number | string | null {
  if (text === '') return null;
  const cleaned = text.replace(/%$/, '').trim();
  return NUMBER_PATTERN.test(cleaned) && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | null =>
  (list as readonly string[]).includes(value) ? (value as T) : null;

/** The form's values from the URL (or a query string's parameters), validated into a candidate where possible. */
export function parsePredictorParams(raw: RawSearchParams | URLSearchParams): PredictorForm {
  const values: PredictorFormValues = {
    exam: read(raw, 'exam').toUpperCase(),
    category: read(raw, 'category'),
    gender: read(raw, 'gender'),
    background: read(raw, 'background'),
    states: readAll(raw, 'state'),
    percentile: '',
    score: '',
    experience: '',
    class10: '',
    class12: '',
    graduation: '',
    varc: '',
    dilr: '',
    qa: '',
  };
  for (const field of NUMBER_FIELDS) values[field] = read(raw, field);
  // Optional choices the form offers from a list: anything else reads as not given.
  const gender: Gender | null = oneOf(GENDERS, values.gender);
  const background: AcademicBackground | null = oneOf(ACADEMIC_BACKGROUNDS, values.background);
  values.gender = gender ?? '';
  values.background = background ?? '';

  const submitted = [values.exam, values.percentile, values.score, values.category].some((v) => v !== '');
  if (!submitted) return { submitted, values, candidate: null, errors: {} };

  const errors: PredictorForm['errors'] = {};
  if (values.exam !== '' && !EXAM_PATTERN.test(values.exam)) errors.exam = 'Choose your exam.';

  const sectionalPercentiles: Record<string, number | string> = {};
  for (const section of PREDICTOR_SECTIONS) {
    const value = figure(values[section.toLowerCase() as Lowercase<PredictorSection>]);
    if (value !== null) sectionalPercentiles[section] = value;
  }
  const parsed = candidateSchema.safeParse({
    exam: EXAM_PATTERN.test(values.exam) ? values.exam : '',
    percentile: figure(values.percentile),
    score: figure(values.score),
    sectionalPercentiles,
    category: values.category === '' ? undefined : values.category,
    gender,
    workExperienceMonths: figure(values.experience),
    academicBackground: background,
    class10Percent: figure(values.class10),
    class12Percent: figure(values.class12),
    graduationPercent: figure(values.graduation),
    preferredStates: values.states,
  });
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error), errors);
  if (Object.keys(errors).length > 0 || !parsed.success) return { submitted, values, candidate: null, errors };
  return { submitted, values, candidate: parsed.data, errors };
}

function fieldErrors(error: z.ZodError): PredictorForm['errors'] {
  const out: PredictorForm['errors'] = {};
  for (const issue of error.issues) {
    const field = FIELD_OF_PATH[issue.path.map(String).join('.')] ?? FIELD_OF_PATH[String(issue.path[0])];
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

/** The canonical query for a candidate: only what was given, in the form's order. */
export function predictorQuery(candidate: Candidate): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') query.append(key, String(value));
  };
  put('exam', candidate.exam);
  put('percentile', candidate.percentile);
  put('score', candidate.score);
  put('category', candidate.category);
  put('gender', candidate.gender);
  put('experience', candidate.workExperienceMonths);
  put('background', candidate.academicBackground);
  for (const state of candidate.preferredStates) put('state', state);
  put('class10', candidate.class10Percent);
  put('class12', candidate.class12Percent);
  put('graduation', candidate.graduationPercent);
  for (const section of PREDICTOR_SECTIONS) put(section.toLowerCase(), candidate.sectionalPercentiles[section]);
  return query.toString();
}

export function predictorHref(candidate: Candidate): string {
  return `/predictor?${predictorQuery(candidate)}`;
}

/** The query exactly as it came, in its own order, to compare with the canonical one. */
export function rawQuery(raw: RawSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of [value ?? []].flat()) query.append(key, v);
  return query.toString();
}

const GENDER_WORDS: Record<Gender, string> = { woman: 'woman', man: 'man', other: 'another gender' };

/** The inputs in words, one per line, for the consultation request a counsellor reads. */
export function candidateSummary(candidate: Candidate): string[] {
  const sectionals = PREDICTOR_SECTIONS.filter((s) => candidate.sectionalPercentiles[s] !== undefined).map(
    (s) => `${s} ${candidate.sectionalPercentiles[s]}`,
  );
  return [
    `Exam: ${candidate.exam}${candidate.percentile !== null ? `, percentile ${candidate.percentile}` : ''}${candidate.score !== null ? `, score ${candidate.score}` : ''}`,
    sectionals.length ? `Sectional percentiles: ${sectionals.join(', ')}` : null,
    `Category: ${candidate.category}`,
    candidate.gender ? `Gender: ${GENDER_WORDS[candidate.gender]}` : null,
    candidate.workExperienceMonths !== null ? `Work experience: ${candidate.workExperienceMonths} months` : null,
    candidate.academicBackground ? `Academic background: ${candidate.academicBackground}` : null,
    candidate.class10Percent !== null ? `Class 10: ${candidate.class10Percent} %` : null,
    candidate.class12Percent !== null ? `Class 12: ${candidate.class12Percent} %` : null,
    candidate.graduationPercent !== null ? `Graduation: ${candidate.graduationPercent} %` : null,
    candidate.preferredStates.length ? `Preferred states: ${candidate.preferredStates.join(', ')}` : null,
  ].filter((line): line is string => line !== null);
}

/** The result in one sentence: "CAT percentile 92, General: 3 likely, 5 possible, 2 reach; 40 with no published figure." */
export function resultSummary(candidate: Candidate, counts: Record<Band, number>): string {
  const figures = [
    candidate.percentile !== null ? `percentile ${candidate.percentile}` : null,
    candidate.score !== null ? `score ${candidate.score}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const apart = [
    counts.unlikely ? `${counts.unlikely} unlikely` : null,
    counts['not-eligible'] ? `${counts['not-eligible']} not eligible` : null,
    `${counts['no-figure']} with no published figure`,
  ].filter(Boolean);
  return `${candidate.exam} ${figures}, ${candidate.category}: ${counts.likely} likely, ${counts.possible} possible, ${counts.reach} reach; ${apart.join(', ')}.`;
}

/** The consultation form's address, with the predictor's inputs for the request to carry. */
export function predictorConsultationHref(candidate: Candidate): string {
  const query = new URLSearchParams({
    type: 'consultation',
    exam: candidate.exam.toLowerCase(),
    predictor: predictorQuery(candidate),
  });
  return `/contact?${query.toString()}`;
}

/** The consultation message a predictor link pre-fills, or null when the value holds no valid inputs. */
export function predictorConsultationMessage(predictor: string | undefined, absolute: (path: string) => string): string | null {
  if (!predictor) return null;
  const { candidate } = parsePredictorParams(new URLSearchParams(predictor));
  if (!candidate) return null;
  return [
    'Please help me plan my applications. My inputs in the MBA Disha score predictor:',
    ...candidateSummary(candidate),
    `My shortlist: ${absolute(predictorHref(candidate))}`,
  ].join('\n');
}
