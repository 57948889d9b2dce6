import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '@/lib/leads/consent';
import type { LocalStack } from '@/supabase/local';
import {
  address,
  CONSENT,
  consultationForm,
  contactForm,
  rowsFor,
  signedAttribution,
  signedIn,
  startFormsStack,
  submit,
  uniq,
  visitor,
} from './support/enquiries';

// public.submit_enquiry: the contact and consultation forms' one transaction, called as the visitor.

let stack: LocalStack;
let college: { id: string; name: string };
let exam: { id: string };

beforeAll(async () => {
  stack = await startFormsStack();
  const { rows: c } = await stack.db.query<{ id: string; name: string }>(
    `insert into public.colleges (slug, name, location, type) values ('iim-test', 'IIM Test', 'Ahmedabad, Gujarat', 'IIM')
     returning id, name`,
  );
  college = c[0];
  const { rows: e } = await stack.db.query<{ id: string }>(
    `insert into public.exams (slug, name) values ('cat-test', 'CAT Test') returning id`,
  );
  exam = e[0];
}, 120_000);
afterAll(() => stack?.stop());

describe('a contact message', () => {
  it('stores the message, an attributed lead and a consent row per box, linked, with the visitor’s address', async () => {
    // Attribution from the visit's cookie, which the app signs; unsigned attribution is tested under 'the site's proof'.
    const form = signedAttribution(
      contactForm({
        source: 'google_ads',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'cat-2026',
        gclid: 'Cj0KCQ',
        first_touch: { source: 'google_ads', landing_page: 'https://mbadisha.test/?utm_source=google' },
        last_touch: { source: 'google_ads' },
        page_url: 'https://mbadisha.test/contact',
        referrer_url: 'https://mbadisha.test/colleges',
        user_agent: 'Mozilla/5.0 (test)',
        browser_info: { language: 'en-IN' },
        device_info: { timezone: 'Asia/Kolkata' },
        form_data: { heard_from: 'friend' },
        target_exams: ['CAT', ' XAT '],
        budget_range: '10-20 lakh',
        current_education: 'B.Com',
      }),
    );
    const { data, error } = await submit(visitor(stack, '203.0.113.10'), form);
    expect(error).toBeNull();
    expect(data).toEqual({ lead_id: expect.any(String), submission_id: expect.any(String), duplicate: false });

    const [lead] = await rowsFor(stack, 'leads', form.email as string);
    expect(lead).toMatchObject({
      id: data!.lead_id,
      name: 'Meera Iyer',
      phone: '+919876543210',
      source: 'google_ads',
      form_type: 'contact',
      status: 'new',
      subject: 'Shortlist help',
      inquiry_type: 'counseling',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'cat-2026',
      gclid: 'Cj0KCQ',
      first_touch: { source: 'google_ads', landing_page: 'https://mbadisha.test/?utm_source=google' },
      page_url: 'https://mbadisha.test/contact',
      ip_address: '203.0.113.10',
      user_agent: 'Mozilla/5.0 (test)',
      browser_info: { language: 'en-IN' },
      target_exams: ['CAT', 'XAT'],
      newsletter_subscribed: false,
      idempotency_key: form.idempotency_key,
      user_id: null,
      // contact 25 + phone 15 + exams 10 + budget 10 + paid 15 + education 5 = 80
      lead_score: 80,
      priority: 'urgent',
    });
    const [message] = await rowsFor(stack, 'contact_submissions', form.email as string);
    expect(message).toMatchObject({ id: data!.submission_id, lead_id: lead.id, message: form.message, status: 'new' });
    const consents = await rowsFor(stack, 'lead_consents', form.email as string);
    expect(consents.map((c) => [c.purpose, c.granted, c.label, c.context, c.notice_version, c.lead_id, c.ip_address])).toEqual([
      ['enquiry_contact', true, CONSENT.contact.label, 'contact', NOTICE_VERSION, lead.id, '203.0.113.10'],
      ['whatsapp', false, CONSENT.whatsapp.label, 'contact', NOTICE_VERSION, lead.id, '203.0.113.10'],
    ]);
  });

  it('records a signed-in member’s account on the lead and the message', async () => {
    const { client, id } = await signedIn(stack, 'member');
    const form = contactForm();
    expect((await submit(client, form)).error).toBeNull();
    expect((await rowsFor(stack, 'leads', form.email as string))[0].user_id).toBe(id);
    expect((await rowsFor(stack, 'contact_submissions', form.email as string))[0].user_id).toBe(id);
  });

  it('ignores keys it does not know: CRM fields and forged attribution cannot be set', async () => {
    const { client, id: member } = await signedIn(stack, 'member');
    const counselor = (
      await stack.db.query<{ id: string }>(`insert into public.counselors (name, email) values ('C', $1) returning id`, [
        `${uniq('c')}@forms.test`,
      ])
    ).rows[0].id;
    const forged = {
      id: '00000000-0000-4000-8000-00000000f00d',
      status: 'converted',
      priority: 'urgent',
      lead_score: 100,
      contact_attempts: 9,
      assigned_counselor_id: counselor,
      assigned_at: '2020-01-01T00:00:00Z',
      notes: 'VIP',
      internal_notes: 'Waive the fee',
      qualified_at: '2020-01-01T00:00:00Z',
      converted_at: '2020-01-01T00:00:00Z',
      conversion_value: 500000,
      created_at: '2020-01-01T00:00:00Z',
      next_follow_up_at: '2020-01-01T00:00:00Z',
      ip_address: '10.9.9.9',
      user_id: '00000000-0000-4000-8000-000000000001',
      lead_id: '00000000-0000-4000-8000-000000000002',
    };
    for (const client_ of [visitor(stack, address()), client]) {
      const form = contactForm({ ...forged, phone: undefined });
      const { data, error } = await submit(client_, form);
      expect(error).toBeNull();
      const [lead] = await rowsFor(stack, 'leads', form.email as string);
      expect(lead.id).toBe(data!.lead_id);
      expect(lead).toMatchObject({
        status: 'new',
        priority: 'medium',
        lead_score: 25,
        contact_attempts: 0,
        assigned_counselor_id: null,
        assigned_at: null,
        notes: null,
        internal_notes: null,
        qualified_at: null,
        converted_at: null,
        conversion_value: null,
        next_follow_up_at: null,
        user_id: client_ === client ? member : null,
      });
      expect(lead.id).not.toBe(forged.id);
      expect(lead.ip_address).not.toBe('10.9.9.9');
      expect(new Date(lead.created_at as string).getFullYear()).toBeGreaterThan(2020);
    }
  });
});

