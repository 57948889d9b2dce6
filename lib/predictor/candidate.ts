import { z } from 'zod';
import { ACADEMIC_BACKGROUNDS, CATEGORIES, GENDERS, type Candidate } from './types';

/*
 * The visitor's inputs as the predictor page validates them (one schema for the form and the server). A
 * percentile or a score is required; everything else is optional and changes a band only where a published rule
 * uses it (explain.ts says which).
 */

export const CANDIDATE_MESSAGES = {
  exam: 'Choose your exam.',
  figure: 'Enter your percentile or your score.',
  percentile: 'A percentile lies between 0 and 100.',
  score: 'Enter your score as a number.',
  category: 'Choose your category.',
  percent: 'Enter marks as a percentage from 0 to 100.',
  months: 'Enter work experience in whole months (0–600).',
  section: 'Section names are letters, such as VARC, DILR or QA.',
} as const;

const percentile = z
  .number({ error: CANDIDATE_MESSAGES.percentile })
  .min(0, CANDIDATE_MESSAGES.percentile)
  .max(100, CANDIDATE_MESSAGES.percentile);
const score = z.number({ error: CANDIDATE_MESSAGES.score }).finite({ error: CANDIDATE_MESSAGES.score });
const percent = z
  .number({ error: CANDIDATE_MESSAGES.percent })
  .min(0, CANDIDATE_MESSAGES.percent)
  .max(100, CANDIDATE_MESSAGES.percent);
const sectionKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z-]{0,19}$/, CANDIDATE_MESSAGES.section)
  .transform((v) => v.toUpperCase());

export const candidateSchema = z
  .object({
    exam: z
      .string()
      .trim()
      .min(1, CANDIDATE_MESSAGES.exam)
      .max(40, CANDIDATE_MESSAGES.exam)
      .transform((v) => v.toUpperCase()),
    percentile: percentile.nullable().default(null),
    score: score.nullable().default(null),
    sectionalPercentiles: z.record(sectionKey, percentile).default({}),
    sectionalScores: z.record(sectionKey, score).default({}),
    category: z.enum(CATEGORIES, { error: CANDIDATE_MESSAGES.category }),
    gender: z.enum(GENDERS).nullable().default(null),
    workExperienceMonths: z
      .number({ error: CANDIDATE_MESSAGES.months })
      .int(CANDIDATE_MESSAGES.months)
      .min(0, CANDIDATE_MESSAGES.months)
      .max(600, CANDIDATE_MESSAGES.months)
      .nullable()
      .default(null),
    academicBackground: z.enum(ACADEMIC_BACKGROUNDS).nullable().default(null),
    class10Percent: percent.nullable().default(null),
    class12Percent: percent.nullable().default(null),
    graduationPercent: percent.nullable().default(null),
    preferredStates: z.array(z.string().trim().min(1).max(60)).max(40).default([]),
  })
  .refine((c) => c.percentile !== null || c.score !== null, {
    message: CANDIDATE_MESSAGES.figure,
    path: ['percentile'],
  });

const _sameShape: (parsed: z.output<typeof candidateSchema>) => Candidate = (parsed) => parsed;
void _sameShape;
