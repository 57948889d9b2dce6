import { expect, test } from '@playwright/test';
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
  await expect(page.getByText('Your account does not have admin access')).toBeVisible();
});

test('a staff role without the admin flag is refused too', async ({ page, context }) => {
  await signInAs(context, counselorWithoutAdmin);
  await page.goto('/admin');
  expect(new URL(page.url()).pathname).toBe('/admin/login');
});

test('an admin reaches the dashboard, and the admin sign-in sends them on', async ({ page, context }) => {
  await signInAs(context, superAdmin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Super admin', { exact: false }).first()).toBeVisible();

  await page.goto('/admin/login?redirect=%2Fadmin');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a signed-in visitor on /signin goes straight to a safe redirect target', async ({ page, context }) => {
  await signInAs(context, member);
  const response = await page.request.get('/signin?redirect=%2Fcolleges', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(/^(http:\/\/localhost:\d+)?\/colleges$/);

  await page.goto('/signin?redirect=%2F%2Fevil.com');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