describe('a consultation', () => {
  it('names the college (a real column, and the subject) and needs no message', async () => {
    const form = consultationForm({ college_slug: 'iim-test' });
    const { data, error } = await submit(visitor(stack, address()), form);
    expect(error).toBeNull();
    expect(data!.submission_id).toBeNull();
    const [lead] = await rowsFor(stack, 'leads', form.email as string);
    expect(lead).toMatchObject({
      form_type: 'consultation',
      college_id: college.id,
      subject: `Consultation: ${college.name}`,
      inquiry_type: 'counseling',
      message: null,
    });
    expect(await rowsFor(stack, 'contact_submissions', form.email as string)).toEqual([]);
  });

  it('names an exam from an exam page', async () => {
    const form = consultationForm({ exam_slug: 'cat-test' });
    expect((await submit(visitor(stack, address()), form)).error).toBeNull();
    expect((await rowsFor(stack, 'leads', form.email as string))[0]).toMatchObject({
      exam_id: exam.id,
      subject: 'Consultation: CAT Test',
    });
  });

  it('is refused without consent to be contacted about it (22023, HINT consents), and stores nothing', async () => {
    for (const consents of [[], [CONSENT.newsletter], [{ ...CONSENT.contact, granted: false }]]) {
      const form = consultationForm({ consents });
      const { data, error } = await submit(visitor(stack, address()), form);
      expect({ data, code: error?.code, hint: error?.hint }, JSON.stringify(consents)).toEqual({
        data: null,
        code: '22023',
        hint: 'consents',
      });
      expect(await rowsFor(stack, 'leads', form.email as string)).toEqual([]);
    }
  });

  it('records sharing with the named college against that college, and refuses it with no college named', async () => {
    const share = { purpose: 'share_with_college', granted: true, label: 'Share my details with IIM Test' };
    const form = consultationForm({ college_slug: 'iim-test', consents: [CONSENT.contact, share] });
    expect((await submit(visitor(stack, address()), form)).error).toBeNull();
    const consents = await rowsFor(stack, 'lead_consents', form.email as string);
    expect(consents.map((c) => [c.purpose, c.college_id, c.context])).toEqual([
      ['enquiry_contact', null, 'consultation'],
      ['share_with_college', college.id, 'consultation'],
    ]);
    const unnamed = await submit(visitor(stack, address()), consultationForm({ consents: [CONSENT.contact, share] }));
    expect(unnamed.error).toMatchObject({ code: '22023', hint: 'consents' });
  });

  it('subscribes the address when the newsletter box is ticked', async () => {
    const form = consultationForm({ consents: [CONSENT.contact, CONSENT.newsletter] });
    expect((await submit(visitor(stack, address()), form)).error).toBeNull();
    expect((await rowsFor(stack, 'leads', form.email as string))[0]).toMatchObject({
      newsletter_subscribed: true,
      subscription_source: 'consultation',
    });
    expect((await rowsFor(stack, 'newsletter_subscribers', form.email as string))[0]).toMatchObject({
      status: 'active',
      source: 'consultation',
    });
  });
});

