import { z } from 'zod';
import { EXAMS } from '@/lib/colleges/search-params';
import { checkbox, optionalDate, optionalNumber, optionalText, optionalUrl, requiredText } from '@/lib/content/form-input';
import { SLUG_MESSAGE } from '@/lib/content/slug';
import { CheckValues } from '@/lib/database.types';
import { SLUG_PATTERN } from '@/lib/routing/params';
import { INDIAN_STATES } from './filters';

/*
 * The scholarship form of the back-office: every field the public list and the college pages show. Field names
 * are the scholarships table's column names.
 */

export const PROVIDER_TYPES = CheckValues.public.scholarships.provider_type;

export const SCHOLARSHIP_MESSAGES = {
  name: 'Enter the scholarship’s name.',
  provider: 'Enter who awards it.',
  providerType: 'Choose a provider type from the list.',
  college: 'Choose a college from the list.',
  amount: 'Enter an amount in rupees (0 or more), or leave it empty if none is published.',
  amountOrder: 'The maximum cannot be below the minimum.',
  date: 'Enter a date as YYYY-MM-DD.',
  url: 'Enter a web address starting with http:// or https://.',
  deadlineOrder: 'The deadline cannot be before applications open.',
  exams: (unknown: string) => `Unknown exam: ${unknown}. Use ${EXAMS.join(', ')}.`,
  states: (unknown: string) => `Unknown state: ${unknown}. Write states as in the list, e.g. Maharashtra, Tamil Nadu.`,
  source: 'Give the page that published this scholarship, so readers can check it.',
} as const;

const date = optionalDate(SCHOLARSHIP_MESSAGES.date);
const rupees = optionalNumber({ min: 0, max: 1e10, message: SCHOLARSHIP_MESSAGES.amount });

/** Words separated by commas or new lines, each matched case-insensitively against a fixed list. */
function listOf<T extends string>(values: readonly T[], message: (unknown: string) => string) {
  return z
    .string()
    .optional()
    .transform((text, ctx): T[] => {
      const out: T[] = [];
      for (const word of (text ?? '')
        .split(/[,\n]/)
        .map((w) => w.trim())
        .filter(Boolean)) {
        const match = values.find((v) => v.toLowerCase() === word.toLowerCase());
        if (!match) ctx.addIssue({ code: 'custom', message: message(word) });
        else if (!out.includes(match)) out.push(match);
      }
      return out;
    });
}

const slug = z
  .string()
  .optional()
  .transform((text) => text?.trim().toLowerCase() ?? '')
  .refine((text) => text === '' || (text.length <= 80 && SLUG_PATTERN.test(text)), SLUG_MESSAGE);

const oneOfOrNull = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .optional()
    .transform((text) => text?.trim() ?? '')
    .refine((text) => text === '' || (values as readonly string[]).includes(text), message)
    .transform((text) => (text || null) as T | null);

const collegeId = z
  .string()
  .optional()
  .transform((text) => text?.trim() ?? '')
  .refine((text) => text === '' || z.uuid().safeParse(text).success, SCHOLARSHIP_MESSAGES.college)
  .transform((text) => text || null);

const targetGroups = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(/[,\n]/)
      .map((w) => w.trim())
      .filter(Boolean)
      .slice(0, 20),
  );

const scholarshipFields = z.object({
  name: requiredText(SCHOLARSHIP_MESSAGES.name, 200),
  slug,
  provider: requiredText(SCHOLARSHIP_MESSAGES.provider, 200),
  provider_type: oneOfOrNull(PROVIDER_TYPES, SCHOLARSHIP_MESSAGES.providerType),
  college_id: collegeId,
  description: optionalText(3000),
  amount_text: optionalText(300),
  amount_min: rupees,
  amount_max: rupees,
  category: optionalText(100),
  target_groups: targetGroups,
  exams: listOf(EXAMS, SCHOLARSHIP_MESSAGES.exams),
  states: listOf(INDIAN_STATES, SCHOLARSHIP_MESSAGES.states),
  eligibility: optionalText(3000),
  how_to_apply: optionalText(3000),
  application_start: date,
  deadline: date,
  deadline_text: optionalText(300),
  apply_url: optionalUrl(SCHOLARSHIP_MESSAGES.url),
  source_url: optionalUrl(SCHOLARSHIP_MESSAGES.url),
  last_verified_at: date,
  is_active: checkbox,
  is_featured: checkbox,
});

type ScholarshipFields = z.output<typeof scholarshipFields>;

function checkScholarship(values: ScholarshipFields, ctx: z.RefinementCtx) {
  if (values.amount_min !== null && values.amount_max !== null && values.amount_min > values.amount_max) {
    ctx.addIssue({ code: 'custom', path: ['amount_max'], message: SCHOLARSHIP_MESSAGES.amountOrder });
  }
  if (values.application_start && values.deadline && values.application_start > values.deadline) {
    ctx.addIssue({ code: 'custom', path: ['deadline'], message: SCHOLARSHIP_MESSAGES.deadlineOrder });
  }
  if (!values.source_url) ctx.addIssue({ code: 'custom', path: ['source_url'], message: SCHOLARSHIP_MESSAGES.source });
}

export const scholarshipInput = scholarshipFields.superRefine(checkScholarship);
export const scholarshipUpdateInput = scholarshipFields.extend({ id: z.uuid() }).superRefine(checkScholarship);
export const scholarshipDeleteInput = z.object({ id: z.uuid() });

export type ScholarshipInput = z.input<typeof scholarshipFields>;
export type ScholarshipUpdateInput = ScholarshipInput & { id: string };
export type ScholarshipValues = ScholarshipFields;

/**
 * The scholarships row a form's values write. A single published amount fills both bounds, so the amount filter
 * (which reads the upper bound) finds it.
 */
export function scholarshipRow(values: ScholarshipValues, slugValue: string) {
  const { slug: _slug, ...columns } = values;
  return { ...columns, slug: slugValue, amount_max: values.amount_max ?? values.amount_min };
}
