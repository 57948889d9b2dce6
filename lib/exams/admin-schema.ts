import { z } from 'zod';
import { checkbox, optionalDate, optionalNumber, optionalText, optionalUrl, requiredText } from '@/lib/content/form-input';
import { SLUG_MESSAGE } from '@/lib/content/slug';
import type { Json } from '@/lib/database.types';
import { SLUG_PATTERN } from '@/lib/routing/params';
import { collectRows } from './admin-rows';
import { EXAM_DIFFICULTIES } from './difficulty';

/*
 * The exam form of the back-office: every field the public exam pages show, checked before anything is written.
 * Field names are the exams table's column names; sections and sources are repeating rows (admin-rows.ts).
 */

export const EXAM_MESSAGES = {
  name: 'Enter the exam’s short name (for example CAT).',
  number: 'Enter a whole number.',
  applicants: 'Enter the applicant count as a whole number (0 or more), or leave it empty if none is published.',
  date: 'Enter a date as YYYY-MM-DD.',
  url: 'Enter a web address starting with http:// or https://.',
  registration: 'Registration cannot end before it starts.',
  difficulty: 'Choose High, Medium or Easy, or leave it unrated.',
  pattern: 'Write the pattern facts as a JSON object, e.g. {"sectional_timing": true}.',
  patternValue: 'Each pattern fact must be text, a number, true/false or a list of texts.',
  sectionName: (n: number) => `Section ${n}: enter its name.`,
  sectionNumber: (n: number) => `Section ${n}: questions and minutes must be whole numbers above 0.`,
  sourceLabel: (n: number) => `Source ${n}: enter a label.`,
  sourceUrl: (n: number) => `Source ${n}: the address must start with http:// or https://.`,
  applicantsSource: 'Say where the applicant count was published.',
} as const;

export const SECTION_KEYS = ['name', 'short', 'questions', 'minutes', 'part', 'note'] as const;
export const SOURCE_KEYS = ['label', 'url', 'note'] as const;

export interface ExamSectionValue {
  name: string;
  short?: string;
  questions?: number;
  minutes?: number;
  part?: string;
  note?: string;
}
export interface ExamSourceValue {
  label: string;
  url?: string;
  note?: string;
}

const positiveInt = (message: string) => optionalNumber({ min: 1, integer: true, message });
const date = optionalDate(EXAM_MESSAGES.date);

/** Keeps only the cells an editor filled, so the stored JSON holds no empty strings. */
function filled<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== '' && v !== undefined)) as T;
}

function wholeNumber(text: string): number | undefined | null {
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
}

const sections = z.unknown().transform((raw, ctx): ExamSectionValue[] => {
  const rows = collectRows(raw, 'section', SECTION_KEYS);
  return rows.map((row, i) => {
    if (!row.name) ctx.addIssue({ code: 'custom', message: EXAM_MESSAGES.sectionName(i + 1) });
    const questions = wholeNumber(row.questions);
    const minutes = wholeNumber(row.minutes);
    if (questions === null || minutes === null) ctx.addIssue({ code: 'custom', message: EXAM_MESSAGES.sectionNumber(i + 1) });
    return filled({ ...row, questions: questions ?? undefined, minutes: minutes ?? undefined });
  });
});

const sources = z.unknown().transform((raw, ctx): ExamSourceValue[] => {
  const rows = collectRows(raw, 'source', SOURCE_KEYS);
  return rows.map((row, i) => {
    if (!row.label) ctx.addIssue({ code: 'custom', message: EXAM_MESSAGES.sourceLabel(i + 1) });
    if (row.url && !/^https?:\/\/\S+$/i.test(row.url)) ctx.addIssue({ code: 'custom', message: EXAM_MESSAGES.sourceUrl(i + 1) });
    return filled(row);
  });
});

const patternValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

