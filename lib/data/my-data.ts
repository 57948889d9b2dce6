import { z } from 'zod';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@/lib/consent/purposes';
import { toDataError, type ErrorWording } from '@/lib/data/errors';
import { DataError, errorText } from '@/lib/errors/data-error';
import { MY_DATA_MESSAGES } from '@/lib/my-data/messages';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * A person's own data through the my_data_* functions (supabase/migrations/20261124000600_my_data_functions.sql).
 * `session` is the token an opened link gave (the my-data cookie); null acts for the signed-in user's own
 * address once they have proved its mailbox (20261203000400_mailbox_proof.sql). The functions decide whose data
 * it is; this module only shapes their answers.
 */

const text = z.string().nullable();

const leadSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  form_type: z.string(),
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: text,
  subject: text,
  message: text,
  inquiry_type: z.string(),
  college: text,
  exam: text,
  target_exams: z.array(z.string()),
  budget_range: text,
  current_education: text,
  source: z.string(),
  utm_source: text,
  utm_campaign: text,
  page_url: text,
  ip_address: text,
  newsletter_subscribed: z.boolean(),
});

const submissionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: text,
  subject: text,
  message: z.string(),
  status: z.string(),
});

const subscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.string(),
  source: z.string(),
  subscribed_at: z.string(),
  unsubscribed_at: text,
});

const consentSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  college_id: text,
  college: text,
  label: z.string(),
  notice_version: z.string(),
  context: z.string(),
});

const myDataSchema = z.object({
  email: z.string(),
  generated_at: z.string(),
  leads: z.array(leadSchema),
  contact_submissions: z.array(submissionSchema),
  newsletter_subscriptions: z.array(subscriptionSchema),
  consents: z.array(consentSchema),
});

/** What the page shows: every lead, submission, subscription and consent record held for one address. */
export type MyData = z.infer<typeof myDataSchema>;
export type MyDataLead = z.infer<typeof leadSchema>;
export type MyDataSubmission = z.infer<typeof submissionSchema>;
export type MyDataSubscription = z.infer<typeof subscriptionSchema>;
export type MyDataConsent = z.infer<typeof consentSchema>;

export interface ErasureCounts {
  leads: number;
  contact_submissions: number;
  newsletter_subscriptions: number;
  consents: number;
}

/** The database's HINT for a signed-in user whose mailbox is not yet proved. */
const MAILBOX_HINT = 'mailbox';

/**
 * NOT_AUTHENTICATED is an ended or unknown session, or a signed-in user who has not proved the mailbox (HINT
 * 'mailbox') or whose token no longer names their address; a per-address limit has its own words.
 */
const MY_DATA_WORDING = {
  NOT_AUTHENTICATED: { [MAILBOX_HINT]: MY_DATA_MESSAGES.mailboxUnproven, '*': MY_DATA_MESSAGES.sessionEnded },
  RATE_LIMITED: { email: MY_DATA_MESSAGES.emailRateLimited },
} as const satisfies ErrorWording;

/** True when a signed-in user was refused only because they have not yet proved their address's mailbox. */
export function needsMailboxProof(error: unknown): boolean {
  return error instanceof DataError && error.code === 'NOT_AUTHENTICATED' && errorText(error.cause, 'hint') === MAILBOX_HINT;
}

function sessionArgs(session: string | null): { session_token?: string } {
  return session === null ? {} : { session_token: session };
}

/** Asks for a link to `email`'s data; resolves the same whether or not the address is known. */
export async function requestMyDataLink(client: TypedClient, email: string): Promise<void> {
  const { error } = await client.rpc('my_data_request_link', { email });
  if (error) throw toDataError(error, MY_DATA_WORDING);
}

/** Whether a link would still open, without using it up. */
export async function myDataLinkIsLive(client: TypedClient, token: string): Promise<boolean> {
  const { data, error } = await client.rpc('my_data_link_is_live', { link_token: token });
  if (error) throw toDataError(error, MY_DATA_WORDING);
  return data === true;
}

