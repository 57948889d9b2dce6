import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';

// Real e-mail, on the built site: the List-Unsubscribe address (/api/unsubscribe/{list}/{token}, RFC 8058) and the
// newsletter's unsubscribe page. A GET — what mail scanners send — changes nothing and leads to the page that
// asks; the provider's one-click POST unsubscribes at once; the page's button does the same for a person.

function service() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function newSubscriber(): Promise<{ email: string; token: string }> {
  const email = `e2e-unsubscribe-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await service()
    .from('newsletter_subscribers')
    .insert({ email, source: 'footer' })
    .select('unsubscribe_token')
    .single();
  if (error) throw new Error(`subscribing ${email} failed: ${error.message}`);
  return { email, token: data.unsubscribe_token };
}

async function statusOf(email: string): Promise<string> {
  const { data, error } = await service().from('newsletter_subscribers').select('status').eq('email', email).single();
  if (error) throw new Error(`reading ${email} failed: ${error.message}`);
  return data.status;
}

test('GET on the one-click address changes nothing and leads to the page that asks', async ({ request, page }) => {
  const { email, token } = await newSubscriber();
  const response = await request.get(`/api/unsubscribe/newsletter/${token}`, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe(`/newsletter/unsubscribe/${token}`);
  expect(response.headers()['cache-control']).toBe('no-store');
  await page.goto(`/api/unsubscribe/newsletter/${token}`);
  await expect(page).toHaveURL(new RegExp(`/newsletter/unsubscribe/${token}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the MBA Disha newsletter?');
  expect(await statusOf(email)).toBe('active');
});

test('the one-click POST unsubscribes at once and answers in plain text', async ({ request }) => {
  const { email, token } = await newSubscriber();
  const response = await request.post(`/api/unsubscribe/newsletter/${token}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('You are unsubscribed.');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await statusOf(email)).toBe('unsubscribed');

  expect((await request.post(`/api/unsubscribe/newsletter/${'B'.repeat(32)}`)).status()).toBe(404);
  expect((await request.post('/api/unsubscribe/newsletter/not%20a%20token')).status()).toBe(400);
  expect((await request.post(`/api/unsubscribe/sms/${token}`)).status()).toBe(404);
});

test('the newsletter page asks, and its button unsubscribes; a mangled link says what to do', async ({ page }) => {
  const { email, token } = await newSubscriber();
  await page.goto(`/newsletter/unsubscribe/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the MBA Disha newsletter?');
  expect(await statusOf(email)).toBe('active');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You are unsubscribed.' })).toBeVisible();
  await expect(page.getByText('You will get no more newsletters from MBA Disha.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe again on the home page' })).toHaveAttribute(
    'href',
    '/#footer-newsletter',
  );
  expect(await statusOf(email)).toBe('unsubscribed');

  await page.goto(`/newsletter/unsubscribe/${'B'.repeat(32)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link does not work.')).toBeVisible();
  await page.goto('/newsletter/unsubscribe/not%20a%20token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
});

test('the health check answers, uncached', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toMatchObject({ status: expect.stringMatching(/^(ok|degraded)$/), database: { ok: true } });
});
