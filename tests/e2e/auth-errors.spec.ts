import { expect, test, type Page } from '@playwright/test';
import { E2E_SUPABASE_URL } from './env';
import { createTestUser, signInAs, TEST_PASSWORD } from './support/session';

/*
 * Spec §8: each auth failure shows its own message where it happens. The failures are made in the browser's
 * network, as they happen to people: the auth service unreachable, an answer that is not the service's, the
 * supabase-js code that never arrives.
 */

const header = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');
const main = (page: Page) => page.getByRole('main');

/** A string only supabase-js's auth code holds: a script chunk with it is the lazily loaded browser client. */
const SUPABASE_JS_MARKER = 'X-Supabase-Api-Version';

/** Every script chunk holding supabase-js fails to load, as on a dropped connection; the others load as usual. */
async function blockSupabaseJs(page: Page): Promise<void> {
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(SUPABASE_JS_MARKER)) await route.abort('connectionfailed');
    else await route.fulfill({ response, body });
  });
}

/** Auth answers with a page that is not the service's JSON (a proxy's error page): nothing the library can read. */
async function unreadableAuthAnswer(page: Page, endpoint: 'token' | 'signup'): Promise<void> {
  await page.route(`${E2E_SUPABASE_URL}/auth/v1/${endpoint}**`, (route) =>
    route.fulfill({ status: 400, contentType: 'text/html', body: '<html><body><h1>Request blocked</h1></body></html>' }),
  );
}

async function openSignIn(page: Page) {
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('signing in while the auth service is unreachable says so, and works once it is back', async ({ page }) => {
  const user = await createTestUser();
  await openSignIn(page);
  await page.route(`${E2E_SUPABASE_URL}/auth/v1/**`, (route) => route.abort('internetdisconnected'));
  await dialog(page).getByLabel('Email').fill(user.email);
  await dialog(page).getByLabel('Password').fill(TEST_PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Authentication service is not available. Please check your connection.',
  );

  await page.unroute(`${E2E_SUPABASE_URL}/auth/v1/**`);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByText('Signed in successfully!')).toBeVisible();
});

test('signing up while the auth service is unreachable says so', async ({ page }) => {
  await page.goto('/signin?mode=signup');
  await page.route(`${E2E_SUPABASE_URL}/auth/v1/**`, (route) => route.abort('internetdisconnected'));
  await main(page).getByLabel('Full name').fill('Anil Kumar');
  await main(page).getByLabel('Email').fill('anil.unreachable@example.com');
  await main(page).getByLabel('Password', { exact: true }).fill('Anil2026-secure');
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(
    'Authentication service is not available. Please check your connection.',
  );
});

test('an unexpected failure signing in reads as the modal words it, and as the page does', async ({ page }) => {
  const user = await createTestUser();
  await openSignIn(page);
  await unreadableAuthAnswer(page, 'token');
  await dialog(page).getByLabel('Email').fill(user.email);
  await dialog(page).getByLabel('Password').fill(TEST_PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('An unexpected error occurred. Please try again.');

  await page.goto('/signin');
  await main(page).getByLabel('Email', { exact: true }).fill(user.email);
  await main(page).getByLabel('Password').fill(TEST_PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('An unexpected error occurred during sign in');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an unexpected failure signing up reads as the modal words it, and as the page does', async ({ page }) => {
  await page.goto('/');
  await unreadableAuthAnswer(page, 'signup');
  await header(page).getByRole('link', { name: 'Get Started' }).click();
  await dialog(page).getByLabel('Full name').fill('Farah Khan');
  await dialog(page).getByLabel('Email').fill('farah.unexpected@example.com');
  await dialog(page).getByLabel('Password', { exact: true }).fill('Farah2026-secure');
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('An unexpected error occurred. Please try again.');

  await page.goto('/signin?mode=signup');
  await main(page).getByLabel('Full name').fill('Farah Khan');
  await main(page).getByLabel('Email').fill('farah.unexpected@example.com');
  await main(page).getByLabel('Password', { exact: true }).fill('Farah2026-secure');
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('An unexpected error occurred during sign up');
});

test('when the auth code cannot load, the form says authentication failed to start', async ({ page }) => {
  await blockSupabaseJs(page);
  await openSignIn(page);
  await dialog(page).getByLabel('Email').fill('nobody@example.com');
  await dialog(page).getByLabel('Password').fill('whatever-1');
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Failed to initialize authentication');

  await page.getByRole('button', { name: 'Close' }).click();
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await dialog(page).getByLabel('Email').fill('nobody@example.com');
  await dialog(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Failed to initialize authentication');
});

test('a signed-in visitor whose auth code cannot load is told so in the header', async ({ page, context }) => {
  const user = await createTestUser();
  await signInAs(context, user);
  await blockSupabaseJs(page);
  await page.goto('/about');
  await expect(header(page).getByRole('alert')).toHaveText('Failed to initialize authentication');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByTestId('account-avatar')).toHaveCount(0);
});
