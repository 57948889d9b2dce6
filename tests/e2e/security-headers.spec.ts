import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { SPRITE_HREF } from '@/components/icons/sprite-href';
import { E2E_SUPABASE_URL } from './env';

/**
 * Issue 13's security headers: on every kind of response, and a per-request CSP nonce under which the pages
 * (rendered per request from cached data) still hydrate and work, with no violation anywhere.
 */

const COLLEGE = '/colleges/iim-ahmedabad';
const POST = '/blog/cat-exam-pattern-explained';

/** The headers every response carries (lib/security/headers.ts), whatever produced it. */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], what).toMatch(/max-age=(\d{8,}|3[2-9]\d{6});\s*includeSubDomains/);
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  // One policy only: two would both apply, and the static one would block the page's scripts.
  expect(
    response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy'),
    what,
  ).toHaveLength(1);
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], what).toContain("object-src 'none'");
  expect(headers['content-security-policy'], what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

/** The nonce of a page's policy, checking the policy around it. */
function pageNonce(response: APIResponse, what: string): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  const match = /script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'(;|$)/.exec(policy);
  expect(match, `${what}: ${policy}`).not.toBeNull();
  expect(policy, what).toContain(`connect-src 'self' ${E2E_SUPABASE_URL}`);
  expect(policy, what).toContain('frame-src https://www.youtube-nocookie.com');
  expect(policy, what).not.toMatch(/google/);
  return match?.[1] ?? '';
}

/** Every script element of the HTML, each of which must carry the response's nonce. */
function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

test.describe('every response carries the security headers', () => {
  test('a page, with a nonce on every script that differs per request', async ({ request }) => {
    for (const path of ['/', '/colleges', COLLEGE, POST, '/videos', '/faq', '/admin/login']) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      expectSecurityHeaders(first, path);
      const nonce = pageNonce(first, path);
      const scripts = scriptTags(await first.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);

      const second = await request.get(path);
      expect(pageNonce(second, path), `${path}: a fresh nonce per request`).not.toBe(nonce);
    }
  });

  test('structured data still renders, nonced like every script', async ({ request }) => {
    for (const [path, type] of [
      [COLLEGE, 'CollegeOrUniversity'],
      [POST, 'BlogPosting'],
    ] as const) {
      const response = await request.get(path);
      const nonce = pageNonce(response, path);
      const html = await response.text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/g)];
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const [, blockNonce] of blocks) expect(blockNonce).toBe(nonce);
      const types = blocks.map(([, , json]) => (JSON.parse(json ?? '{}') as { '@type'?: string })['@type']);
      expect(types, path).toEqual(expect.arrayContaining([type, 'BreadcrumbList']));
    }
  });

  test('static chunks, public files, route handlers, 404s and redirects', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(chunk).toBeTruthy();

    // Files the proxy never sees (Next's chunks and public/): the headers from next.config.ts, and a policy under
    // which nothing runs.
    for (const path of [chunk ?? '', '/favicon.ico', SPRITE_HREF]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
      expect(response.headers()['content-security-policy'], path).toContain("script-src 'none'");
    }
    // Missing files of those kinds, and the proxy's own 400 for an address that cannot be decoded: the same.
    for (const [path, status] of [
      ['/_next/static/chunks/no-such-chunk.js', 404],
      ['/blog/%E0%A4%A', 400],
      ['/%', 400],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expectSecurityHeaders(response, path);
      expect(response.headers()['content-security-policy'], path).toContain("script-src 'none'");
    }

    // Through the proxy: route handlers (metadata routes too), a redirect, 404s and the sign-in redirect all get a
    // page's policy. Only public/ and Next's assets are skipped, never a path by its extension (issue 34).
    for (const [path, status] of [
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/icon.svg', 200],
      ['/images/no-such-picture.png', 404],
      ['/admin/leads/export.svg', 307],
      ['/my-data/download', 303],
      ['/no-such-page-anywhere', 404],
      ['/colleges/no-such-college', 404],
      ['/profile', 307],
      ['/admin/leads', 307],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expectSecurityHeaders(response, path);
      pageNonce(response, path);
    }
    const redirect = await request.get('/profile', { maxRedirects: 0 });
    expect(redirect.headers()['location']).toBe('/signin?redirect=%2Fprofile');
  });

  test('a nonce or policy sent by the client never reaches the page', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'x-nonce': 'attacker', 'content-security-policy': "script-src 'unsafe-inline'" },
    });
    const nonce = pageNonce(response, '/');
    expect(nonce).not.toBe('attacker');
    const html = await response.text();
    expect(html).not.toContain('nonce="attacker"');
    for (const tag of scriptTags(html)) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

/** Collects CSP violations and uncaught errors of every document the page loads. */
async function watchForViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** React has hydrated the document: its elements carry fibers. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}

test.describe('pages rendered from cached data work under the policy', () => {
  test('home: the newsletter form checks the address in the browser', async ({ page }) => {
    const problems = await watchForViolations(page);
    await page.goto('/');
    await expectHydrated(page);
    await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('/colleges and a college page: saving a college signed out opens the sign-in dialog', async ({ page }) => {
    const problems = await watchForViolations(page);
    for (const path of ['/colleges', COLLEGE]) {
      await page.goto(path);
      await expectHydrated(page);
      await page.getByRole('button', { name: 'Save Indian Institute of Management Ahmedabad to favourites' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    expect(problems).toEqual([]);
  });

  test('a blog post: the view counter reports back', async ({ page }) => {
    const problems = await watchForViolations(page);
    await page.goto(POST);
    await expectHydrated(page);
    await expect(page.getByTestId('post-views')).toHaveAttribute('data-counted', 'true');
    expect(problems).toEqual([]);
  });

  test('/videos: the player opens youtube-nocookie.com in its frame', async ({ page }) => {
    const problems = await watchForViolations(page);
    // The machine is offline: the player gets an empty page, which the frame-src must allow.
    const framed: string[] = [];
    await page.route(/youtube-nocookie\.com/, (route) => {
      framed.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.goto('/videos');
    await expectHydrated(page);
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    const frame = page.getByRole('dialog').locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // The frame asked YouTube (a refused frame never sends its request) and shows what it answered.
    await expect.poll(() => framed.length).toBeGreaterThan(0);
    await expect.poll(() => page.frame({ url: /youtube-nocookie\.com\/embed\// })?.title()).toBe('player');
    expect(problems).toEqual([]);
  });

  test('/admin/login: the browser asks Supabase Auth, which the policy allows', async ({ page }) => {
    const problems = await watchForViolations(page);
    await page.goto('/admin/login');
    await expectHydrated(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('nobody-here@example.com');
    await main.getByLabel('Password').fill('Not-the-password-1');
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password. Please check your credentials and try again.')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
