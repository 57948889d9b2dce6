import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '@/lib/database.types';
import { NOTICE_VERSION } from '@/lib/leads/consent';
import { issueFormGuard, type FormPurpose } from '@/lib/leads/form-guard';
import { attributionProof, SITE_VISITOR_HEADER, siteVisitorHeader } from '@/lib/security/site-proofs';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// The public form functions as the app's servers call them: supabase-js with the anon key (or a member's
// session), naming the visitor in the signed X-Site-Visitor header, and each form with the site's proof (the
// token signed with the database's own key, the empty honeypot), as lib/contact/contact.handlers.ts sends them.

export type Client = SupabaseClient<Database>;
export type Row = Record<string, unknown>;

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** The database's own signing key of a test stack, read as the app's servers read it (service role). */
export async function serverKeyOf(stack: LocalStack): Promise<string> {
  const { data, error } = await service(stack).rpc('server_channel_key');
  if (error) throw error;
  return data;
}

let key: string | null = null;

/** The stack's signing key, once startFormsStack has read it. */
export function formsKey(): string {
  if (!key) throw new Error('Start the stack with startFormsStack() first');
  return key;
}

export async function startFormsStack(): Promise<LocalStack> {
  const stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
  await signFormsWithKeyOf(stack);
  return stack;
}

/** Signs this file's forms and visitors with the key of a stack started some other way. */
export async function signFormsWithKeyOf(stack: LocalStack): Promise<void> {
  key = await serverKeyOf(stack);
}

/** A form's idempotency key with the site's proof for it: what the app adds to every submission. */
export function provenKey(purpose: FormPurpose = 'form-guard'): Row {
  const idempotencyKey = randomUUID();
  return { idempotency_key: idempotencyKey, ...proof(purpose, idempotencyKey) };
}

/** An app server acting for the visitor at `ip`. */
export function visitor(stack: LocalStack, ip: string): Client {
  return createClient<Database>(stack.url, stack.anonKey, { ...opts, global: { fetch: asVisitor(() => ip) } });
}

/** A fetch that names the visitor `ip()` gives, signed as the app's servers sign it. */
export function asVisitor(ip: () => string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(SITE_VISITOR_HEADER, siteVisitorHeader(formsKey(), ip()));
    return fetch(input, { ...init, headers });
  };
}

/** The proof the app adds when a lead's attribution came from the visit's cookie (lib/leads/lead-attribution.ts). */
export function signedAttribution(form: Row, source: 'source' | 'lead_source' = 'source'): Row {
  const attribution = {
    source: String(form[source]),
    ...(typeof form.gclid === 'string' ? { gclid: form.gclid } : {}),
    ...(typeof form.fbclid === 'string' ? { fbclid: form.fbclid } : {}),
  };
  return { ...form, attribution_proof: attributionProof(formsKey(), String(form.idempotency_key), attribution) };
}

/** The site's proof for a form: its token (rendered ten seconds ago) and the empty honeypot. */
export function proof(purpose: FormPurpose, idempotencyKey: string, renderedAgoMs = 10_000) {
  return { form_token: issueFormGuard(formsKey(), Date.now() - renderedAgoMs, idempotencyKey, purpose).token, website: '' };
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
export const fromEveryAddress: typeof fetch = (input, init) => asVisitor(address)(input, init);

/** The contact form's choices with the labels of NOTICE_VERSION, which the database records from its own table. */
export const CONSENT = {
  contact: {
    purpose: 'enquiry_contact',
    granted: true,
    label: 'A counsellor may phone or text me about this enquiry (otherwise we reply by e-mail only).',
  },
  newsletter: {
    purpose: 'newsletter',
    granted: true,
    label: 'E-mail me the MBA Disha newsletter. I can unsubscribe at any time.',
  },
  whatsapp: { purpose: 'whatsapp', granted: false, label: 'Send me exam and admission deadline updates on WhatsApp.' },
} as const;

/** A complete contact-form submission for a fresh address; `over` replaces or adds keys. */
export function contactForm(over: Row = {}): Row {
  const idempotencyKey = typeof over.idempotency_key === 'string' ? over.idempotency_key : randomUUID();
  return {
    form_type: 'contact',
    name: 'Meera Iyer',
    email: `${uniq('meera')}@forms.test`,
    phone: '+91 98765 43210',
    subject: 'Shortlist help',
    message: 'Which colleges fit a 96 percentile?',
    inquiry_type: 'counseling',
    notice_version: NOTICE_VERSION,
    consents: [CONSENT.contact, CONSENT.whatsapp],
    idempotency_key: idempotencyKey,
    ...proof('form-guard', idempotencyKey),
    ...over,
  };
}

export function consultationForm(over: Row = {}): Row {
  return contactForm({ form_type: 'consultation', subject: undefined, message: undefined, inquiry_type: undefined, ...over });
}

export function newsletterForm(over: Row = {}): Row {
  const idempotencyKey = typeof over.idempotency_key === 'string' ? over.idempotency_key : randomUUID();
  return {
    email: `${uniq('reader')}@forms.test`,
    source: 'footer',
    notice_version: NOTICE_VERSION,
    idempotency_key: idempotencyKey,
    ...proof('newsletter', idempotencyKey, 0),
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
