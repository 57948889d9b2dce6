import { z } from 'zod';
import { checkbox, optionalNumber, optionalText, requiredText } from '@/lib/content/form-input';
import { SLUG_MESSAGE } from '@/lib/content/slug';
import type { PassageKind } from '@/lib/data/mock-tests/paper';
import { CheckValues } from '@/lib/database.types';
import { collectRows } from '@/lib/exams/admin-rows';
import { EXAM_DIFFICULTIES } from '@/lib/exams/difficulty';
import { SLUG_PATTERN } from '@/lib/routing/params';
import type { MockTestKind } from './catalogue';
import type { QuestionType, ScoringScheme } from './scoring';
import type { SectionOrder } from './sections';
import { MOCK_TEST_TOPIC_NAMES } from './topics';

/*
 * The back-office's mock-test forms: the test itself, a passage or DI/LR set, and a question. One schema per form
 * serves the server action and the form's messages. Field names are the tables' column names; a test's sections
 * are repeating rows (`section_name_0`, `section_minutes_0`), and a question's options are option_A … option_E.
 */

// Each choice's words, keyed by the values the columns' check constraints allow, so a value the database adds
// cannot be missing from a form.
export const MOCK_TEST_KINDS = { full_length: 'Full-length', sectional: 'Sectional' } as const satisfies Record<
  MockTestKind,
  string
>;
export const SCORING_SCHEME_LABELS = {
  cat: 'CAT: +3 / −1, no negative on TITA',
  xat: 'XAT: +1 / −0.25, −0.10 per blank beyond 8',
  nmat: 'NMAT: +3, no negative marking',
  snap: 'SNAP: +1 / −0.25',
  mat: 'MAT: +1 / −0.25',
} as const satisfies Record<ScoringScheme, string>;
export const SECTION_ORDERS = {
  fixed: 'Fixed: sections in order, each timed, no going back',
  candidate: 'Candidate picks the order, each section timed',
  free: 'Free: one clock, every section open',
} as const satisfies Record<SectionOrder, string>;
export const PASSAGE_KINDS = { passage: 'Reading passage', set: 'DI/LR set' } as const satisfies Record<PassageKind, string>;
export const QUESTION_TYPE_LABELS = {
  mcq: 'MCQ (choose an option)',
  tita: 'TITA (type in the answer)',
} as const satisfies Record<QuestionType, string>;
export const QUESTION_DIFFICULTIES = CheckValues.public.mock_test_questions.difficulty;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

export const MOCK_TEST_MESSAGES = {
  title: 'Enter the test’s title.',
  duration: 'Enter the duration in minutes, a whole number from 1 to 600.',
  price: 'Enter the price in rupees (0 or more).',
  paidPrice: 'A paid test needs a price above ₹0; tick “Free” otherwise.',
  choose: 'Choose one of the listed values.',
  exam: 'Choose an exam from the list.',
  sectionsNone: 'Add at least one section.',
  sectionName: (n: number) => `Section ${n}: enter its name.`,
  sectionRepeat: (n: number) => `Section ${n}: another section already has this name.`,
  sectionMinutes: (n: number) => `Section ${n}: enter its minutes, a whole number above 0.`,
  sectionFreeMinutes: 'With one clock for the whole test (free order), sections have no minutes of their own: leave them empty.',
  sectionTotal: (sum: number, duration: number) =>
    `The sections’ minutes add up to ${sum}, but the test lasts ${duration}: make them equal.`,
  passageTitle: 'Enter a title (up to 200 characters).',
  passageBody: 'Enter the passage or the set’s data.',
  section: 'Choose one of the test’s sections.',
  questionText: 'Enter the question.',
  topic: 'Choose a topic from the list.',
  options: 'An MCQ needs at least two options, filled from A without gaps.',
  mcqAnswer: 'The answer must be the letter of one of the filled options.',
  titaAnswer: 'Type the expected answer (up to 50 characters).',
  answerRequired: 'This test is published: every question needs its answer.',
  explanationRequired: 'This test is published: every question needs an explanation.',
} as const;

