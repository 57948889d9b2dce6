import { z } from 'zod';

/*
 * The newsletter campaign form (/admin/newsletter), shared by the server actions and the browser form. The limits
 * are public.newsletter_campaigns' checks: the database counts characters of the trimmed text (code points, not
 * UTF-16 units) and refuses control characters in the subject, so a form that passes here is one it stores.
 */

export const CAMPAIGN_LIMITS = {
  subject: { min: 3, max: 150 },
  body: { min: 10, max: 50_000 },
} as const;

/** What the form says under a field it refuses. */
export const CAMPAIGN_MESSAGES = {
  subject: `Enter a subject of ${CAMPAIGN_LIMITS.subject.min} to ${CAMPAIGN_LIMITS.subject.max} characters.`,
  subjectLine: 'Write the subject on one line, without tabs or other control characters.',
  body: `Write the body in Markdown: ${CAMPAIGN_LIMITS.body.min} to ${CAMPAIGN_LIMITS.body.max.toLocaleString('en-IN')} characters.`,
} as const;

/** Characters as PostgreSQL's char_length counts them: an emoji is one, not two. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

// The database's own test (subject !~ '[\x00-\x1f\x7f]'), so a pasted line break is refused here, with words.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A text field: absent or not a string reads as '', so the length check words the refusal. */
const posted = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''))
  .pipe(z.string());

function within(limits: { min: number; max: number }, message: string) {
  return posted.refine((text) => {
    const n = characterCount(text);
    return n >= limits.min && n <= limits.max;
  }, message);
}

export const campaignFields = z.object({
  subject: within(CAMPAIGN_LIMITS.subject, CAMPAIGN_MESSAGES.subject).refine(
    (text) => !CONTROL.test(text),
    CAMPAIGN_MESSAGES.subjectLine,
  ),
  body: within(CAMPAIGN_LIMITS.body, CAMPAIGN_MESSAGES.body),
});

export const campaignUpdateFields = campaignFields.extend({ id: z.uuid() });
export const campaignIdFields = z.object({ id: z.uuid() });

export type CampaignInput = z.input<typeof campaignFields>;
export type CampaignValues = z.output<typeof campaignFields>;
export type CampaignUpdateInput = z.input<typeof campaignUpdateFields>;
export type CampaignIdInput = z.input<typeof campaignIdFields>;
