import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActionChain } from '@/lib/actions/chain';
import { enquirySubmission } from '@/lib/contact/contact.handlers';
import { CONTACT_MESSAGES } from '@/lib/contact/validation';
import type { Database } from '@/lib/database.types';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { CONSENT_MESSAGES, CONSENT_TICKED, NOTICE_VERSION } from '@/lib/leads/consent';
import { checkFormGuard, issueFormGuard } from '@/lib/leads/form-guard';
import type { EnquiryHost, NewsletterHost } from '@/lib/leads/form-host';
import { FORM_MESSAGES } from '@/lib/leads/form-messages';
import { NO_TOUCHES, touchFromLanding, type TouchHistory } from '@/lib/leads/touch';
import { NEWSLETTER_CLOSED_MESSAGE } from '@/lib/newsletter/messages';
import { newsletterSubscription } from '@/lib/newsletter/newsletter.handlers';
import { attributionProof } from '@/lib/security/site-proofs';

/*
 * The two public form actions outside Next, on supabase-js clients whose fetch answers like PostgREST: what the
 * actions send to submit_enquiry and subscribe_newsletter is the real request body, and the database's answers
 * (receipts, P0429 with its HINT, 22023, an unreachable server) are the ones lib/data/leads/capture.ts reads.
 */

const SECRET = 'unit-test-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-11-24T10:00:00.000Z');
const LEAD = '11111111-1111-4111-8111-111111111111';
const SUBMISSION = '22222222-2222-4222-8222-222222222222';

type Answer = { status: number; body: unknown } | 'unreachable';

interface World {
  calls: { fn: string; body: Record<string, unknown>; forwardedFor: string | null }[];
  answer: Answer;
}

function fakeDatabase(world: World): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/rest/v1/rpc/hit_rate_limit') return new Response(null, { status: 204 });
    if (world.answer === 'unreachable') throw new TypeError('fetch failed');
    const fn = path.replace('/rest/v1/rpc/', '');
    const args = (await request.json()) as Record<string, Record<string, unknown>>;
    world.calls.push({ fn, body: args.submission ?? args.subscription, forwardedFor: request.headers.get('x-forwarded-for') });
    return Response.json(world.answer.body, { status: world.answer.status });
  };
}

const googleAd = touchFromLanding({
  url: new URL('https://mbadisha.test/?utm_source=google&utm_medium=cpc&utm_campaign=cat-2026&gclid=EAIa'),
  referrer: 'https://www.google.com/',
  ownHosts: ['mbadisha.test'],
  at: new Date('2026-11-20T09:00:00.000Z'),
});

function setup(touches: TouchHistory = { first: googleAd, last: googleAd }, newsletterOpen = true) {
  const world: World = {
    calls: [],
    answer: { status: 200, body: { lead_id: LEAD, submission_id: SUBMISSION, duplicate: false } },
  };
  const chain = createActionChain({
    visitor: async () => ({ ip: '203.0.113.9', userAgent: 'vitest-browser' }),
    client: async (visitor) =>
      createClient<Database>('http://db.test', 'anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: fakeDatabase(world), headers: visitor.ip ? { 'x-forwarded-for': visitor.ip } : {} },
      }),
    user: async () => null,
    report: vi.fn(),
  });
  const host: EnquiryHost & NewsletterHost = {
    newsletterOpen: async () => newsletterOpen,
    touches: async () => touches,
    ownHosts: async () => ['mbadisha.test'],
    secret: async () => SECRET,
    now: () => NOW,
    collegeName: async (slug) => (slug === 'iim-ahmedabad' ? 'IIM Ahmedabad' : null),
    examName: async (slug) => (slug === 'cat' ? 'CAT' : null),
  };
  return { world, submit: enquirySubmission(chain, host), subscribe: newsletterSubscription(chain, host) };
}

/** A form rendered `ago` milliseconds before NOW. */
function rendered(ago = 10_000) {
  const guard = issueFormGuard(SECRET, NOW.getTime() - ago);
  return { idempotency_key: guard.idempotencyKey, form_token: guard.token };
}

const contact = () => ({
  form_type: 'contact',
  name: 'Meera Iyer',
  email: 'Meera@Example.com',
  phone: '+91 98765 43210',
  subject: 'Shortlist',
  message: 'Which colleges fit a 96 percentile?',
  inquiry_type: 'counseling',
  page_url: 'https://mbadisha.test/contact',
  referrer_url: 'https://mbadisha.test/colleges',
  browser_info: '{"language":"en-IN","cookieEnabled":true}',
  device_info: '{"screen":{"width":390},"timezone":"Asia/Kolkata"}',
  consent_newsletter: CONSENT_TICKED,
  ...rendered(),
});

const consultation = () => ({
  ...contact(),
  form_type: 'consultation',
  subject: undefined,
  message: '',
  college_slug: 'iim-ahmedabad',
  target_exams: ['CAT', 'XAT'],
  budget_range: '₹10–20 lakh',
  consent_enquiry_contact: CONSENT_TICKED,
  consent_share_with_college: CONSENT_TICKED,
});

