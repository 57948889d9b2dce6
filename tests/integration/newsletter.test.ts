import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_LABEL, NOTICE_VERSION } from '@/lib/leads/consent';
import type { LocalStack } from '@/supabase/local';
import {
  address,
  contactForm,
  newsletterForm,
  rowsFor,
  signedAttribution,
  signedIn,
  startFormsStack,
  submit,
  subscribe,
  uniq,
  visitor,
} from './support/enquiries';

// public.subscribe_newsletter: the footer and launch-page sign-up, with spec §7's lead logic and a consent row.

let stack: LocalStack;
beforeAll(async () => {
  stack = await startFormsStack();
}, 120_000);
afterAll(() => stack?.stop());

describe('subscribing', () => {
  it('subscribes, recognises the address again, and re-activates it after an unsubscribe', async () => {
    const client = visitor(stack, address());
    const email = `${uniq('reader')}@forms.test`;
    const first = await subscribe(client, newsletterForm({ email: `  ${email.toUpperCase()} `, source: 'prelaunch' }));
    expect(first).toEqual({ data: { status: 'subscribed', lead_id: expect.any(String), duplicate: false }, error: null });
    expect((await rowsFor(stack, 'newsletter_subscribers', email))[0]).toMatchObject({ status: 'active', source: 'prelaunch' });

    const again = await subscribe(client, newsletterForm({ email, source: 'footer' }));
    expect(again.data).toEqual({ status: 'already_subscribed', lead_id: first.data!.lead_id, duplicate: false });
    expect((await rowsFor(stack, 'newsletter_subscribers', email))[0]).toMatchObject({ source: 'prelaunch' });

    await stack.db.query(`update public.newsletter_subscribers set status = 'unsubscribed' where email = $1`, [email]);
    const back = await subscribe(client, newsletterForm({ email, source: 'footer' }));
    expect(back.data).toEqual({ status: 'reactivated', lead_id: first.data!.lead_id, duplicate: false });
    const [row] = await rowsFor(stack, 'newsletter_subscribers', email);
    expect(row).toMatchObject({ status: 'active', source: 'footer', unsubscribed_at: null });
    expect(await rowsFor(stack, 'newsletter_subscribers', email)).toHaveLength(1);
  });

  it('answers a resent form with the first answer, marked duplicate', async () => {
    const client = visitor(stack, address());
    const form = newsletterForm();
    const first = await subscribe(client, form);
    const results = await Promise.all([subscribe(client, form), subscribe(visitor(stack, address()), form)]);
    for (const r of results) expect(r.data).toEqual({ ...first.data, duplicate: true });
    expect(await rowsFor(stack, 'lead_consents', form.email as string)).toHaveLength(1);
  });

  it('records the sign-up as a newsletter consent with the notice version, label, address and browser', async () => {
    const form = newsletterForm({ user_agent: 'Mozilla/5.0 (test)' });
    const { data } = await subscribe(visitor(stack, '203.0.113.77'), form);
    const consents = await rowsFor(stack, 'lead_consents', form.email as string);
    expect(consents).toEqual([
      expect.objectContaining({
        purpose: 'newsletter',
        granted: true,
        context: 'newsletter',
        notice_version: NOTICE_VERSION,
        label: NEWSLETTER_CONSENT_LABEL,
        lead_id: data!.lead_id,
        ip_address: '203.0.113.77',
        user_agent: 'Mozilla/5.0 (test)',
      }),
    ]);
  });
});

describe('spec §7 lead logic', () => {
  it('marks the existing leads with the address subscribed, and creates no lead', async () => {
    const enquiry = contactForm();
    const { data: lead } = await submit(visitor(stack, address()), enquiry);
    const { data } = await subscribe(visitor(stack, address()), newsletterForm({ email: enquiry.email, source: 'footer' }));
    expect(data!.lead_id).toBe(lead!.lead_id);
    const leads = await rowsFor(stack, 'leads', enquiry.email as string);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form_type: 'contact', newsletter_subscribed: true, subscription_source: 'footer' });
  });

  it('otherwise creates a newsletter lead with its attribution, scored low', async () => {
    const form = signedAttribution(
      newsletterForm({
        lead_source: 'facebook',
        utm_source: 'facebook',
        utm_campaign: 'launch',
        fbclid: 'IwAR0',
        page_url: 'https://mbadisha.test/prelaunch',
        first_touch: { source: 'facebook' },
        source: 'prelaunch',
      }),
      'lead_source',
    );
    const { data } = await subscribe(visitor(stack, '203.0.113.78'), form);
    const [lead] = await rowsFor(stack, 'leads', form.email as string);
    expect(lead).toMatchObject({
      id: data!.lead_id,
      name: '',
      form_type: 'newsletter',
      source: 'facebook',
      utm_source: 'facebook',
      utm_campaign: 'launch',
      fbclid: 'IwAR0',
      page_url: 'https://mbadisha.test/prelaunch',
      first_touch: { source: 'facebook' },
      ip_address: '203.0.113.78',
      newsletter_subscribed: true,
      subscription_source: 'prelaunch',
      status: 'new',
      // newsletter 5 + paid campaign 15
      lead_score: 20,
      priority: 'low',
    });
  });

  it('records a signed-in member’s account on the subscription and the lead', async () => {
    const { client, id } = await signedIn(stack, 'member');
    const form = newsletterForm();
    expect((await subscribe(client, form)).error).toBeNull();
    expect((await rowsFor(stack, 'newsletter_subscribers', form.email as string))[0].user_id).toBe(id);
    expect((await rowsFor(stack, 'leads', form.email as string))[0].user_id).toBe(id);
  });
});

describe('limits and validation', () => {
  const code = (r: { error: { code: string; hint: string } | null }) => (r.error ? `${r.error.code}/${r.error.hint}` : 'ok');

  it('allows 10 sign-ups per visitor address in 10 minutes, across app servers; the 11th is refused with HINT ip', async () => {
    const ip = address();
    const servers = [visitor(stack, ip), visitor(stack, ip)];
    const results = [];
    for (let i = 0; i < 11; i++) results.push(code(await subscribe(servers[i % 2], newsletterForm())));
    expect(results).toEqual([...Array<string>(10).fill('ok'), 'P0429/ip']);
  });

  it('allows 5 attempts per e-mail address in an hour; the 6th is refused with HINT email', async () => {
    const email = `${uniq('keen')}@forms.test`;
    const results = [];
    for (let i = 0; i < 6; i++) results.push(code(await subscribe(visitor(stack, address()), newsletterForm({ email }))));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'P0429/email']);
  });

  it('refuses a malformed field with 22023 and HINT naming it, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '' }, 'email'],
      [{ email: 'nope' }, 'email'],
      [{ source: 'Footer!' }, 'source'],
      [{ lead_source: 'tiktok' }, 'lead_source'],
      [{ notice_version: undefined }, 'notice_version'],
      [{ notice_version: 'forged' }, 'notice_version'],
      [{ page_url: 'data:text/html,hi' }, 'page_url'],
      [{ last_touch: 'google' }, 'last_touch'],
      [{ idempotency_key: 'x' }, 'idempotency_key'],
    ];
    for (const [over, hint] of cases) {
      const form = newsletterForm(over);
      const { data, error } = await subscribe(visitor(stack, address()), form);
      expect({ data, code: error?.code, hint: error?.hint }, JSON.stringify(over)).toEqual({ data: null, code: '22023', hint });
      if (typeof form.email === 'string' && form.email) {
        expect(await rowsFor(stack, 'newsletter_subscribers', form.email), hint).toEqual([]);
      }
    }
  });
});
