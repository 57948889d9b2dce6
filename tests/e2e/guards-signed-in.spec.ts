import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { createTestUser, signInAs, type TestUser } from './support/session';

let member: TestUser;
let counselorWithoutAdmin: TestUser;
let superAdmin: TestUser;

test.beforeAll(async () => {
  [member, counselorWithoutAdmin, superAdmin] = await Promise.all([
    createTestUser(),
    createTestUser({ role: 'counselor', isAdmin: false }),
    createTestUser({ role: 'super_admin', isAdmin: true }),
  ]);
});

test('a member reaches /profile without being sent to sign in', async ({ page, context }) => {
  await signInAs(context, member);
  await page.goto('/profile');
  expect(new URL(page.url()).pathname).toBe('/profile');
});

test('a member is refused the back-office', async ({ page, context }) => {
  await signInAs(context, member);
  await page.goto('/admin/leads');
  expect(new URL(page.url()).pathname).toBe('/admin/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/leads');
  await expect(page.getByText('This account has no staff access.')).toBeVisible();
});

test('a staff role without the admin flag is refused too', async ({ page, context }) => {
  await signInAs(context, counselorWithoutAdmin);
  await page.goto('/admin');
  expect(new URL(page.url()).pathname).toBe('/admin/login');
});

test('an admin reaches the dashboard', async ({ page, context }) => {
  await signInAs(context, superAdmin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Super admin', { exact: true }).filter({ visible: true })).toBeVisible();
});

// These sign in without the form (admin-frame.spec.ts signs in through it), then come back to the admin
// sign-in page the guard sent them to.
test('the admin sign-in remembers the page: a member is refused there, an admin is sent on to it', async ({ page, context }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=(%2F|\/)admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  await signInAs(context, member);
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This account has no staff access.');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(`You are signed in as ${member.email}`);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin');

  await context.clearCookies();
  await signInAs(context, superAdmin);
  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the admin sign-in sends an admin on to back-office pages only', async ({ page, context }) => {
  await signInAs(context, superAdmin);
  for (const [redirect, lands] of [
    ['%2Fadmin%2Fleads%3Fstatus%3Dnew', '/admin/leads?status=new'],
    ['%2F%2Fevil.com', '/admin'],
    ['https%3A%2F%2Fevil.com', '/admin'],
    ['%2Fprofile', '/admin'],
  ]) {
    await page.goto(`/admin/login?redirect=${redirect}`);
    await expect(page, redirect).toHaveURL(`${E2E_BASE_URL}${lands}`);
  }
});

test('a signed-in visitor on /signin goes straight to a safe redirect target', async ({ page, context }) => {
  await signInAs(context, member);
  const response = await page.request.get('/signin?redirect=%2Fcolleges', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(/^(http:\/\/localhost:\d+)?\/colleges$/);

  await page.goto('/signin?redirect=%2F%2Fevil.com');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
