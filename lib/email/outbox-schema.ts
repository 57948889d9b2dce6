import { z } from 'zod';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { emailField, isValidEmail, normalizeEmail } from '@/lib/validation/email-phone';
import { EMAIL_KINDS, type EmailKindName } from './kinds';

/*
 * /admin/email's URL (filters and the keyset cursor) and its forms (retry, suppress, unsuppress). A filter that
 * does not parse reads as absent, as everywhere in the back-office's URLs: a mistyped link still shows the list.
 */

export const EMAIL_STATES = ['queued', 'sent', 'failed', 'suppressed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Suppressed',
};

export const SUPPRESSION_REASON_LABELS: Record<string, string> = {
  hard_bounce: 'Hard bounce',
  complaint: 'Spam complaint',
  manual: 'Blocked by staff',
};

export const EMAIL_KIND_NAMES = Object.keys(EMAIL_KINDS) as EmailKindName[];

/** Messages per page of the list; the database caps a page at 200. */
export const EMAIL_PAGE_SIZE = 50;

export const OUTBOX_MESSAGES = {
  messageMissing: 'That message no longer exists.',
  retried: 'The message is queued again and will be sent in a moment.',
  notFailed: 'Only a failed message can be retried; this one is not failed any more.',
  emailRequired: 'Enter the e-mail address to suppress.',
  noteTooLong: 'Keep the note to 500 characters.',
  alreadySuppressed: 'This address is suppressed already.',
  notSuppressed: 'This address is not suppressed.',
} as const;

/** The row a page starts after: the last (created_at, id) of the page before. */
export interface EmailCursor {
  at: string;
  id: string;
}

export interface EmailListParams {
  status: EmailState | null;
  kind: EmailKindName | null;
  to: string | null;
  before: EmailCursor | null;
}

const cursor = z
  .string()
  .transform((raw) => {
    const cut = raw.lastIndexOf('_');
    return { at: raw.slice(0, cut), id: raw.slice(cut + 1) };
  })
  .pipe(z.object({ at: z.iso.datetime({ offset: true }), id: z.uuid() }));

const recipient = z.string().transform(normalizeEmail).refine(isValidEmail);

function parsed<T>(schema: z.ZodType<T>, value: string | undefined): T | null {
  if (value === undefined || value.trim() === '') return null;
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

export function parseEmailListParams(raw: RawSearchParams): EmailListParams {
  return {
    status: parsed(z.enum(EMAIL_STATES), firstParam(raw.status)),
    kind: parsed(z.enum(EMAIL_KIND_NAMES as [EmailKindName, ...EmailKindName[]]), firstParam(raw.kind)),
    to: parsed(recipient, firstParam(raw.to)),
    before: parsed(cursor, firstParam(raw.before)),
  };
}

/**
 * The list's URL with these filters, starting after `before` (the first page without it); `retried` adds the
 * notice a retry leaves, since the retried message may no longer match the filters.
 */
export function emailListHref(
  params: Omit<EmailListParams, 'before'>,
  before: EmailCursor | null = null,
  retried = false,
): string {
  const query = new URLSearchParams();
  if (params.status) query.set('status', params.status);
  if (params.kind) query.set('kind', params.kind);
  if (params.to) query.set('to', params.to);
  if (before) query.set('before', `${before.at}_${before.id}`);
  if (retried) query.set('retried', '1');
  const text = query.toString();
  return text ? `/admin/email?${text}` : '/admin/email';
}

export const retryInput = z.object({ id: z.uuid({ error: OUTBOX_MESSAGES.messageMissing }) });
export const suppressInput = z.object({
  email: emailField(OUTBOX_MESSAGES.emailRequired),
  note: z
    .string()
    .trim()
    .max(500, OUTBOX_MESSAGES.noteTooLong)
    .optional()
    .transform((note) => note || null),
});
export const unsuppressInput = z.object({ email: emailField(OUTBOX_MESSAGES.emailRequired) });

export type RetryInput = z.input<typeof retryInput>;
export type SuppressInput = z.input<typeof suppressInput>;
export type UnsuppressInput = z.input<typeof unsuppressInput>;

export interface OutboxChange {
  message: string;
}