describe('one transaction', () => {
  it('leaves nothing when a consent written after the lead is invalid: no lead, message, consent or counted attempt', async () => {
    const form = contactForm({ consents: [CONSENT.contact, { purpose: 'sell_to_partners', granted: true, label: 'x' }] });
    const hits = async () => Number((await stack.db.query(`select count(*) as n from private.rate_limit_hits`)).rows[0].n);
    const before = await hits();
    const { data, error } = await submit(visitor(stack, address()), form);
    expect({ data, code: error?.code, hint: error?.hint }).toEqual({ data: null, code: '22023', hint: 'consents' });
    for (const table of ['leads', 'contact_submissions', 'lead_consents', 'newsletter_subscribers']) {
      expect(await rowsFor(stack, table, form.email as string), table).toEqual([]);
    }
    expect(await hits()).toBe(before);
  });

  it('stores exactly 200 leads for 200 visitors submitting at once', async () => {
    const domain = `${uniq('crowd')}.test`;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => submit(visitor(stack, address()), contactForm({ email: `visitor${i}@${domain}` }))),
    );
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(new Set(results.map((r) => r.data!.lead_id)).size).toBe(200);
    const { rows } = await stack.db.query(`select count(*)::int as n from public.leads where email like $1`, [`%@${domain}`]);
    expect(rows[0].n).toBe(200);
    const messages = await stack.db.query(`select count(*)::int as n from public.contact_submissions where email like $1`, [
      `%@${domain}`,
    ]);
    expect(messages.rows[0].n).toBe(200);
  });
});

describe('idempotency', () => {
  it('answers a resent form with the first lead and message, marked duplicate, and stores one of each', async () => {
    const client = visitor(stack, address());
    const form = contactForm();
    const first = await submit(client, form);
    const again = await submit(client, { ...form, message: 'A changed message' });
    expect(again.data).toEqual({ ...first.data, duplicate: true });
    expect(await rowsFor(stack, 'leads', form.email as string)).toHaveLength(1);
    expect(await rowsFor(stack, 'contact_submissions', form.email as string)).toHaveLength(1);
    expect(await rowsFor(stack, 'lead_consents', form.email as string)).toHaveLength(2);
  });

  it('stores one lead when the same form arrives several times at once, through two app servers', async () => {
    const ip = address();
    const [a, b] = [visitor(stack, ip), visitor(stack, ip)];
    const form = contactForm();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(i % 2 ? a : b, form)));
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(results.filter((r) => !r.data!.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.data!.lead_id)).size).toBe(1);
    expect(await rowsFor(stack, 'leads', form.email as string)).toHaveLength(1);
  });

  it('does not count a repeat against the rate limit', async () => {
    const client = visitor(stack, address());
    const form = contactForm();
    for (let i = 0; i < 8; i++) expect((await submit(client, form)).error).toBeNull();
    for (let i = 0; i < 4; i++) expect((await submit(client, contactForm())).error).toBeNull();
  });
});

