import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { NEWSLETTER_CONSENT_LABEL, NOTICE_VERSION } from '@/lib/leads/consent';
import { issueFormGuard } from '@/lib/leads/form-guard';
import { E2E_SUPABASE_URL, e2eKeys } from '../env';
import { waitForMails, type MailboxMessage } from './mailbox';

const options = { auth: { persistSession: false, autoRefreshToken: false } };

export const SEEDED_ENQUIRY = {
  name: 'Asha Rao',
  phone: '+919876543210',
  subject: 'Which IIM suits me after B.Com?',
  message: 'I have two years of work experience and a CAT mock percentile of 92.',
  consentLabel: NEWSLETTER_CONSENT_LABEL,
};

/**
 * What a visitor leaves behind: a contact enquiry (lead and message, written with the service role, which the
 * back office uses) and a newsletter subscription through the footer's own database function, which records the
 * consent (no role writes consent rows directly).
 */
export async function seedVisitorData(email: string): Promise<void> {
  const service = createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, options);
  const { name, phone, subject, message } = SEEDED_ENQUIRY;
  const lead = await service
    .from('leads')
    .insert({ name, email, phone, subject, message, form_type: 'contact' })
    .select('id')
    .single();
  if (lead.error) throw new Error(`seeding the lead failed: ${lead.error.message}`);
  const submission = await service
    .from('contact_submissions')
    .insert({ name, email, phone, subject, message, lead_id: lead.data.id });
  if (submission.error) throw new Error(`seeding the contact message failed: ${submission.error.message}`);
  // Signed as the site's newsletter action signs it: the function refuses a subscription the site did not pass on.
  const key = await service.rpc('server_channel_key');
  if (key.error) throw new Error(`reading the server key failed: ${key.error.message}`);
  const idempotencyKey = randomUUID();
  const anon = createClient(E2E_SUPABASE_URL, e2eKeys().anonKey, options);
  const subscribed = await anon.rpc('subscribe_newsletter', {
    subscription: {
      email,
      source: 'footer',
      notice_version: NOTICE_VERSION,
      idempotency_key: idempotencyKey,
      form_token: issueFormGuard(key.data as string, Date.now(), idempotencyKey, 'newsletter').token,
      website: '',
    },
  });
  if (subscribed.error) throw new Error(`subscribing failed: ${subscribed.error.message}`);
}

/** The app's my-data e-mails to `email` in the stack's mailbox, newest first, once `count` have arrived. */
export function myDataMails(request: APIRequestContext, email: string, count = 1): Promise<MailboxMessage[]> {
  return waitForMails(request, email, (m) => m.type === 'app' && m.kind === 'my_data', count);
}

export const LINK_SENT =
  'We have sent an e-mail to that address. If we hold any data for it, the e-mail has a link to see it: the link works once and expires in 30 minutes.';

/** Asks for a my-data link on /privacy, as a visitor does, and waits for the page to say it was sent. */
export async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto('/privacy');
  const form = page.getByRole('form', { name: 'Ask for a link to your data' });
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByRole('button', { name: 'Send me a link' }).click();
  await expect(form.getByRole('status')).toHaveText(LINK_SENT);
}
