import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { mailboxOf, waitForMails, type MailboxMessage } from './support/mailbox';
import { createTestUser, signInAs } from './support/session';

// Issue 16, my applications: a member tracks colleges, records where each stands and its form fee, and sees
// the total; a wrong fee is refused beside the field with what they typed kept; reminders follow a tracked
// college's application dates into the mailbox and stop with the e-mail's one-click link.

test('a member tracks two colleges, sets their status and fees and sees the budget', async ({ page, context }) => {
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Open my applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.getByText('You are not tracking any college yet.')).toBeVisible();

  for (const [query, name] of [
    ['Kozhikode', 'Indian Institute of Management Kozhikode'],
    ['XLRI', 'XLRI - Xavier School of Management'],
  ]) {
    await page.getByRole('searchbox', { name: 'College name' }).fill(query);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Track ${name}` }).click();
    await expect(page.getByRole('article', { name })).toBeVisible();
  }

  const iimk = page.getByRole('article', { name: 'Indian Institute of Management Kozhikode' });
  // The seeded calendar has no college deadlines (none were published): the card says where to look instead.
  await expect(iimk.getByText('No dates for this college in our exam calendar yet')).toBeVisible();
  await iimk.getByLabel('Status').selectOption({ label: 'Applied' });
  await iimk.getByLabel('Form fee (₹)').fill('2,500');
  await iimk.getByLabel('Notes').fill('CAT form covers all IIMs');
  await iimk.getByRole('button', { name: 'Save' }).click();
  await expect(iimk.getByRole('status')).toHaveText('Saved Indian Institute of Management Kozhikode.');

  const xlri = page.getByRole('article', { name: 'XLRI - Xavier School of Management' });
  await xlri.getByLabel('Form fee (₹)').fill('two thousand');
  await xlri.getByRole('button', { name: 'Save' }).click();
  await expect(xlri.getByText('Enter the form fee in rupees, e.g. 2500, or leave it empty.')).toBeVisible();
  await expect(xlri.getByLabel('Form fee (₹)')).toHaveValue('two thousand');
  await xlri.getByLabel('Form fee (₹)').fill('2300');
  await xlri.getByRole('button', { name: 'Save' }).click();
  await expect(xlri.getByRole('status')).toHaveText('Saved XLRI - Xavier School of Management.');

  await page.reload();
  await expect(page.getByTestId('form-fee-total')).toHaveText('₹4,800');
  await expect(iimk.getByLabel('Status')).toHaveValue('applied');
  await expect(iimk.getByLabel('Notes')).toHaveValue('CAT form covers all IIMs');
  expect(await axeViolations(page)).toEqual([]);

  await xlri.getByRole('button', { name: 'Stop tracking XLRI - Xavier School of Management' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Stop tracking XLRI - Xavier School of Management?' });
  await expect(confirm).toContainText('Its status, fee and notes will be deleted.');
  await confirm.getByRole('button', { name: 'Stop tracking', exact: true }).click();
  await expect(xlri).toHaveCount(0);
  await expect(page.getByTestId('form-fee-total')).toHaveText('₹2,500');
});

test("a tracked college's application deadline is e-mailed when the job runs, and one click stops it", async ({
  page,
  context,
}) => {
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto('/profile/applications?q=Sambalpur');
  const name = 'Indian Institute of Management Sambalpur';
  await page.getByRole('button', { name: `Track ${name}` }).click();
  const card = page.getByRole('article', { name });
  const reminders = card.getByRole('checkbox', { name: 'E-mail me before its application dates' });
  await expect(reminders).toBeChecked();
  await expect(
    card.getByText('7 days and 1 day before each date announced in our calendar, until you mark it Applied.'),
  ).toBeVisible();

  // An editor announces the college's application deadline; the job runs a week before it.
  const admin = createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const college = await admin.from('colleges').select('id').eq('slug', 'iim-sambalpur').single();
  const id = `iim-sambalpur-e2e-${randomUUID().slice(0, 8)}`;
  const inserted = await admin.from('exam_calendar_entries').insert({
    id,
    status: 'announced',
    college_id: college.data!.id,
    kind: 'application-deadline',
    cycle: '2026-27',
    cycle_label: 'IIM Sambalpur MBA 2027-29',
    source_label: 'IIM Sambalpur admissions',
    source_url: 'https://iimsambalpur.ac.in/',
    last_verified_on: '2026-11-24',
    starts_on: '2027-04-15',
  });
  expect(inserted.error).toBeNull();
  try {
    const run = await admin.rpc('send_exam_reminders', { now: '2027-04-08T09:00:00+05:30' });
    expect(run.error).toBeNull();
    const isReminder = (m: MailboxMessage) => m.subject?.startsWith('Reminder: IIM Sambalpur') ?? false;
    const [message] = await waitForMails(page.request, user.email, isReminder);
    expect(message.subject).toBe('Reminder: IIM Sambalpur MBA 2027-29: Application deadline on 15 Apr 2027 (in 7 days)');

    const stop = message.links.find((link) => link.includes('/exams/calendar/unsubscribe/college/'));
    expect(stop).toBeDefined();
    // Opening the link changes nothing (a mail scanner may fetch it); the button stops the reminders.
    await page.goto(stop!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop reminders for this college?');
    await page.getByRole('button', { name: 'Stop these reminders' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Reminders for ${name} stopped` })).toBeVisible();
    await page.getByRole('link', { name: 'Open My applications' }).click();
    await expect(
      page.getByRole('article', { name }).getByRole('checkbox', { name: 'E-mail me before its application dates' }),
    ).not.toBeChecked();
    // The 1-day reminder is not sent once stopped.
    const dayBefore = await admin.rpc('send_exam_reminders', { now: '2027-04-14T09:00:00+05:30' });
    expect(dayBefore.error).toBeNull();
    expect((await mailboxOf(page.request, user.email)).filter(isReminder)).toHaveLength(1);
  } finally {
    await admin.from('exam_calendar_entries').delete().eq('id', id);
  }
});

test('a signed-out visitor is sent to sign in and back', async ({ page }) => {
  await page.goto('/profile/applications');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile%2Fapplications/);
});