describe('the enquiry action', () => {
  let env: ReturnType<typeof setup>;
  beforeEach(() => {
    env = setup();
  });

  it('sends the whole contact message to submit_enquiry, attributed to the visit, and says what was stored', async () => {
    const input = contact();
    const result = await env.submit(input);
    expect(result).toMatchObject({ ok: true, data: { message: CONTACT_MESSAGES.success } });
    expect(env.world.calls).toHaveLength(1);
    const [{ fn, body, forwardedFor }] = env.world.calls;
    expect(fn).toBe('submit_enquiry');
    expect(forwardedFor).toBe('203.0.113.9');
    expect(body).toEqual({
      form_type: 'contact',
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '+919876543210',
      subject: 'Shortlist',
      message: 'Which colleges fit a 96 percentile?',
      inquiry_type: 'counseling',
      source: 'google_ads',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'cat-2026',
      gclid: 'EAIa',
      referrer_url: 'https://www.google.com/',
      first_touch: googleAd,
      last_touch: googleAd,
      page_url: 'https://mbadisha.test/contact',
      user_agent: 'vitest-browser',
      browser_info: { language: 'en-IN', cookieEnabled: true },
      device_info: { screen: { width: 390 }, timezone: 'Asia/Kolkata' },
      form_data: {
        name: 'Meera Iyer',
        email: 'meera@example.com',
        phone: '+919876543210',
        inquiry_type: 'counseling',
        subject: 'Shortlist',
      },
      notice_version: NOTICE_VERSION,
      consents: [
        { purpose: 'enquiry_contact', granted: false, label: expect.stringContaining('phone or text me about this enquiry') },
        { purpose: 'newsletter', granted: true, label: expect.stringContaining('newsletter') },
        { purpose: 'whatsapp', granted: false, label: expect.stringContaining('WhatsApp') },
      ],
      idempotency_key: input.idempotency_key,
      // The site's proof, which the database checks itself: the form's token, the empty honeypot and, for
      // attribution from the visit's cookie, its signature.
      form_token: input.form_token,
      website: '',
      attribution_proof: attributionProof(SECRET, input.idempotency_key, { source: 'google_ads', gclid: 'EAIa' }),
    });
    if (!result.ok) throw new Error('unreachable');
    expect(result.data.stored).toContain('How you found us: a Google ad (campaign “cat-2026”), and the page you sent this from.');
    // The next message from the same page is a new submission with its own key.
    expect(result.data.next.idempotencyKey).not.toBe(input.idempotency_key);
    expect(checkFormGuard(SECRET, result.data.next, NOW.getTime() + 3000)).toBe('ok');
  });

  it('names the college of a consultation and offers sharing with it by name', async () => {
    const result = await env.submit(consultation());
    expect(result).toMatchObject({ ok: true, data: { message: CONTACT_MESSAGES.consultationSuccess } });
    const { body } = env.world.calls[0];
    expect(body).toMatchObject({
      form_type: 'consultation',
      college_slug: 'iim-ahmedabad',
      target_exams: ['CAT', 'XAT'],
      budget_range: '₹10–20 lakh',
    });
    expect(body).not.toHaveProperty('subject');
    expect(body.consents).toContainEqual({
      purpose: 'share_with_college',
      granted: true,
      label: 'Share my details with IIM Ahmedabad so its admissions office can contact me.',
    });
  });

  it('leaves out a college that no longer exists, with its sharing choice', async () => {
    await env.submit({ ...consultation(), college_slug: 'gone-college' });
    const { body } = env.world.calls[0];
    expect(body).not.toHaveProperty('college_slug');
    expect((body.consents as { purpose: string }[]).map((c) => c.purpose)).not.toContain('share_with_college');
  });

  it('credits the form page when the visit left no touch', async () => {
    const { world, submit } = setup(NO_TOUCHES);
    await submit({ ...contact(), page_url: 'https://mbadisha.test/contact?utm_source=linkedin&utm_campaign=xat' });
    expect(world.calls[0].body).toMatchObject({ source: 'linkedin', utm_source: 'linkedin', utm_campaign: 'xat' });
  });

  it('refuses a filled honeypot with a clear message and stores nothing', async () => {
    expect(await env.submit({ ...contact(), website: 'https://spam.example' })).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: FORM_MESSAGES.honeypot,
    });
    expect(env.world.calls).toEqual([]);
  });

  it('refuses a form sent too soon after rendering, or without a valid signed render time', async () => {
    expect(await env.submit({ ...contact(), ...rendered(1000) })).toMatchObject({ ok: false, message: FORM_MESSAGES.tooFast });
    expect(await env.submit({ ...contact(), form_token: undefined })).toMatchObject({
      ok: false,
      message: FORM_MESSAGES.staleForm,
    });
    expect(await env.submit({ ...contact(), idempotency_key: randomUUID() })).toMatchObject({
      ok: false,
      message: FORM_MESSAGES.staleForm,
    });
    expect(env.world.calls).toEqual([]);
  });

  it('refuses a consultation without permission to get in touch, next to its box', async () => {
    expect(await env.submit({ ...consultation(), consent_enquiry_contact: undefined })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { consent_enquiry_contact: [CONSENT_MESSAGES.enquiryContactRequired] },
    });
  });

  it.each([
    ['ip', FORM_MESSAGES.enquiryIpLimit],
    ['email', FORM_MESSAGES.enquiryEmailLimit],
  ])('words the database’s %s rate limit', async (hint, message) => {
    env.world.answer = { status: 400, body: { code: 'P0429', message: 'Too many attempts', details: null, hint } };
    expect(await env.submit(contact())).toEqual({ ok: false, code: 'RATE_LIMITED', message });
  });

  it('words a field the database refused', async () => {
    env.world.answer = {
      status: 400,
      body: { code: '22023', message: 'phone is not a phone number', details: null, hint: 'phone' },
    };
    expect(await env.submit(contact())).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      message: 'Please check your phone number and try again.',
    });
    env.world.answer = { status: 400, body: { code: '22023', message: 'x', details: null, hint: 'consents' } };
    expect(await env.submit(contact())).toMatchObject({ message: CONSENT_MESSAGES.enquiryContactRequired });
  });

  it('says the server cannot be reached when the database is down, and never claims success', async () => {
    env.world.answer = 'unreachable';
    expect(await env.submit(contact())).toEqual({ ok: false, code: 'CONNECTION_ERROR', message: DATA_ERRORS.CONNECTION_ERROR });
  });

  it('never claims success on an answer it does not understand', async () => {
    env.world.answer = { status: 200, body: { ok: true } };
    expect(await env.submit(contact())).toEqual({ ok: false, code: 'UNKNOWN', message: CONTACT_MESSAGES.failure });
  });
});

