import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_SUPABASE_URL } from '../env';

/** A message in the local stack's mailbox (its /mailbox API), as the tests read it. */
export interface MailboxMessage {
  type: string;
  kind?: string;
  subject?: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** Everything the mailbox holds for `email` right now, newest first. */
export async function mailboxOf(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get(`${E2E_SUPABASE_URL}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/**
 * The messages to `email` that `wanted` picks, once at least `count` have arrived: the app's worker sends the
 * outbox over SMTP after each commit, so this polls.
 */
export async function waitForMails(
  request: APIRequestContext,
  email: string,
  wanted: (message: MailboxMessage) => boolean,
  count = 1,
): Promise<MailboxMessage[]> {
  let mails: MailboxMessage[] = [];
  await expect
    .poll(async () => {
      mails = (await mailboxOf(request, email)).filter(wanted);
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return mails;
}