const oneOf = <T extends Record<string, string>>(values: T, message: string = MOCK_TEST_MESSAGES.choose) =>
  z
    .string({ error: message })
    .refine((v): v is Extract<keyof T, string> => Object.hasOwn(values, v), message)
    .transform((v) => v as Extract<keyof T, string>);

const slug = z
  .string()
  .optional()
  .transform((text) => text?.trim().toLowerCase() ?? '')
  .refine((text) => text === '' || (text.length <= 80 && SLUG_PATTERN.test(text)), SLUG_MESSAGE);

const optionalId = (message: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? '')
    .refine((v) => v === '' || z.uuid().safeParse(v).success, message)
    .transform((v) => v || null);

export interface SectionValue {
  name: string;
  minutes: number | null;
}

function wholeMinutes(text: string): number | null | undefined {
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n <= 600 ? n : null;
}

const sections = z.unknown().transform((raw, ctx): SectionValue[] => {
  const rows = collectRows(raw, 'section', ['name', 'minutes'] as const);
  if (rows.length === 0) ctx.addIssue({ code: 'custom', message: MOCK_TEST_MESSAGES.sectionsNone });
  const seen = new Set<string>();
  return rows.map((row, i) => {
    if (!row.name || row.name.length > 60) ctx.addIssue({ code: 'custom', message: MOCK_TEST_MESSAGES.sectionName(i + 1) });
    else if (seen.has(row.name.toLowerCase())) ctx.addIssue({ code: 'custom', message: MOCK_TEST_MESSAGES.sectionRepeat(i + 1) });
    seen.add(row.name.toLowerCase());
    const minutes = wholeMinutes(row.minutes);
    if (minutes === null) ctx.addIssue({ code: 'custom', message: MOCK_TEST_MESSAGES.sectionMinutes(i + 1) });
    return { name: row.name, minutes: minutes ?? null };
  });
});

const testFields = z.object({
  title: requiredText(MOCK_TEST_MESSAGES.title, 200),
  slug,
  description: optionalText(2000),
  exam_id: optionalId(MOCK_TEST_MESSAGES.exam),
  kind: oneOf(MOCK_TEST_KINDS),
  scoring_scheme: oneOf(SCORING_SCHEME_LABELS),
  section_order: oneOf(SECTION_ORDERS),
  has_calculator: checkbox,
  difficulty: z.enum(EXAM_DIFFICULTIES, { error: MOCK_TEST_MESSAGES.choose }),
  duration_minutes: optionalNumber({ min: 1, max: 600, integer: true, message: MOCK_TEST_MESSAGES.duration }),
  instructions: optionalText(10000),
  is_free: checkbox,
  price: optionalNumber({ min: 0, max: 100000, message: MOCK_TEST_MESSAGES.price }),
  section: sections,
});

type TestFields = z.output<typeof testFields>;

/** Cross-field rules: a duration, a price for a paid test, and section minutes that match the order chosen. */
function checkTest(values: TestFields, ctx: z.RefinementCtx) {
  if (values.duration_minutes === null) {
    ctx.addIssue({ code: 'custom', path: ['duration_minutes'], message: MOCK_TEST_MESSAGES.duration });
  }
  if (!values.is_free && !(values.price && values.price > 0)) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: MOCK_TEST_MESSAGES.paidPrice });
  }
  if (values.section_order === 'free') {
    if (values.section.some((s) => s.minutes !== null)) {
      ctx.addIssue({ code: 'custom', path: ['section'], message: MOCK_TEST_MESSAGES.sectionFreeMinutes });
    }
    return;
  }
  values.section.forEach((s, i) => {
    if (s.minutes === null && s.name) {
      ctx.addIssue({ code: 'custom', path: ['section'], message: MOCK_TEST_MESSAGES.sectionMinutes(i + 1) });
    }
  });
  const sum = values.section.reduce((total, s) => total + (s.minutes ?? 0), 0);
  if (values.duration_minutes && values.section.every((s) => s.minutes !== null) && sum !== values.duration_minutes) {
    ctx.addIssue({ code: 'custom', path: ['section'], message: MOCK_TEST_MESSAGES.sectionTotal(sum, values.duration_minutes) });
  }
}