describe('rate limits', () => {
  const codes = (results: { error: { code: string; hint: string } | null }[]) =>
    results.map((r) => (r.error ? `${r.error.code}/${r.error.hint}` : 'ok'));

  it('allows 5 enquiries per visitor address in 10 minutes; the 6th is refused with P0429, HINT ip', async () => {
    const client = visitor(stack, address());
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await submit(client, contactForm()));
    expect(codes(results)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'P0429/ip']);
    expect((await submit(visitor(stack, address()), contactForm())).error).toBeNull();
  });

  it('allows 3 enquiries per e-mail address in an hour, from any address; the 4th is refused with HINT email', async () => {
    const email = `${uniq('busy')}@forms.test`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await submit(visitor(stack, address()), contactForm({ email })));
    expect(codes(results)).toEqual(['ok', 'ok', 'ok', 'P0429/email']);
    expect(await rowsFor(stack, 'leads', email)).toHaveLength(3);
  });

  it('holds across two app servers: the visitor’s attempts through either count together', async () => {
    const ip = address();
    const [a, b] = [visitor(stack, ip), visitor(stack, ip)];
    const results = [];
    for (const server of [a, b, a, b, a, b, a]) results.push(await submit(server, contactForm()));
    expect(codes(results)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'P0429/ip', 'P0429/ip']);
  });

  it('forgets attempts older than the window', async () => {
    const ip = address();
    const client = visitor(stack, ip);
    for (let i = 0; i < 5; i++) expect((await submit(client, contactForm())).error).toBeNull();
    expect((await submit(client, contactForm())).error?.hint).toBe('ip');
    await stack.db.query(
      `update private.rate_limit_hits set hit_at = hit_at - interval '11 minutes' where action = 'enquiry.ip'`,
    );
    expect((await submit(client, contactForm())).error).toBeNull();
  });
});

describe('validation', () => {
  it('refuses a malformed field with 22023 and HINT naming it, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ email: '  ' }, 'email'],
      [{ email: 42 }, 'email'],
      [{ name: ' A ' }, 'name'],
      [{ name: 'Line\nbreak' }, 'name'],
      [{ phone: '0123' }, 'phone'],
      [{ phone: '+91 98765 43210 12345' }, 'phone'],
      [{ message: '' }, 'message'],
      [{ message: 'x'.repeat(5001) }, 'message'],
      [{ form_type: 'newsletter' }, 'form_type'],
      [{ inquiry_type: 'sales' }, 'inquiry_type'],
      [{ college_slug: 'no-such-college' }, 'college_slug'],
      [{ exam_slug: 'no-such-exam' }, 'exam_slug'],
      [{ source: 'tiktok' }, 'source'],
      [{ page_url: 'javascript:alert(1)' }, 'page_url'],
      [{ referrer_url: '/relative' }, 'referrer_url'],
      [{ target_exams: 'CAT' }, 'target_exams'],
      [{ target_exams: Array(11).fill('CAT') }, 'target_exams'],
      [{ browser_info: ['en-IN'] }, 'browser_info'],
      [{ form_data: { big: 'x'.repeat(17000) } }, 'form_data'],
      [{ notice_version: undefined }, 'notice_version'],
      [{ consents: { purpose: 'newsletter' } }, 'consents'],
      [{ consents: [CONSENT.contact, CONSENT.contact] }, 'consents'],
      [{ consents: [{ purpose: 'newsletter', granted: 'yes', label: 'x' }] }, 'consents'],
      [{ notice_version: '2026-01-01' }, 'notice_version'],
      [{ idempotency_key: 'not-a-uuid' }, 'idempotency_key'],
      [{ idempotency_key: undefined }, 'idempotency_key'],
    ];
    const emails: string[] = [];
    for (const [over, hint] of cases) {
      const form = contactForm(over);
      if (typeof form.email === 'string') emails.push(form.email.trim().toLowerCase());
      const { data, error } = await submit(visitor(stack, address()), form);
      expect({ data, code: error?.code, hint: error?.hint }, JSON.stringify(over).slice(0, 80)).toEqual({
        data: null,
        code: '22023',
        hint,
      });
    }
    const { data, error } = await visitor(stack, address()).rpc('submit_enquiry', { submission: [] });
    expect({ data, code: error?.code, hint: error?.hint }).toEqual({ data: null, code: '22023', hint: 'submission' });
    const { rows } = await stack.db.query(`select count(*)::int as n from public.leads where email = any($1)`, [emails]);
    expect(rows[0].n).toBe(0);
  });

  it('keeps only the first 512 characters of a user agent rather than refuse the visitor', async () => {
    const form = contactForm({ user_agent: `Mozilla/5.0 ${'x'.repeat(1000)}`, idempotency_key: randomUUID() });
    expect((await submit(visitor(stack, address()), form)).error).toBeNull();
    expect(((await rowsFor(stack, 'leads', form.email as string))[0].user_agent as string).length).toBe(512);
  });
});
