import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { waitForMails } from './support/mailbox';
import { createTestUser, signInAs } from './support/session';

// Issue 16's exam calendar in the browser: list and month views, the exam filter, expected dates shown without a
// day, the .ics feeds, Google Calendar links, and a member's CAT reminders arriving in the mailbox when the job
// runs with a moved clock — then stopped with the e-mail's one-click link.

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((e) => ({
    summary: String(e.getFirstPropertyValue('summary')),
    start: (e.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
  }));
}

test('the list view shows announced dates with their source and expected ones without a day', async ({ page }) => {
  await page.goto('/exams/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'MBA exam calendar' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/exams\/calendar$/);

  await page.getByRole('navigation', { name: 'Filter by exam' }).getByRole('link', { name: 'CAT' }).click();
  await expect(page).toHaveURL(/\/exams\/calendar\?exam=cat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CAT calendar' })).toBeVisible();
  const cards = page.getByTestId('calendar-entry');
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.locator('h3').allTextContents()) expect(title).toMatch(/^CAT 2026/);

  const examDay = cards.filter({ hasText: 'CAT 2026: Exam day' });
  await expect(examDay.getByText('Expected', { exact: true })).toBeVisible();
  const when = (await examDay.getByTestId('entry-when').textContent()) ?? '';
  expect(when).toBe('Expected: usually late November');
  expect(when).not.toMatch(/\d/);
  await expect(examDay.getByTestId('google-calendar-link')).toHaveCount(0);
  await expect(examDay.getByText(/Last verified \d{1,2} \w{3} \d{4}/)).toBeVisible();
  await expect(examDay.getByRole('link', { name: /VidyaVision|PagalGuy|FindMyCollege/ })).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);

  // An announced entry: its day, and an 'Add to Google Calendar' link for it.
  await page.goto('/exams/calendar?exam=mat');
  const pbt = page.getByTestId('calendar-entry').filter({ hasText: 'MAT September 2026: Exam day (paper-based, PBT)' });
  await expect(pbt.getByTestId('entry-when')).toHaveText('13 Sep 2026');
  const google = new URL((await pbt.getByTestId('google-calendar-link').getAttribute('href')) ?? '');
  expect(google.origin).toBe('https://calendar.google.com');
  expect(google.searchParams.get('dates')).toBe('20260913/20260914');
});

test('the month view is a table of weeks with previous and next months', async ({ page }) => {
  await page.goto('/exams/calendar?exam=mat&view=month&month=2026-09');
  await expect(page.getByRole('heading', { level: 2, name: 'September 2026' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Announced dates in September 2026, by week' });
  await expect(table.getByRole('columnheader')).toHaveCount(7);
  await expect(table.getByRole('cell', { name: /13 Sep 2026.*MAT September 2026: Exam day \(paper-based, PBT\)/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/month=2026-10/);
  await expect(page.getByRole('heading', { level: 2, name: 'October 2026' })).toBeVisible();
  await page.goto('/exams/calendar?view=month&month=2026-11&exam=cat');
  const expected = page.getByText('Expected in November 2026 (not announced yet)').locator('..');
  await expect(expected.getByText('CAT 2026: Exam day')).toBeVisible();
  await expect(expected).toContainText('Expected: usually late November');

  // At 360 px the weeks become a list of the days that have something on them, and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/exams/calendar?exam=mat&view=month&month=2026-09');
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('link', { name: 'MAT September 2026: Exam day (paper-based, PBT)' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the .ics feeds download and parse, with announced dates only', async ({ request }) => {
  const all = await request.get('/exams/calendar/all.ics');
  expect(all.status()).toBe(200);
  expect(all.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(all.headers()['content-disposition']).toBe('inline; filename="mba-disha-all.ics"');
  const events = parseIcs(await all.text());
  expect(events).toContainEqual({ summary: 'MAT September 2026: Exam day (paper-based, PBT)', start: '2026-09-13' });
  expect(events.some((e) => e.summary.startsWith('CAT 2026'))).toBe(false); // CAT 2026 is only expected

  const cat = await request.get('/exams/calendar/cat.ics');
  expect(cat.status()).toBe(200);
  expect(parseIcs(await cat.text())).toEqual([]);
  expect((await request.get('/exams/calendar/gmat.ics')).status()).toBe(404);
  expect((await request.get('/exams/calendar/cat.txt')).status()).toBe(404);
});

test('a member subscribes to CAT reminders, gets the e-mail when the job runs, and stops them from its link', async ({
  page,
  context,
}) => {
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto('/exams/calendar?exam=cat');
  const toggle = page.getByTestId('reminder-cat');
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Done: we will e-mail' })).toBeVisible();

  // An editor announces a CAT date; the job runs a week before it.
  const admin = service();
  const id = `cat-e2e-${randomUUID().slice(0, 8)}`;
  const inserted = await admin.from('exam_calendar_entries').insert({
    id,
    status: 'announced',
    exam: 'cat',
    kind: 'result',
    cycle: '2026-27',
    cycle_label: 'CAT 2026',
    source_label: 'IIM CAT notice',
    source_url: 'https://iimcat.ac.in/',
    last_verified_on: '2026-11-23',
    starts_on: '2027-03-10',
  });
  expect(inserted.error).toBeNull();
  const run = await admin.rpc('send_exam_reminders', { now: '2027-03-03T09:00:00+05:30' });
  expect(run.error).toBeNull();
  expect(run.data).toBeGreaterThanOrEqual(1);

  const [message] = await waitForMails(
    page.request,
    user.email,
    (m) => m.subject?.startsWith('Reminder: CAT 2026: Result') ?? false,
  );
  expect(message.subject).toBe('Reminder: CAT 2026: Result on 10 Mar 2027 (in 7 days)');
  // Running the job again sends nothing twice.
  expect((await admin.rpc('send_exam_reminders', { now: '2027-03-03T10:00:00+05:30' })).data).toBe(0);

  const unsubscribe = message.links.find((link) => link.includes('/exams/calendar/unsubscribe/'));
  expect(unsubscribe).toBeDefined();
  // Opening the link changes nothing (a mail scanner may fetch it): the page asks, the button stops them.
  await page.goto(unsubscribe!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop these exam reminders?');
  await page.goto('/exams/calendar?exam=cat');
  await expect(page.getByTestId('reminder-cat')).toHaveAttribute('aria-pressed', 'true');
  await page.goto(unsubscribe!);
  await page.getByRole('button', { name: 'Stop these reminders' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'CAT reminders stopped' })).toBeVisible();
  await page.goto('/exams/calendar?exam=cat');
  await expect(page.getByTestId('reminder-cat')).toHaveAttribute('aria-pressed', 'false');
  await admin.from('exam_calendar_entries').delete().eq('id', id);
});

test('signed out, the reminders ask for sign-in', async ({ page }) => {
  await page.goto('/exams/calendar');
  await page.getByTestId('reminders-sign-in').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
