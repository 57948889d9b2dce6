import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_SUPABASE_URL } from './env';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * The back-office frame of issue 11: the staff sign-in at /admin/login, the guard of spec §6 and the shell.
 * Sign-ins through the form use the seeded demo accounts (supabase/seed.sql, password Demo@12345), whose
 * names are known; role checks sign fresh users in without the form.
 */

const DEMO_PASSWORD = 'Demo@12345';
const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

async function fillAdminSignIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
}

/** Holds the browser's profile read until released, so the wait it causes can be seen. */
async function holdProfileRead(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${E2E_SUPABASE_URL}/rest/v1/profiles**`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('/admin/login', () => {
  test('a super admin signs in, sees the admin check, and lands on the dashboard with name and role', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
    const release = await holdProfileRead(page);
    await fillAdminSignIn(page, 'superadmin@demo.local', DEMO_PASSWORD);
    await expect(page.getByRole('status').filter({ hasText: 'Checking admin access...' })).toBeVisible();
    release();

    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const identity = page.getByTestId('admin-identity');
    await expect(identity).toContainText('Rohan Mehta');
    await expect(identity).toContainText('Super admin');
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('the remembered back-office page is where a sign-in ends', async ({ page }) => {
    await page.goto('/admin/login?redirect=%2Fadmin%2Fsettings');
    await fillAdminSignIn(page, 'superadmin@demo.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Contact details' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: /^Settings/ })).toHaveAttribute('aria-current', 'page');
  });

  test('a counsellor signs in at /admin/login and reaches the leads', async ({ page }) => {
    await page.goto('/admin/login?redirect=%2Fadmin%2Fleads');
    await fillAdminSignIn(page, 'counselor@demo.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/leads`);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(page.getByTestId('admin-identity')).toContainText('Counsellor');
  });

  test('a community moderator signs in at /admin/login, and the leads are Access Denied to them', async ({ page }) => {
    await page.goto('/admin/login');
    await fillAdminSignIn(page, 'moderator@demo.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);
    await expect(page.getByTestId('admin-identity')).toContainText('Community moderator');
    await page.goto('/admin/leads');
    await expect(main(page).getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(main(page).getByText("Access Denied — You don't have permission to access this page.")).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Required roles' })).toHaveText(/Super admin.*Editor.*Counsellor/);
    await expect(main(page).getByRole('table', { name: 'Leads' })).toHaveCount(0);
  });

  test('the form checks its fields as the public sign-in does (spec §5)', async ({ page }) => {
    await page.goto('/admin/login');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(main(page).getByText('Email is required')).toBeVisible();
    await expect(main(page).getByText('Password is required')).toBeVisible();

    await main(page).getByLabel('Email').fill('not an address');
    await main(page).getByLabel('Password').fill('12345');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(main(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(main(page).getByText('Password must be at least 6 characters long')).toBeVisible();
  });

  test('a wrong password gets the spec §8 message and no session', async ({ page }) => {
    await page.goto('/admin/login');
    await fillAdminSignIn(page, 'superadmin@demo.local', 'Wrong@12345');
    await expect(main(page).getByRole('alert')).toHaveText(
      'Invalid email or password. Please check your credentials and try again.',
    );
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/login`);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
  });

  test('a member who signs in is told plainly there is no staff access, and can sign out', async ({ page }) => {
    await page.goto('/admin/login?redirect=%2Fadmin%2Fusers');
    await fillAdminSignIn(page, 'member@demo.local', DEMO_PASSWORD);
    const notice = main(page).getByRole('alert');
    await expect(notice).toContainText('This account has no staff access.');
    await expect(notice).toContainText('You are signed in as member@demo.local');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/login?redirect=%2Fadmin%2Fusers`);
    await expect(notice.getByRole('link', { name: 'Go to the site' })).toHaveAttribute('href', '/');

    await notice.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    await page.goto('/admin/login');
    await expect(main(page).getByLabel('Email')).toBeVisible();
  });
});

test.describe('the guard of spec §6', () => {
  let counselor: TestUser;
  let moderator: TestUser;
  let superAdmin: TestUser;

  test.beforeAll(async () => {
    [counselor, moderator, superAdmin] = await Promise.all([
      createTestUser({ role: 'counselor', isAdmin: true }),
      createTestUser({ role: 'community_mod', isAdmin: true }),
      createTestUser({ role: 'super_admin', isAdmin: true }),
    ]);
  });

  test('a signed-out visitor of /admin/leads is sent to the admin sign-in, remembering it', async ({ page }) => {
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/login?redirect=%2Fadmin%2Fleads`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  });

  test('a signed-out visitor of /profile is sent to /signin, remembering it', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/signin?redirect=%2Fprofile`);
  });

  test('a community moderator opening settings sees Access Denied naming the role it needs', async ({ page, context }) => {
    await signInAs(context, moderator);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(main(page).getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Required roles' }).getByRole('listitem')).toHaveText(['Super admin']);
    await expect(main(page).getByText('Settings — coming soon')).toHaveCount(0);
  });

  test('a counsellor sees leads and reports in the sidebar, not users or settings', async ({ page, context }) => {
    await signInAs(context, counselor);
    await page.goto('/admin');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
    for (const hidden of ['Users', 'Settings', 'Colleges', 'Media'])
      await expect(nav.getByRole('link', { name: new RegExp(`^${hidden}`) })).toHaveCount(0);
    // What any admin may open, marked as coming soon.
    await expect(nav.getByRole('link', { name: 'Payments (coming soon)' })).toBeVisible();
    await expect(page.getByTestId('admin-identity')).toContainText('Counsellor');
  });

  test('a community moderator sees no leads in the sidebar', async ({ page, context }) => {
    await signInAs(context, moderator);
    await page.goto('/admin');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const hidden of ['Leads', 'Reports', 'Colleges', 'Users', 'Settings'])
      await expect(nav.getByRole('link', { name: new RegExp(`^${hidden}`) })).toHaveCount(0);
  });

  test('appointments, payments and SEO each say they are coming soon, and offer the way back', async ({ page, context }) => {
    await signInAs(context, superAdmin);
    for (const [path, label] of [
      ['/admin/appointments', 'Appointments'],
      ['/admin/payments', 'Payments'],
      ['/admin/seo', 'SEO'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(main(page).getByText(`${label} — coming soon`)).toBeVisible();
      await expect(
        main(page).getByText('This part of the back-office is not ready yet, so nothing here can be viewed or changed for now.'),
      ).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
      await expect(main(page).getByRole('button')).toHaveCount(0);
    }
  });

  test('a super admin sees every section of spec §2', async ({ page, context }) => {
    await signInAs(context, superAdmin);
    await page.goto('/admin');
    const labels = [
      'Dashboard',
      'Leads',
      'Reports',
      'Community',
      // Issue 37's review moderation, beside the community's.
      'Reviews',
      'Colleges',
      'Exams',
      'Blogs',
      'Scholarships',
      'Testimonials',
      'Videos',
      'FAQs',
      'Mock tests',
      'Media',
      'Newsletter',
      'Users',
      'Settings',
      'E-mail',
      'Appointments',
      'Payments',
      'SEO',
    ];
    await expect(sidebar(page).getByRole('link')).toHaveCount(labels.length);
    for (const label of labels)
      await expect(sidebar(page).getByRole('link', { name: new RegExp(`^${label}( \\(coming soon\\))?$`) })).toBeVisible();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sidebar is a drawer that opens, navigates and closes with Escape', async ({ page, context }) => {
    await signInAs(context, await createTestUser({ role: 'super_admin', isAdmin: true }));
    await page.goto('/admin');
    await expect(page.getByTestId('admin-identity')).toContainText('Super admin');
    await expect(sidebar(page)).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole('link', { name: /^Colleges/ }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/colleges`);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Colleges' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Add college' })).toBeVisible();
    // No sideways scroll of the page at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await toggle.click();
    await expect(drawer.getByRole('link', { name: /^Colleges/ })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'View site' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

test('an e-mail link shows Authenticating... while it completes', async ({ page }) => {
  // The first paint, before the page hands the link's code to the route handler that swaps it for a session.
  const first = await page.request.get('/auth/callback?next=%2Freset-password', { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain('Authenticating...');

  await page.goto('/auth/callback?next=%2Freset-password');
  // No code: the link is reported as spent on the page it was for.
  await expect(page).toHaveURL(`${E2E_BASE_URL}/reset-password?error=link`);
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});