const openedSchema = z.object({ session_token: z.string(), expires_at: z.string() }).nullable();

/** Uses up a link: the session it opens, or null for an unknown, used or expired link alike. */
export async function openMyDataLink(client: TypedClient, token: string): Promise<{ session: string; expiresAt: Date } | null> {
  const { data, error } = await client.rpc('my_data_open_link', { link_token: token });
  if (error) throw toDataError(error, MY_DATA_WORDING);
  const opened = openedSchema.parse(data);
  return opened && { session: opened.session_token, expiresAt: new Date(opened.expires_at) };
}

/** E-mails the signed-in user a one-time link to their account's current address, to prove its mailbox. */
export async function requestMemberMailboxLink(client: TypedClient): Promise<void> {
  const { error } = await client.rpc('my_data_request_member_link');
  if (error) throw toDataError(error, MEMBER_WORDING);
}

/**
 * Opens such a link: true once the proof is recorded; false for an unknown, used or expired link, one sent to
 * another account, or to an address the account no longer has.
 */
export async function confirmMemberMailboxLink(client: TypedClient, token: string): Promise<boolean> {
  const { data, error } = await client.rpc('my_data_confirm_member_link', { link_token: token });
  if (error) throw toDataError(error, MEMBER_WORDING);
  return data === true;
}

/** For the mailbox-proof calls, NOT_AUTHENTICATED means the token no longer names the account's address: sign in again. */
const MEMBER_WORDING = {
  ...MY_DATA_WORDING,
  NOT_AUTHENTICATED: MY_DATA_MESSAGES.accountUnverified,
} as const satisfies ErrorWording;

export async function endMyDataSession(client: TypedClient, session: string): Promise<void> {
  const { error } = await client.rpc('my_data_end_session', { session_token: session });
  if (error) throw toDataError(error, MY_DATA_WORDING);
}

export async function listMyData(client: TypedClient, session: string | null): Promise<MyData> {
  const { data, error } = await client.rpc('my_data_list', sessionArgs(session));
  if (error) throw toDataError(error, { ...MY_DATA_WORDING, failure: MY_DATA_MESSAGES.loadFailed });
  return myDataSchema.parse(data);
}

/** The download: everything the functions return, unshaped, so the file holds every field. */
export async function exportMyData(client: TypedClient, session: string | null): Promise<Record<string, unknown>> {
  const { data, error } = await client.rpc('my_data_export', sessionArgs(session));
  if (error) throw toDataError(error, { ...MY_DATA_WORDING, failure: MY_DATA_MESSAGES.loadFailed });
  return z.record(z.string(), z.unknown()).parse(data);
}

export interface Withdrawal {
  purpose: ConsentPurpose;
  collegeId: string | null;
  userAgent: string | null;
}

/** True when a standing consent was withdrawn, false when it already was. */
export async function withdrawMyDataConsent(
  client: TypedClient,
  session: string | null,
  withdrawal: Withdrawal,
): Promise<boolean> {
  const { data, error } = await client.rpc('my_data_withdraw_consent', {
    consent_purpose: withdrawal.purpose,
    ...(withdrawal.collegeId ? { consent_college_id: withdrawal.collegeId } : {}),
    ...(withdrawal.userAgent ? { user_agent: withdrawal.userAgent } : {}),
    ...sessionArgs(session),
  });
  if (error) throw toDataError(error, { ...MY_DATA_WORDING, failure: MY_DATA_MESSAGES.actionFailed });
  return z.object({ withdrawn: z.boolean() }).parse(data).withdrawn;
}

const countsSchema = z.object({
  leads: z.number(),
  contact_submissions: z.number(),
  newsletter_subscriptions: z.number(),
  consents: z.number(),
});

export async function eraseMyData(client: TypedClient, session: string | null): Promise<ErasureCounts> {
  const { data, error } = await client.rpc('my_data_erase', sessionArgs(session));
  if (error) throw toDataError(error, { ...MY_DATA_WORDING, failure: MY_DATA_MESSAGES.actionFailed });
  return countsSchema.parse(data);
}
