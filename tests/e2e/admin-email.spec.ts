import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Issue 35's /admin/email as a super admin: a message the mail server refuses for good shows as Failed with the
 * server's words, is retried from the page and fails again with a fresh count of tries; an address is suppressed
 * and released by hand. The super admin's own address is in the reserved .invalid domain, which the stack's SMTP
 * server refuses with 550, so the failure is a real one, made by sending a newsletter test to oneself.
 */

const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

let superAdmin: TestUser;
let editor: TestUser;

test.beforeAll(async () => {
  [superAdmin, editor] = await Promise.all([
    createTestUser({ role: 'super_admin', isAdmin: true, domain: 'bounce.invalid' }),
    createTestUser({ role: 'editor', isAdmin: true }),
  ]);
});

async function sendTestToSelf(page: Page, subject: string): Promise<void> {
  await page.goto('/admin/newsletter/new');
  await main(page).getByLabel('Subject').fill(subject);
  await main(page).getByLabel('Body (Markdown)').fill('A test copy that the mail server refuses.');
  await main(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Send a test to me' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `Test sent to ${superAdmin.email}.` }),
  ).toBeVisible();
}

test('a super admin sees a refused message as failed, with the error, and retries it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInAs(context, superAdmin);
  const subject = `E2E refused ${randomUUID().slice(0, 8)}`;
  await sendTestToSelf(page, subject);

  await page.goto('/admin');
  await sidebar(page).getByRole('link', { name: 'E-mail' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/email`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();

  // The filters are the URL's: a link to this view shows the same list.
  const filters = main(page).getByRole('search', { name: 'Filter messages' });
  await filters.getByLabel('State').selectOption('failed');
  await filters.getByLabel('Kind').selectOption('newsletter_test');
  await filters.getByLabel('Recipient').fill(superAdmin.email);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(
    `${E2E_BASE_URL}/admin/email?${new URLSearchParams({ status: 'failed', kind: 'newsletter_test', to: superAdmin.email })}`,
  );
  await expect(main(page).getByRole('link', { name: /^Failed/ })).toHaveAttribute('aria-current', 'page');

  // The worker tries it at once and the server's 550 is final: no retries are wasted on it.
  const card = main(page)
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: `[Test] ${subject}` });
  await expect(async () => {
    await page.reload();
    await expect(card).toHaveCount(1);
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText('Failed', { exact: true })).toBeVisible();
  await expect(card).toContainText('Newsletter test');
  await expect(card).toContainText(superAdmin.email);
  await expect(card).toContainText('1 try');
  await expect(card).toContainText(/Last error: .*550.*domain does not exist/);

  // Back on the same filtered list, which the message has left for the queue.
  await card.getByRole('button', { name: `Retry “[Test] ${subject}”` }).click();
  await expect(page).toHaveURL(/[?&]retried=1$/);
  await expect(main(page).getByRole('status')).toHaveText('The message is queued again and will be sent in a moment.');
  await expect(page).toHaveURL(/status=failed/);

  // Tried again from a fresh count, and refused again.
  await page.goto(`/admin/email?${new URLSearchParams({ kind: 'newsletter_test', to: superAdmin.email })}`);
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Failed', { exact: true })).toBeVisible();
    await expect(card).toContainText('1 try');
  }).toPass({ timeout: 30_000 });
});

test('a super admin suppresses an address by hand and releases it again', async ({ page, context }) => {
  await signInAs(context, superAdmin);
  const address = `e2e-blocked-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/admin/email');
  const section = main(page).getByRole('region', { name: 'Suppressed addresses' });

  await section.getByLabel('E-mail').fill('not an address');
  await section.getByRole('button', { name: 'Suppress address' }).click();
  await expect(section.getByText('Please enter a valid email address')).toBeVisible();
  await expect(section.getByLabel('E-mail')).toHaveValue('not an address');

  await section.getByLabel('E-mail').fill(address);
  await section.getByLabel('Note (optional)').fill('Asked by phone to stop all e-mail');
  await section.getByRole('button', { name: 'Suppress address' }).click();
  await expect(section.getByRole('status')).toHaveText(`${address} gets no newsletter, reminders or reply notices from now on.`);
  const entry = section.getByRole('list', { name: 'Suppressed addresses' }).getByRole('listitem').filter({ hasText: address });
  await expect(entry).toContainText('Blocked by staff');
  await expect(entry).toContainText('Asked by phone to stop all e-mail');

  await entry.getByRole('button', { name: `Remove the suppression of ${address}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove the suppression of ${address}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove suppression' }).click();
  await expect(entry).toHaveCount(0);
});

test('the page reads at 360 px without sideways scrolling', async ({ page, context }) => {
  await signInAs(context, superAdmin);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/email');
  await expect(main(page).getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test('an editor is refused the page with Access Denied and has no link to it', async ({ page, context }) => {
  await signInAs(context, editor);
  await page.goto('/admin/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Required roles' }).getByRole('listitem')).toHaveText(['Super admin']);
  await expect(main(page).getByRole('list', { name: 'Messages' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'E-mail' })).toHaveCount(0);
});
