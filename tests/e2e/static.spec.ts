import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { consentOptions } from '@/lib/leads/consent';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { asVisitor, pastMinimumTime } from './support/leads';

const service = () => createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false } });
const anon = () => createClient(E2E_SUPABASE_URL, e2eKeys().anonKey, { auth: { persistSession: false } });
const uniqueEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

const contentPages: { path: string; h1: string; text: (string | RegExp)[] }[] = [
  { path: '/about', h1: 'About MBA Disha', text: ['Our honest-data policy', 'Not published', 'Our counsellors'] },
  {
    path: '/privacy',
    h1: 'Privacy policy',
    text: ['Digital Personal Data Protection Act, 2023', 'Your rights', 'How long we keep it'],
  },
  { path: '/terms', h1: 'Terms of service', text: ['Community rules', 'Governing law'] },
  { path: '/cookies', h1: 'Cookie policy', text: ['sb-<project>-auth-token', 'No advertising, tracking, analytics', 'DPDP Act'] },
  {
    path: '/resources',
    h1: 'Study resources for MBA aspirants',
    text: ['Entrance exam guides', 'iimcat.ac.in', 'Guides on the blog'],
  },
  {
    path: '/previous-papers',
    h1: 'Previous papers and official mock tests',
    text: ['iimcat.ac.in', 'xatonline.in', 'snaptest.org', 'leaked'],
  },
  { path: '/prelaunch', h1: 'MBA Disha is getting ready to launch', text: ['What is ready', 'Join the waitlist'] },
  {
    path: '/community',
    h1: 'MBA aspirants’ community',
    text: ['Start a discussion', 'All topics'],
  },
  { path: '/mock-tests', h1: 'Mock tests', text: ['sign in to take it', 'Apply filters'] },
  { path: '/contact', h1: 'Contact us', text: ['Send us a message'] },
];

