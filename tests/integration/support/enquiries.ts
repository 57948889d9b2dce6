import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '@/lib/database.types';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// The public form functions as the app's servers call them: supabase-js with the anon key (or a member's
// session), forwarding the visitor's address as X-Forwarded-For, which the stack believes from 127.0.0.1 as a
// gateway believes the app's servers.

export type Client = SupabaseClient<Database>;
export type Row = Record<string, unknown>;

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function startFormsStack(): Promise<LocalStack> {
  return startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, trustedProxies: ['127.0.0.1'] });
}

/** An app server acting for the visitor at `ip`. */
export function visitor(stack: LocalStack, ip: string): Client {
  return createClient<Database>(stack.url, stack.anonKey, { ...opts, global: { headers: { 'x-forwarded-for': ip } } });
}

export function service(stack: LocalStack): Client {
  return createClient<Database>(stack.url, stack.serviceRoleKey, opts);
}

/** A user with the given role (staff get is_admin), signed in through an app server for `ip`. */
export async function signedIn(stack: LocalStack, role: string, ip = '192.0.2.1'): Promise<{ client: Client; id: string }> {
  const email = `${uniq(role)}@forms.test`;
  const created = await service(stack).auth.admin.createUser({ email, password: 'Demo@12345', email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  if (role !== 'member') {
    await stack.db.query(`update public.profiles set role = $1, is_admin = true where id = $2`, [role, id]);
  }
  const client = visitor(stack, ip);
  const { error } = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
  if (error) throw error;
  return { client, id };
}

let n = 0;
export const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${n++}`;

/** A visitor address of its own for each caller: 198.18.x.y (the benchmarking range). */
export const address = () => `198.18.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

/**
 * A fetch for an app server whose every request comes from a new visitor address: for tests that submit many
 * forms and are not about the per-address limit (the stack must trust X-Forwarded-For from 127.0.0.1).
 */
export const fromEveryAddress: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('x-forwarded-for', address());
  return fetch(input, { ...init, headers });
};

export const CONSENT = {
  contact: { purpose: 'enquiry_contact', granted: true, label: 'Call or message me about this enquiry' },
  newsletter: { purpose: 'newsletter', granted: true, label: 'Send me the newsletter' },
  whatsapp: { purpose: 'whatsapp', granted: false, label: 'WhatsApp updates' },
} as const;

/** A complete contact-form submission for a fresh address; `over` replaces or adds keys. */
export function contactForm(over: Row = {}): Row {
  return {
    form_type: 'contact',
    name: 'Meera Iyer',
    email: `${uniq('meera')}@forms.test`,
    phone: '+91 98765 43210',
    subject: 'Shortlist help',
    message: 'Which colleges fit a 96 percentile?',
    inquiry_type: 'counseling',
    notice_version: '2026-11',
    consents: [CONSENT.contact, CONSENT.whatsapp],
    idempotency_key: randomUUID(),
    ...over,
  };
}

export function consultationForm(over: Row = {}): Row {
  return contactForm({ form_type: 'consultation', subject: undefined, message: undefined, inquiry_type: undefined, ...over });
}

export function newsletterForm(over: Row = {}): Row {
  return {
    email: `${uniq('reader')}@forms.test`,
    source: 'footer',
    notice_version: '2026-11',
    consent_label: 'Send me the newsletter',
    idempotency_key: randomUUID(),
    ...over,
  };
}

export interface EnquiryResult {
  lead_id: string;
  submission_id: string | null;
  duplicate: boolean;
}

export interface SubscribeResult {
  status: 'subscribed' | 'reactivated' | 'already_subscribed';
  lead_id: string;
  duplicate: boolean;
}

export async function submit(client: Client, submission: Row) {
  const { data, error } = await client.rpc('submit_enquiry', { submission: submission as Json });
  return { data: data as EnquiryResult | null, error };
}

export async function subscribe(client: Client, subscription: Row) {
  const { data, error } = await client.rpc('subscribe_newsletter', { subscription: subscription as Json });
  return { data: data as SubscribeResult | null, error };
}

/**
 * Rows of a table for an e-mail address, read as the superuser, oldest first. Rows of one transaction share
 * created_at; consents among them come in purpose order.
 */
export async function rowsFor(stack: LocalStack, table: string, email: string): Promise<Row[]> {
  const order = table === 'lead_consents' ? 'created_at, purpose' : 'created_at, id';
  return (await stack.db.query<Row>(`select * from public.${table} where email = $1 order by ${order}`, [email])).rows;
}
