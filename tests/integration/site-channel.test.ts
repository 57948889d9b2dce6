import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/database.types';
import { NEWSLETTER_CONSENT_LABEL } from '@/lib/leads/consent';
import { issueFormGuard } from '@/lib/leads/form-guard';
import { SITE_VISITOR_HEADER, siteVisitorHeader } from '@/lib/security/site-proofs';
import type { LocalStack } from '@/supabase/local';
import {
  address,
  CONSENT,
  contactForm,
  formsKey,
  newsletterForm,
  rowsFor,
  signedAttribution,
  startFormsStack,
  submit,
  subscribe,
  visitor,
  type Client,
} from './support/enquiries';

// Issue 34, written as the attacker's requests: the public form functions called straight over the API, forged
// visitor addresses, and direct calls of hit_rate_limit. The site's own path (a signed X-Site-Visitor header and
// signed form tokens) is what support/enquiries.ts sends; an attacker has only the anon key.

let stack: LocalStack;
const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

beforeAll(async () => {
  stack = await startFormsStack();
}, 120_000);
afterAll(() => stack?.stop());

/** A caller with the anon key and whatever headers it likes, as anyone on the internet. */
function attacker(headers: Record<string, string> = {}): Client {
  return createClient<Database>(stack.url, stack.anonKey, { ...opts, global: { headers } });
}

const refusal = (result: { error: { code?: string; hint?: string | null } | null }) =>
  result.error ? `${result.error.code}/${result.error.hint}` : 'ok';

describe('the public form functions check the site’s proof themselves', () => {
  it('refuses an enquiry without the site’s token, with a forged one, or one sent too soon', async () => {
    const bare = contactForm();
    delete bare.form_token;
    const forged = contactForm();
    forged.form_token = issueFormGuard(
      'a-key-that-is-not-the-database-key-at-all',
      Date.now() - 10_000,
      String(forged.idempotency_key),
    ).token;
    const key = randomUUID();
    const early = contactForm({ idempotency_key: key, form_token: issueFormGuard(formsKey(), Date.now() - 1000, key).token });
    const honeypot = contactForm({ website: 'http://spam.example' });
    const results = [];
    for (const form of [bare, forged, early, honeypot]) results.push(refusal(await submit(attacker(), form)));
    expect(results).toEqual(['22023/form_token', '22023/form_token', '22023/too_fast', '22023/website']);
    for (const form of [bare, forged, early, honeypot]) expect(await rowsFor(stack, 'leads', String(form.email))).toEqual([]);
  });

  it('refuses a newsletter sign-up the site did not pass on', async () => {
    const bare = newsletterForm();
    delete bare.form_token;
    const enquiryToken = newsletterForm();
    // A valid enquiry token is not a newsletter token: the purpose is signed too.
    enquiryToken.form_token = issueFormGuard(formsKey(), Date.now(), String(enquiryToken.idempotency_key)).token;
    expect(refusal(await subscribe(attacker(), bare))).toBe('22023/form_token');
    expect(refusal(await subscribe(attacker(), enquiryToken))).toBe('22023/form_token');
    expect(refusal(await subscribe(attacker(), newsletterForm({ website: 'x' })))).toBe('22023/website');
  });

  it('records the site’s own consent wording, whatever label the caller sends', async () => {
    const form = contactForm({
      consents: [{ ...CONSENT.contact, label: 'I agree to be called at 3 a.m. by anyone' }, CONSENT.whatsapp],
    });
    expect((await submit(visitor(stack, address()), form)).error).toBeNull();
    const labels = (await rowsFor(stack, 'lead_consents', String(form.email))).map((row) => row.label);
    expect(labels).toEqual([CONSENT.contact.label, CONSENT.whatsapp.label]);

    const signUp = newsletterForm({ consent_label: 'Sell my address' });
    expect((await subscribe(visitor(stack, address()), signUp)).error).toBeNull();
    const [consent] = await rowsFor(stack, 'lead_consents', String(signUp.email));
    expect(consent.label).toBe(NEWSLETTER_CONSENT_LABEL);
    expect(refusal(await submit(visitor(stack, address()), contactForm({ notice_version: '2099-01-01' })))).toBe(
      '22023/notice_version',
    );
  });

  it('stores attribution the site did not sign as given, but never scores it', async () => {
    const paid = { source: 'google_ads', utm_source: 'google', utm_medium: 'cpc', gclid: 'Cj0KCQ-forged' };
    const unsigned = contactForm(paid);
    const signed = signedAttribution(contactForm(paid));
    expect((await submit(visitor(stack, address()), unsigned)).error).toBeNull();
    expect((await submit(visitor(stack, address()), signed)).error).toBeNull();
    const [plain] = await rowsFor(stack, 'leads', String(unsigned.email));
    const [scored] = await rowsFor(stack, 'leads', String(signed.email));
    expect(plain).toMatchObject({ source: 'google_ads', gclid: 'Cj0KCQ-forged' });
    // The paid-campaign points (15) only with the site's signature; a proof for other values does not carry over.
    expect(Number(scored.lead_score) - Number(plain.lead_score)).toBe(15);
    const moved = contactForm({ ...paid, attribution_proof: signed.attribution_proof });
    expect((await submit(visitor(stack, address()), moved)).error).toBeNull();
    const [replayed] = await rowsFor(stack, 'leads', String(moved.email));
    expect(replayed.lead_score).toBe(plain.lead_score);
  });
});

