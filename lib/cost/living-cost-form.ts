import { z } from 'zod';
import { optionalDate, optionalNumber, optionalText, requiredText } from '@/lib/content/form-input';
import { CheckValues } from '@/lib/database.types';
import type { LivingCover, LivingEstimate, LoanDefaults } from './true-cost';

/** What a living estimate may cover, in the order the forms list them (the table's CHECK list). */
export const LIVING_COVERS = CheckValues.public.city_living_costs.covers;

/*
 * The back office's forms for the cost calculator's basis (/admin/living-costs): a city's monthly living estimate
 * and the education loan defaults. A form posts strings; these check them with the message a person reads under
 * each field into the row the database takes. The rules are the tables' CHECK constraints
 * (supabase/migrations/20261207000200_living_costs.sql), so what passes here the database takes. Each cover is its
 * own checkbox (covers_food=on), because a form's repeated names reach an action as one value.
 */

export const LIVING_COST_MESSAGES = {
  city: 'Enter the city as colleges name it (e.g. Kolkata).',
  amount: 'Enter the monthly amount in whole rupees, from ₹1 to ₹5,00,000.',
  covers: 'Tick at least one thing the amount covers.',
  sourceUrl: 'Enter the source address starting with https://',
  asOf: 'Enter the date the figure is as of.',
  rate: 'Enter an interest rate from 0 to 25 % a year.',
  tenure: 'Enter a tenure in whole years, from 1 to 20.',
  grace: 'Enter the grace months after the course, from 0 to 24.',
} as const;

/** A city's estimate as the database stores it, without its id. */
export interface LivingEstimateValues {
  city: string;
  monthly_amount: number;
  covers: LivingCover[];
  source_url: string;
  as_of: string;
  note: string | null;
}

/** The loan defaults as the database stores them. */
export interface LoanDefaultsValues {
  rate_percent: number;
  tenure_years: number;
  grace_months: number;
  rate_source_url: string;
  tenure_source_url: string;
  as_of: string;
  note: string | null;
}

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;
const sourceUrl = (message: string) =>
  optionalText(1000).refine((v): v is string => v !== null && WEB_ADDRESS.test(v), { message });
const requiredDate = optionalDate(LIVING_COST_MESSAGES.asOf).refine((v): v is string => v !== null, {
  message: LIVING_COST_MESSAGES.asOf,
});
const required = <T>(schema: z.ZodType<T | null>, message: string) => schema.refine((v): v is T => v !== null, { message });

/** The checkbox field of a cover. */
export const coverField = (cover: LivingCover) => `covers_${cover}` as const;

const isCover = (value: string): value is LivingCover => (LIVING_COVERS as readonly string[]).includes(value);

/** The ticked covers, gathered into one field first so a missing one is refused beside every other field's refusal. */
const gatherCovers = (input: unknown) => {
  if (typeof input !== 'object' || input === null) return input;
  const fields = input as Record<string, unknown>;
  return { ...fields, covers: LIVING_COVERS.filter((c) => fields[coverField(c)] === 'on') };
};

export const livingEstimateFormInput = z.preprocess(
  gatherCovers,
  z
    .object({
      id: z.union([z.uuid('Unknown living estimate.'), z.literal('')]).optional(),
      city: requiredText(LIVING_COST_MESSAGES.city, 80),
      monthly_amount: required(
        optionalNumber({ min: 1, max: 500_000, integer: true, message: LIVING_COST_MESSAGES.amount }),
        LIVING_COST_MESSAGES.amount,
      ),
      covers: z.array(z.string().refine(isCover)).min(1, LIVING_COST_MESSAGES.covers),
      source_url: sourceUrl(LIVING_COST_MESSAGES.sourceUrl),
      as_of: requiredDate,
      note: optionalText(500),
    })
    .transform((form): { id: string | null; values: LivingEstimateValues } => {
      const { city, monthly_amount, covers, source_url, as_of, note } = form;
      return { id: form.id || null, values: { city, monthly_amount, covers: covers.filter(isCover), source_url, as_of, note } };
    }),
);

/** The posted fields of the estimate form, every one a string. */
export type LivingEstimateFormFields = {
  id?: string;
  city?: string;
  monthly_amount?: string;
  covers?: string;
  source_url?: string;
  as_of?: string;
  note?: string;
} & Partial<Record<ReturnType<typeof coverField>, string>>;

export const loanDefaultsFormInput = z
  .object({
    rate_percent: required(optionalNumber({ min: 0, max: 25, message: LIVING_COST_MESSAGES.rate }), LIVING_COST_MESSAGES.rate),
    tenure_years: required(
      optionalNumber({ min: 1, max: 20, integer: true, message: LIVING_COST_MESSAGES.tenure }),
      LIVING_COST_MESSAGES.tenure,
    ),
    grace_months: required(
      optionalNumber({ min: 0, max: 24, integer: true, message: LIVING_COST_MESSAGES.grace }),
      LIVING_COST_MESSAGES.grace,
    ),
    rate_source_url: sourceUrl(LIVING_COST_MESSAGES.sourceUrl),
    tenure_source_url: sourceUrl(LIVING_COST_MESSAGES.sourceUrl),
    as_of: requiredDate,
    note: optionalText(500),
  })
  .transform((form): LoanDefaultsValues => ({ ...form, rate_percent: Math.round(form.rate_percent * 100) / 100 }));

export type LoanDefaultsFormFields = z.input<typeof loanDefaultsFormInput>;

/** An estimate as its edit form starts. */
export function estimateToFormValues(e: LivingEstimate): Record<string, string> {
  const values: Record<string, string> = {
    city: e.city,
    monthly_amount: String(e.monthlyAmount),
    source_url: e.sourceUrl,
    as_of: e.asOf,
    note: e.note ?? '',
  };
  for (const c of e.covers) values[coverField(c)] = 'on';
  return values;
}

/** The loan defaults as their form starts. */
export function loanToFormValues(l: LoanDefaults): Record<string, string> {
  return {
    rate_percent: String(l.ratePercent),
    tenure_years: String(l.tenureYears),
    grace_months: String(l.graceMonths),
    rate_source_url: l.rateSourceUrl,
    tenure_source_url: l.tenureSourceUrl,
    as_of: l.asOf,
    note: l.note ?? '',
  };
}