describe('the newsletter action', () => {
  let env: ReturnType<typeof setup>;
  beforeEach(() => {
    env = setup();
  });
  const answer = (status: string) => ({ status: 200, body: { status, lead_id: LEAD, duplicate: false } });

  it('subscribes with the visit’s attribution, the notice version, the form’s key and the site’s token', async () => {
    env.world.answer = answer('subscribed');
    const key = randomUUID();
    const result = await env.subscribe({ email: ' Asha@Example.com ', source: 'footer', idempotency_key: key });
    expect(result).toEqual({ ok: true, data: { message: 'Successfully subscribed to our newsletter!' } });
    expect(env.world.calls[0]).toMatchObject({
      fn: 'subscribe_newsletter',
      body: {
        email: 'asha@example.com',
        source: 'footer',
        lead_source: 'google_ads',
        utm_campaign: 'cat-2026',
        gclid: 'EAIa',
        first_touch: googleAd,
        notice_version: NOTICE_VERSION,
        user_agent: 'vitest-browser',
        idempotency_key: key,
        form_token: issueFormGuard(SECRET, NOW.getTime(), key, 'newsletter').token,
        website: '',
        attribution_proof: attributionProof(SECRET, key, { source: 'google_ads', gclid: 'EAIa' }),
      },
    });
  });

  it('makes its own key for a form sent without JavaScript', async () => {
    env.world.answer = answer('subscribed');
    await env.subscribe({ email: 'a@example.com', source: 'prelaunch' });
    expect(env.world.calls[0].body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts a re-activated address as a success and a known one as spec §8’s duplicate', async () => {
    env.world.answer = answer('reactivated');
    expect(await env.subscribe({ email: 'a@example.com', source: 'footer' })).toMatchObject({ ok: true });
    env.world.answer = answer('already_subscribed');
    expect(await env.subscribe({ email: 'a@example.com', source: 'footer' })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'You are already subscribed to our newsletter!',
    });
  });

  it('says spec §8’s failure on an unexpected error, and words the rate limits', async () => {
    env.world.answer = { status: 500, body: { code: 'XX000', message: 'boom', details: null, hint: null } };
    expect(await env.subscribe({ email: 'a@example.com', source: 'footer' })).toEqual({
      ok: false,
      code: 'UNKNOWN',
      message: 'Failed to subscribe. Please try again.',
    });
    env.world.answer = { status: 400, body: { code: 'P0429', message: 'Too many attempts', details: null, hint: 'email' } };
    expect(await env.subscribe({ email: 'a@example.com', source: 'footer' })).toMatchObject({
      code: 'RATE_LIMITED',
      message: FORM_MESSAGES.newsletterEmailLimit,
    });
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    expect(await env.subscribe({ email: 'a@example.com', source: 'footer', website: 'x' })).toMatchObject({
      ok: false,
      message: FORM_MESSAGES.honeypot,
    });
    expect(env.world.calls).toEqual([]);
  });

  it('refuses a subscription while a super admin has switched the newsletter off, and stores nothing', async () => {
    const closed = setup(undefined, false);
    expect(await closed.subscribe({ email: 'a@example.com', source: 'footer' })).toMatchObject({
      ok: false,
      message: NEWSLETTER_CLOSED_MESSAGE,
    });
    expect(closed.world.calls).toEqual([]);
  });
});