/** The section rows arrive as many `section_*_n` fields, gathered under `section` so their messages land there. */
function gatherRows(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  return { ...raw, section: raw };
}

export const mockTestInput = z.preprocess(gatherRows, testFields.superRefine(checkTest));
export const mockTestUpdateInput = z.preprocess(gatherRows, testFields.extend({ id: z.uuid() }).superRefine(checkTest));
export const idInput = z.object({ id: z.uuid() });

export type MockTestInput = z.input<typeof testFields>;
export type MockTestValues = TestFields & { duration_minutes: number };

export const passageInput = z.object({
  id: z.uuid().optional(),
  mock_test_id: z.uuid(),
  section: requiredText(MOCK_TEST_MESSAGES.section, 60),
  kind: oneOf(PASSAGE_KINDS),
  title: requiredText(MOCK_TEST_MESSAGES.passageTitle, 200),
  body: requiredText(MOCK_TEST_MESSAGES.passageBody, 20000),
});
export type PassageInput = z.input<typeof passageInput>;
export type PassageValues = z.output<typeof passageInput>;

const optionFields = Object.fromEntries(OPTION_KEYS.map((key) => [`option_${key}`, optionalText(2000)])) as Record<
  `option_${OptionKey}`,
  ReturnType<typeof optionalText>
>;

const questionFields = z.object({
  id: z.uuid().optional(),
  mock_test_id: z.uuid(),
  section: requiredText(MOCK_TEST_MESSAGES.section, 60),
  question_type: oneOf(QUESTION_TYPE_LABELS),
  passage_id: optionalId(MOCK_TEST_MESSAGES.choose),
  question_text: requiredText(MOCK_TEST_MESSAGES.questionText, 10000),
  ...optionFields,
  correct_answer: optionalText(50),
  explanation: optionalText(10000),
  topic: z.enum(MOCK_TEST_TOPIC_NAMES as [string, ...string[]], { error: MOCK_TEST_MESSAGES.topic }),
  difficulty: z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? '')
    .refine((v) => v === '' || (QUESTION_DIFFICULTIES as readonly string[]).includes(v), MOCK_TEST_MESSAGES.choose)
    .transform((v) => v || null),
});
type QuestionFields = z.output<typeof questionFields>;

/** The options an MCQ has: filled from A with no gap; a TITA question has none. */
export function filledOptions(values: QuestionFields): { key: OptionKey; text: string }[] {
  const out: { key: OptionKey; text: string }[] = [];
  for (const key of OPTION_KEYS) {
    const text = values[`option_${key}`];
    if (text) out.push({ key, text });
  }
  return out;
}

function checkQuestion(values: QuestionFields, ctx: z.RefinementCtx) {
  if (values.question_type === 'tita') return;
  const options = filledOptions(values);
  const gapless = options.every((o, i) => o.key === OPTION_KEYS[i]);
  if (options.length < 2 || !gapless) ctx.addIssue({ code: 'custom', path: ['option_A'], message: MOCK_TEST_MESSAGES.options });
  const answer = values.correct_answer?.toUpperCase();
  if (answer && !options.some((o) => o.key === answer)) {
    ctx.addIssue({ code: 'custom', path: ['correct_answer'], message: MOCK_TEST_MESSAGES.mcqAnswer });
  }
}

export const questionInput = questionFields.superRefine(checkQuestion);
export type QuestionInput = z.input<typeof questionFields>;
export type QuestionValues = QuestionFields;
