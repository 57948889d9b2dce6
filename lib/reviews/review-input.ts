import { z } from 'zod';
import { CheckValues } from '@/lib/database.types';
import { istDay } from '@/lib/time/ist';
import { REVIEW_DIMENSIONS, type ReviewDimension } from './ratings';

/*
 * What a member may send when writing, editing or reporting a review, as zod schemas shared by the actions and
 * the forms (the forms read the limits for their counters). The database holds the same rules as check
 * constraints and triggers (supabase/migrations/20261205000200_college_reviews.sql); these are the ones people are
 * told about.
 *
 * The batch is the graduation year ('2026', shown as "Class of 2026"): one four-digit number fits every programme
 * length (one-year PGPX, two-year PGP, five-year IPM) and sorts as the batches do, where '2024–26' would need a
 * length per programme. Students give the year they will graduate, so the latest accepted is five years ahead.
 */

export const REVIEW_LIMITS = {
  bodyMin: 200,
  bodyMax: 5_000,
  reportNoteMax: 1_000,
  earliestBatch: 1950,
  batchYearsAhead: 5,
} as const;

export const REPORT_REASONS = CheckValues.public.review_reports.reason;
export type ReviewReportReason = (typeof REPORT_REASONS)[number];
export type ReviewReportStatus = (typeof CheckValues.public.review_reports.status)[number];

/** A review's state: 'pending' until a review moderator publishes it; 'refused' and 'hidden' carry a reason. */
export type ReviewStatus = (typeof CheckValues.public.college_reviews.status)[number];

export const REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  fake: 'Not written by a real student or alumnus',
  'conflict-of-interest': 'Written by or for the college',
  abuse: 'Abusive or hateful',
  'personal-details': 'Shares someone’s personal details',
  spam: 'Spam or advertising',
  'off-topic': 'Not about this college',
  other: 'Something else',
};

export const DIMENSION_LABELS: Record<ReviewDimension, string> = {
  placements: 'Placements',
  faculty: 'Faculty',
  roi: 'Return on investment',
  campus_life: 'Campus life',
  value: 'Value for money',
};

/** Characters as the database counts them (code points), so an emoji counts once on both sides. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The latest graduation year accepted now: this year in India plus REVIEW_LIMITS.batchYearsAhead. */
export function latestBatch(now: Date = new Date()): number {
  return Number(istDay(now).slice(0, 4)) + REVIEW_LIMITS.batchYearsAhead;
}

export const reviewBatch = z
  .string({ message: 'Give the year you graduate or graduated.' })
  .trim()
  .regex(/^\d{4}$/, 'Give the year you graduate or graduated, such as 2026.')
  .refine((year) => Number(year) >= REVIEW_LIMITS.earliestBatch && Number(year) <= latestBatch(), {
    error: () => `Give a year from ${REVIEW_LIMITS.earliestBatch} to ${latestBatch()}.`,
  });

const rating = (label: string) =>
  z.coerce
    .number({ message: `Rate ${label.toLowerCase()} from 1 to 5.` })
    .int(`Rate ${label.toLowerCase()} from 1 to 5.`)
    .min(1, `Rate ${label.toLowerCase()} from 1 to 5.`)
    .max(5, `Rate ${label.toLowerCase()} from 1 to 5.`);

export const reviewRatings = z.object(
  Object.fromEntries(REVIEW_DIMENSIONS.map((d) => [d, rating(DIMENSION_LABELS[d])])) as Record<
    ReviewDimension,
    ReturnType<typeof rating>
  >,
);

export const reviewBody = z
  .string({ message: 'Write your review.' })
  .trim()
  .refine((text) => characterCount(text) >= REVIEW_LIMITS.bodyMin, {
    message: `Write at least ${REVIEW_LIMITS.bodyMin} characters: what would you tell someone choosing this college?`,
  })
  .refine((text) => characterCount(text) <= REVIEW_LIMITS.bodyMax, {
    message: `Keep your review to ${REVIEW_LIMITS.bodyMax.toLocaleString('en-IN')} characters or fewer.`,
  });

const id = (message: string) => z.uuid({ message });

/** A new review: the college and one of its programmes, the batch, five ratings and the text. */
export const reviewInput = z.object({
  collegeId: id('Choose a college.'),
  programId: id('Choose one of this college’s programmes.'),
  batch: reviewBatch,
  ratings: reviewRatings,
  body: reviewBody,
});
export type ReviewInput = z.input<typeof reviewInput>;
export type ReviewValues = z.output<typeof reviewInput>;

/** An edit: everything but the college, which a review never changes. */
export const reviewEditInput = reviewInput.omit({ collegeId: true }).extend({ reviewId: id('This review does not exist.') });
export type ReviewEditInput = z.input<typeof reviewEditInput>;
export type ReviewEditValues = z.output<typeof reviewEditInput>;

export const reviewReportInput = z.object({
  reviewId: id('This review does not exist.'),
  reason: z.enum(REPORT_REASONS, { message: 'Choose why you are reporting this review.' }),
  note: z
    .string()
    .trim()
    .max(
      REVIEW_LIMITS.reportNoteMax,
      `Keep the note to ${REVIEW_LIMITS.reportNoteMax.toLocaleString('en-IN')} characters or fewer.`,
    )
    .optional()
    .transform((v) => v || null),
});
export type ReviewReportInput = z.input<typeof reviewReportInput>;
export type ReviewReportValues = z.output<typeof reviewReportInput>;
