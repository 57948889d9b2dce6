import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { createTestUser, TEST_PASSWORD } from './support/session';

/** `/signin?redirect=%2Fprofile` and `/signin?redirect=/profile` are the same target; accept either spelling. */
function redirectParam(url: string): string | null {
  return new URL(url).searchParams.get('redirect');
}

test.describe('signed-out guards', () => {
  test('/profile sends a visitor to sign in, remembering the page', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?redirect=(%2F|\/)profile$/);
    expect(redirectParam(page.url())).toBe('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You need to sign in to continue to that page.')).toBeVisible();
  });

  test('/profile keeps the query of the origin', async ({ page }) => {
    await page.goto('/profile?tab=saved');
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(redirectParam(page.url())).toBe('/profile?tab=saved');
  });

  test('the guard answers with a real redirect, not a client-side hop', async ({ request }) => {
    const response = await request.get('/profile', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location'], 'http://x').pathname).toBe('/signin');
  });

  for (const path of ['/admin', '/admin/leads']) {
    test(`${path} sends a visitor to the admin sign-in`, async ({ page }) => {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      expect(redirectParam(page.url())).toBe(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
    });
  }

  test('/admin/login itself is not guarded', async ({ request }) => {
    const response = await request.get('/admin/login', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  // Issue 34: the proxy skipped any path ending in an asset extension, so these reached the pages unguarded.
  for (const [path, signIn] of [
    ['/admin/leads/export.svg', '/admin/login'],
    ['/admin/anything.png', '/admin/login'],
    ['/profile/x.css', '/signin'],
  ] as const) {
    test(`${path} is guarded like any path under it`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers()['location'] ?? '', E2E_BASE_URL);
      expect(location.pathname).toBe(signIn);
      expect(location.searchParams.get('redirect')).toBe(path);
    });
  }
});

test.describe('open redirects', () => {
  /** Signs in through /signin's own form and waits for the page it then goes to. */
  async function signInOnThePage(page: Page) {
    const user = await createTestUser();
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await page.waitForURL((url) => url.pathname !== '/signin');
  }

  for (const target of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '/%2F%2Fevil.com']) {
    test(`sign-in ignores redirect=${target} and lands on the home page`, async ({ page }) => {
      await page.goto(`/signin?redirect=${encodeURIComponent(target)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      // The page does not even claim there is somewhere to continue to.
      await expect(page.getByText('You need to sign in to continue to that page.')).toHaveCount(0);
      await signInOnThePage(page);
      expect(page.url()).toBe(`${E2E_BASE_URL}/`);
    });
  }

  test('an unencoded //evil.com is not followed either', async ({ page }) => {
    await page.goto('/signin?redirect=//evil.com');
    await signInOnThePage(page);
    expect(page.url()).toBe(`${E2E_BASE_URL}/`);
  });
});
