import { RAISED, toDataError, type ErrorWording } from '@/lib/data/errors';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * /admin/email with the super admin's own client: every function here is a database function that checks the
 * caller is a super admin (FORBIDDEN for anyone else), so the page, its actions and a hand-made request are refused
 * by the same check. The outbox and the suppression list themselves stay in the private schema.
 */

export interface EmailMessageRow {
  id: string;
  kind: string;
  toEmail: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  campaignId: string | null;
}

export interface EmailSuppressionRow {
  email: string;
  reason: string;
  detail: string | null;
  source: string;
  createdAt: string;
  createdByName: string | null;
}

export interface EmailMessageFilter {
  status: string | null;
  kind: string | null;
  to: string | null;
  before: { at: string; id: string } | null;
}

/** The functions' refusals, said in words as the page's other refusals; they word a refused argument themselves. */
const wording = (failure: string): ErrorWording => ({
  failure,
  FORBIDDEN: 'Only super admins see the e-mail the site sends.',
  VALIDATION: RAISED,
});

/** A page of messages, newest first, and whether older ones follow (one row more is read to know). */
export async function listEmailMessages(
  client: TypedClient,
  filter: EmailMessageFilter,
  pageSize: number,
): Promise<{ rows: EmailMessageRow[]; more: boolean }> {
  const { data, error } = await client.rpc('admin_email_messages', {
    status_filter: filter.status ?? undefined,
    kind_filter: filter.kind ?? undefined,
    recipient: filter.to ?? undefined,
    before_at: filter.before?.at,
    before_id: filter.before?.id,
    page_size: pageSize + 1,
  });
  if (error) throw toDataError(error, wording('Failed to load the e-mail'));
  const rows = data.slice(0, pageSize).map((row): EmailMessageRow => ({
    id: row.id,
    kind: row.kind,
    toEmail: row.to_email,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    deliveredAt: row.delivered_at,
    campaignId: row.campaign_id,
  }));
  return { rows, more: data.length > pageSize };
}

/** How many messages are in each state, over every kind. */
export async function emailStateCounts(client: TypedClient): Promise<Record<string, number>> {
  const { data, error } = await client.rpc('admin_email_counts');
  if (error) throw toDataError(error, wording('Failed to count the e-mail'));
  const counts: Record<string, number> = {};
  for (const row of data) counts[row.status] = (counts[row.status] ?? 0) + row.messages;
  return counts;
}

/** Puts a failed message back in the queue with fresh tries; false when it is not failed (or not there). */
export async function retryEmail(client: TypedClient, id: string): Promise<boolean> {
  const { data, error } = await client.rpc('retry_email', { message: id });
  if (error) throw toDataError(error, wording('Failed to retry the message'));
  return data;
}

export async function listEmailSuppressions(client: TypedClient, search: string | null): Promise<EmailSuppressionRow[]> {
  const { data, error } = await client.rpc('admin_email_suppressions', { recipient: search ?? undefined, page_size: 100 });
  if (error) throw toDataError(error, wording('Failed to load the suppressed addresses'));
  return data.map((row) => ({
    email: row.email,
    reason: row.reason,
    detail: row.detail,
    source: row.source,
    createdAt: row.created_at,
    createdByName: row.created_by_name,
  }));
}

/** Suppresses an address by hand; false when it was suppressed already. */
export async function suppressEmail(client: TypedClient, email: string, note: string | null): Promise<boolean> {
  const { data, error } = await client.rpc('suppress_email', { address: email, note: note ?? undefined });
  if (error) throw toDataError(error, wording('Failed to suppress the address'));
  return data;
}

/** Lets an address get optional mail again; false when it was not suppressed. */
export async function unsuppressEmail(client: TypedClient, email: string): Promise<boolean> {
  const { data, error } = await client.rpc('unsuppress_email', { address: email });
  if (error) throw toDataError(error, wording('Failed to remove the suppression'));
  return data;
}
