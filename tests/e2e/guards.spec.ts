import { expect, test } from '@playwright/test';

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
    await expect(page.getByTestId('redirect-target')).toHaveValue('/profile');
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
});

test.describe('open redirects', () => {
  for (const target of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '/%2F%2Fevil.com']) {
    test(`sign-in ignores redirect=${target}`, async ({ page }) => {
      await page.goto(`/signin?redirect=${encodeURIComponent(target)}`);
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? page.url()).host);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByTestId('redirect-target')).toHaveValue('/');
    });
  }

  test('an unencoded //evil.com is not followed either', async ({ page }) => {
    await page.goto('/signin?redirect=//evil.com');
    expect(new URL(page.url()).hostname).toBe('localhost');
    await expect(page.getByTestId('redirect-target')).toHaveValue('/');
  });

  test('admin sign-in only returns to back-office paths', async ({ page }) => {
    await page.goto('/admin/login?redirect=//evil.com');
    await expect(page.getByTestId('redirect-target')).toHaveValue('/admin');
    await page.goto('/admin/login?redirect=/profile');
    await expect(page.getByTestId('redirect-target')).toHaveValue('/admin');
    await page.goto('/admin/login?redirect=%2Fadmin%2Fleads');
    await expect(page.getByTestId('redirect-target')).toHaveValue('/admin/leads');
  });
});