for (const { path, h1, text } of contentPages) {
  test(`${path} shows its heading and content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    for (const t of text) await expect(page.getByText(t).first()).toBeVisible();
  });
}

test('the resources page links each exam guide and its official site', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('link', { name: 'CAT guide' })).toHaveAttribute('href', '/exams/cat');
  await expect(page.getByRole('link', { name: 'xatonline.in' })).toHaveAttribute('href', 'https://xatonline.in');
});

test('the community lists the seed’s published threads with their reply counts', async ({ page }) => {
  // The seed's threads only (their ids start e0000000-): other specs add threads of their own while this one runs.
  const { data, error } = await anon().from('community_threads').select('id, title, reply_count').eq('status', 'published');
  expect(error).toBeNull();
  const seeded = (data ?? []).filter((t) => t.id.startsWith('e0000000-'));
  expect(seeded.length).toBeGreaterThan(0);
  await page.goto('/community');
  for (const thread of seeded) {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: thread.title }) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`${thread.reply_count} ${thread.reply_count === 1 ? 'reply' : 'replies'}`);
  }
});

/** The seed's content manager (supabase/seed.sql), author of the seeded mock tests. */
const SEED_CONTENT_MANAGER = 'd0000000-0000-4000-8000-000000000002';

test('the mock tests page lists every published test with questions, duration and difficulty', async ({ page }) => {
  // The seed's tests, by their author: other specs publish tests of their own while this one runs.
  const { data, error } = await anon()
    .from('mock_tests')
    .select('title, total_questions, duration_minutes, difficulty, exam:exams(name)')
    .eq('created_by', SEED_CONTENT_MANAGER);
  expect(error).toBeNull();
  expect(data?.length).toBeGreaterThanOrEqual(10);
  await page.goto('/mock-tests');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  const count = Number((await page.getByText(/^\d+ mock tests$/).textContent())?.split(' ')[0]);
  await expect(cards).toHaveCount(count);
  for (const mock of data ?? []) {
    const card = cards.filter({ has: page.getByRole('heading', { name: mock.title }) });
    await expect(card).toContainText(String(mock.total_questions));
    await expect(card).toContainText(`${mock.duration_minutes} min`);
    await expect(card).toContainText(mock.difficulty);
  }
});

test('the prelaunch countdown shows days, hours and minutes once the page runs', async ({ page }) => {
  await page.goto('/prelaunch');
  const countdown = page.getByRole('definition');
  await expect(countdown).toHaveCount(3);
  for (const value of await countdown.all()) await expect(value).toHaveText(/^\d+$/);
});

test.describe('contact form', () => {
  test('shows the spec’s messages under each field and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Please write your message')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Ravi Kumar');
    await form.getByLabel('Email', { exact: true }).fill('ravi@example');
    await form.getByLabel('Phone (optional)').fill('012345');
    await form.getByLabel('Message').fill('Which colleges accept XAT?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('ravi@example');
    await expect(form.getByLabel('Message')).toHaveValue('Which colleges accept XAT?');
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    // Editing a field clears its error (spec §5).
    await form.getByLabel('Email', { exact: true }).fill('ravi@example.com');
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test('sends a message, stores it and records an attributed lead', async ({ page }) => {
    const email = uniqueEmail('contact');
    await asVisitor(page);
    await page.goto('/contact?utm_source=linkedin&utm_medium=social&utm_campaign=cat-2026', {
      referer: 'https://www.google.com/',
    });
    const rendered = Date.now();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Meera Iyer');
    await form.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await form.getByLabel('Phone (optional)').fill('+91 98765 43210');
    await form.getByLabel('Subject (optional)').fill('Shortlist help');
    await form.getByLabel('Message').fill('I scored 96 percentile in CAT. Which colleges should I apply to?');
    await pastMinimumTime(page, rendered);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you! Your message has reached our team.');
    await expect(form.getByLabel('Message')).toHaveValue('');

    const db = service();
    const { data: submissions } = await db.from('contact_submissions').select('*').eq('email', email);
    expect(submissions).toHaveLength(1);
    expect(submissions?.[0]).toMatchObject({
      name: 'Meera Iyer',
      phone: '+919876543210',
      subject: 'Shortlist help',
      inquiry_type: 'general',
      status: 'new',
    });

    const { data: leads } = await db.from('leads').select('*').eq('email', email);
    expect(leads).toHaveLength(1);
    expect(leads?.[0]).toMatchObject({
      name: 'Meera Iyer',
      form_type: 'contact',
      // The UTM source wins over the search-engine referrer.
      source: 'linkedin',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'cat-2026',
      referrer_url: 'https://www.google.com/',
      message: 'I scored 96 percentile in CAT. Which colleges should I apply to?',
      status: 'new',
    });
    expect(leads?.[0].page_url).toContain('/contact?utm_source=linkedin');
    expect(leads?.[0].ip_address).toBeTruthy();
    expect(leads?.[0].user_agent).toBeTruthy();
    expect(leads?.[0].browser_info).toMatchObject({ cookieEnabled: true });
    expect(leads?.[0].device_info).toHaveProperty('timezone');
  });

  test('a consultation request from a search engine is an organic consultation lead', async ({ page }) => {
    const email = uniqueEmail('consult');
    await asVisitor(page);
    await page.goto('/contact?type=consultation', { referer: 'https://www.bing.com/search?q=mba+counselling' });
    const rendered = Date.now();
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a consultation');
    await expect(form.getByLabel('What is it about?')).toHaveValue('counseling');
    await form.getByLabel('Full name').fill('Kabir Singh');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Message').fill('I have two years of work experience and a 90 percentile.');
    await form.getByLabel(consentOptions('consultation')[0].label).check();
    await pastMinimumTime(page, rendered);
    await form.getByRole('button', { name: 'Request a consultation' }).click();
    await expect(form.getByRole('status')).toContainText('A counsellor will reply');

    const { data: leads } = await service().from('leads').select('form_type, source, inquiry_type').eq('email', email);
    expect(leads).toEqual([{ form_type: 'consultation', source: 'organic', inquiry_type: 'counseling' }]);
  });
});

test.describe('prelaunch waitlist', () => {
  test('asks for an e-mail address', async ({ page }) => {
    await page.goto('/prelaunch');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Your e-mail address').fill('   ');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Your e-mail address').fill('not-an-email');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('signs up once and recognises a second sign-up with the same address', async ({ page }) => {
    const email = uniqueEmail('waitlist');
    await page.goto('/prelaunch');
    const form = page.getByRole('form', { name: 'Join the launch waitlist' });
    await form.getByLabel('Your e-mail address').fill(`  ${email}  `);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByRole('status')).toHaveText('Successfully subscribed to our newsletter!');

    await form.getByLabel('Your e-mail address').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByRole('status')).toHaveText('You are already subscribed to our newsletter!');

    const { data } = await service().from('newsletter_subscribers').select('email, source, status').eq('email', email);
    expect(data).toEqual([{ email, source: 'prelaunch', status: 'active' }]);
  });
});