describe('one visitor cannot shut the forms for everyone', () => {
  it('leaves another visitor’s enquiry working when one is over the limit', async () => {
    const [flooder, neighbour] = [address(), address()];
    const results = [];
    for (let i = 0; i < 6; i++) results.push(refusal(await submit(visitor(stack, flooder), contactForm())));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'P0429/ip']);
    expect(refusal(await submit(visitor(stack, neighbour), contactForm()))).toBe('ok');
  });

  it('takes a forged or stale X-Site-Visitor for no one: the caller is only itself', async () => {
    const victim = address();
    const stale = siteVisitorHeader(formsKey(), victim, Date.now() - 10 * 60_000);
    const forged = `v1 ${Math.floor(Date.now() / 1000)} ${victim} AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    for (const header of [stale, forged]) {
      for (let i = 0; i < 12; i++) {
        await attacker({ [SITE_VISITOR_HEADER]: header }).rpc('hit_rate_limit', {
          action: 'enquiry.submit',
          max_hits: 1,
          window_seconds: 600,
        });
      }
    }
    const own = await visitor(stack, victim).rpc('hit_rate_limit', {
      action: 'enquiry.submit',
      max_hits: 10,
      window_seconds: 600,
    });
    expect(own.error).toBeNull();
  });

  it('lets direct calls of rpc/hit_rate_limit fill only the caller’s own bucket, whatever address it claims', async () => {
    const victim = address();
    const call = (client: Client) =>
      client.rpc('hit_rate_limit', { action: 'enquiry.submit', max_hits: 10, window_seconds: 600 });
    // The stack believes no X-Forwarded-For from this caller; even a gateway that did would key it as 'direct'.
    const flood = [];
    for (let i = 0; i < 11; i++) flood.push(refusal(await call(attacker({ 'x-forwarded-for': victim }))));
    expect(flood.at(-1)).toBe('P0429/null');
    expect(refusal(await call(visitor(stack, victim)))).toBe('ok');
    expect(refusal(await submit(visitor(stack, victim), contactForm()))).toBe('ok');
  });

  it('counts a visitor by the signed address, not by a leading X-Forwarded-For entry the client wrote', async () => {
    const ip = address();
    const withForgedHop = (forged: string): Client =>
      createClient<Database>(stack.url, stack.anonKey, {
        ...opts,
        global: {
          headers: { 'x-forwarded-for': `${forged}, 127.0.0.1`, [SITE_VISITOR_HEADER]: siteVisitorHeader(formsKey(), ip) },
        },
      });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(refusal(await submit(withForgedHop(address()), contactForm())));
    expect(results.at(-1)).toBe('P0429/ip');
    const [lead] = await rowsFor(stack, 'leads', String((await lastLead(ip)).email));
    expect(lead.ip_address).toBe(ip);
  });

  it('has a site-wide ceiling far above normal traffic, which direct callers never fill', async () => {
    await stack.db.query(
      `insert into private.rate_limit_hits (action, visitor_hash) select 'enquiry.site', 'site' from generate_series(1, 1000)`,
    );
    try {
      expect(refusal(await submit(visitor(stack, address()), contactForm()))).toBe('P0429/site');
    } finally {
      await stack.db.query(`delete from private.rate_limit_hits where action = 'enquiry.site'`);
    }
    const hits = async () =>
      Number(
        (await stack.db.query<{ n: string }>(`select count(*) n from private.rate_limit_hits where action = 'enquiry.site'`))
          .rows[0].n,
      );
    const before = await hits();
    await submit(attacker(), contactForm());
    expect(await hits()).toBe(before);
  });
});

async function lastLead(ip: string): Promise<{ email: string }> {
  const { rows } = await stack.db.query<{ email: string }>(
    `select email from public.leads where ip_address = $1 order by created_at desc limit 1`,
    [ip],
  );
  return rows[0];
}
