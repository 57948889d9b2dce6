import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';
import { mailboxOf } from './support/mailbox';
import { createTestUser, signInAs, TEST_PASSWORD, type TestUser } from './support/session';

/*
 * Users and Settings (issue 12, manage system = super admin only). Every account here is made by the test; the
 * one seeded value touched (the contact phone) is put back through the same form, so the footer other specs
 * see is as seeded.
 */

const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

let superAdmin: TestUser;
let editor: TestUser;

test.beforeAll(async () => {
  [superAdmin, editor] = await Promise.all([
    createTestUser({ role: 'super_admin', isAdmin: true }),
    createTestUser({ role: 'editor', isAdmin: true }),
  ]);
});

test('a super admin invites a counsellor, who opens the e-mail link, sets a password and lands in the back-office', async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, superAdmin);
  await page.goto('/admin/users');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  const email = `e2e-invite-${randomUUID()}@example.com`;
  const invite = main(page).getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill('Kavya Counsellor');
  await invite.getByLabel('Role').selectOption('counselor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${email} as Counsellor.`);

  await main(page).getByLabel('Search', { exact: true }).fill(email);
  await main(page).getByRole('button', { name: 'Search' }).click();
  const row = main(page).getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kavya Counsellor');
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Counsellor · Back-office access');

  const messages = await mailboxOf(page.request, email);
  expect(messages[0]?.type).toBe('invite');

  // The invitee's own browser, signed out.
  const invitee = await browser.newContext();
  const guest = await invitee.newPage();
  await guest.goto(messages[0].links[0]);
  await expect(guest).toHaveURL(`${E2E_BASE_URL}/auth/invite`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Welcome to MBA Disha' })).toBeVisible();
  const password = `Inv-${randomUUID().slice(0, 8)}A1`;
  await guest.getByLabel('New password', { exact: true }).fill(password);
  await guest.getByLabel('Confirm new password').fill(password);
  await guest.getByRole('button', { name: 'Set password and continue' }).click();

  await expect(guest).toHaveURL(`${E2E_BASE_URL}/admin`);
  await expect(guest.getByTestId('admin-identity')).toContainText('Counsellor');
  await expect(sidebar(guest).getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(sidebar(guest).getByRole('link', { name: /^Users/ })).toHaveCount(0);
  await guest.goto('/admin/users');
  await expect(guest.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await invitee.close();
});

test('a super admin changes a role after a confirmation naming the person and the change', async ({ page, context }) => {
  const member = await createTestUser();
  const name = member.email.split('@')[0];
  await signInAs(context, superAdmin);
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const row = main(page).getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(row).toContainText('Member · No back-office access');

  await row.getByLabel(`Role for ${name}`).selectOption('editor');
  await row.getByRole('checkbox', { name: /Back-office/ }).check();
  await row.getByRole('button', { name: `Change access for ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Make ${name} an Editor with back-office access?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${name} is now Editor with back-office access.`)).toBeVisible();
  await expect(row).toContainText('Editor · Back-office access');
});

test('a super admin disables an account after confirming, and enables it again', async ({ page, context }) => {
  const member = await createTestUser();
  const name = member.email.split('@')[0];
  const anon = createClient(E2E_SUPABASE_URL, e2eKeys().anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  await signInAs(context, superAdmin);
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const row = main(page).getByRole('list', { name: 'Users' }).getByRole('listitem');

  await row.getByRole('button', { name: `Disable ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Disable ${name}?` });
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${name} is disabled and can no longer sign in.`)).toBeVisible();
  await expect(row).toContainText('Disabled');
  const refused = await anon.auth.signInWithPassword({ email: member.email, password: TEST_PASSWORD });
  expect(refused.error?.code).toBe('user_banned');

  await row.getByRole('button', { name: `Enable ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Enable ${name}?` })
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(page.getByText(`${name} can sign in again.`)).toBeVisible();
  await expect(row).not.toContainText('Disabled');
  expect((await anon.auth.signInWithPassword({ email: member.email, password: TEST_PASSWORD })).error).toBeNull();
});

test('a super admin changes the contact phone and the footer shows it at the next request', async ({ page, context }) => {
  await signInAs(context, superAdmin);
  await page.goto('/admin/settings');
  const contact = main(page).getByRole('region', { name: 'Contact details' });
  const phone = contact.getByLabel('Phone');
  const original = await phone.inputValue();
  const next = `+91 9${String(Date.now()).slice(-9)}`;

  await phone.fill('0123');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(phone).toHaveValue('0123');

  await phone.fill(next);
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByRole('status').filter({ hasText: 'Contact details saved.' })).toBeVisible();
  await expect(contact.getByText(/^Last saved by .+ on /)).toBeVisible();

  try {
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: next })).toHaveAttribute(
      'href',
      `tel:${next.replace(/\s/g, '')}`,
    );
  } finally {
    await page.goto('/admin/settings');
    await contact.getByLabel('Phone').fill(original);
    await contact.getByRole('button', { name: 'Save contact details' }).click();
    await expect(contact.getByRole('status').filter({ hasText: 'Contact details saved.' })).toBeVisible();
  }
});

test('an editor is refused Users and Settings with Access Denied', async ({ page, context }) => {
  await signInAs(context, editor);
  for (const path of ['/admin/users', '/admin/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Required roles' }).getByRole('listitem')).toHaveText(['Super admin']);
    await expect(main(page).getByRole('button', { name: /Send invitation|Save/ })).toHaveCount(0);
  }
  await expect(sidebar(page).getByRole('link', { name: /^(Users|Settings)/ })).toHaveCount(0);
});