/** The free-form pattern facts as a JSON object; blank is no facts. */
const pattern = z
  .string()
  .optional()
  .transform((text, ctx): { [key: string]: Json } => {
    if (!text?.trim()) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: EXAM_MESSAGES.pattern });
      return z.NEVER;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: EXAM_MESSAGES.pattern });
      return z.NEVER;
    }
    if (!Object.values(parsed).every((v) => patternValue.safeParse(v).success)) {
      ctx.addIssue({ code: 'custom', message: EXAM_MESSAGES.patternValue });
      return z.NEVER;
    }
    return parsed as { [key: string]: Json };
  });

/** One tip per line (tips contain commas, so lines only). */
const lines = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );

const slug = z
  .string()
  .optional()
  .transform((text) => text?.trim().toLowerCase() ?? '')
  .refine((text) => text === '' || (text.length <= 80 && SLUG_PATTERN.test(text)), SLUG_MESSAGE);

const difficulty = z
  .string()
  .optional()
  .transform((text) => text?.trim() ?? '')
  .refine((text) => text === '' || (EXAM_DIFFICULTIES as readonly string[]).includes(text), EXAM_MESSAGES.difficulty)
  .transform((text) => text || null);

const examFields = z.object({
  name: requiredText(EXAM_MESSAGES.name, 40),
  slug,
  full_name: optionalText(200),
  description: optionalText(2000),
  conducting_body: optionalText(200),
  difficulty,
  applicants: optionalNumber({ min: 0, integer: true, message: EXAM_MESSAGES.applicants }),
  applicants_year: optionalText(60),
  applicants_source: optionalText(200),
  applicants_source_url: optionalUrl(EXAM_MESSAGES.url),
  section: sections,
  duration_minutes: positiveInt(EXAM_MESSAGES.number),
  total_questions: positiveInt(EXAM_MESSAGES.number),
  total_marks: positiveInt(EXAM_MESSAGES.number),
  marking_scheme: optionalText(1000),
  mode: optionalText(200),
  frequency: optionalText(200),
  exam_date: date,
  date_text: optionalText(1000),
  dates_expected: checkbox,
  registration_start: date,
  registration_end: date,
  result_date: date,
  fees: optionalText(500),
  eligibility: optionalText(2000),
  accepted_by: optionalText(500),
  website: optionalUrl(EXAM_MESSAGES.url),
  cycle_year: optionalText(60),
  pattern,
  preparation_tips: lines,
  source: sources,
  last_verified_at: date,
  is_active: checkbox,
  order_index: optionalNumber({ integer: true, min: 0, max: 10000, message: EXAM_MESSAGES.number }),
});

type ExamFields = z.output<typeof examFields>;

/** Cross-field rules: registration runs forwards, and a count without its source is not shown as published. */
function checkExam(values: ExamFields, ctx: z.RefinementCtx) {
  if (values.registration_start && values.registration_end && values.registration_start > values.registration_end) {
    ctx.addIssue({ code: 'custom', path: ['registration_end'], message: EXAM_MESSAGES.registration });
  }
  if (values.applicants !== null && !values.applicants_source) {
    ctx.addIssue({ code: 'custom', path: ['applicants_source'], message: EXAM_MESSAGES.applicantsSource });
  }
}

/**
 * The sections and sources arrive as many `section_*_n` / `source_*_n` fields; they are gathered under
 * `section` and `source` so their messages land under the rows editor.
 */
function gatherRows(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  return { ...raw, section: raw, source: raw };
}

export const examInput = z.preprocess(gatherRows, examFields.superRefine(checkExam));
export const examUpdateInput = z.preprocess(gatherRows, examFields.extend({ id: z.uuid() }).superRefine(checkExam));
export const examDeleteInput = z.object({ id: z.uuid() });

export type ExamInput = z.input<typeof examFields>;
export type ExamUpdateInput = ExamInput & { id: string };
export type ExamValues = ExamFields;

/** The exams row a form's values write; the slug is decided by the action (given, or made from the name). */
export function examRow(values: ExamValues, slugValue: string) {
  const { section, source, slug: _slug, order_index, ...columns } = values;
  return {
    ...columns,
    slug: slugValue,
    sections: section as unknown as Json,
    sources: source as unknown as Json,
    order_index: order_index ?? 0,
  };
}
