import { randomUUID } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { createTestCollege, renameProgrammeDirectly, renameProgrammeInBackOffice } from './support/college-edits';
import { createTestUser, signInAs } from './support/session';

/*
 * Issue 13, cached pages under a per-response nonce: a signed-out visitor's page loads of public pages come from
 * the page cache (lib/page-cache), each with its own nonce in the policy and on every script, the security
 * headers, and scripts that run; a signed-in member's pages always render; an editor's published change is on
 * the next signed-out page load.
 */

/** What a browser's page load asks for: without text/html in Accept a request is a fetch, never answered from the cache. */
const PAGE_LOAD = { headers: { accept: 'text/html,application/xhtml+xml' } };

function nonceOf(response: APIResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce, 'the policy names a nonce').toBeTruthy();
  return nonce!;
}

/** Every nonce attribute the HTML carries. */
async function scriptNonces(response: APIResponse): Promise<string[]> {
  return [...new Set([...(await response.text()).matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1] ?? ''))];
}

test('a public page is served from the page cache with a fresh nonce on every response and every script', async ({ request }) => {
  const college = await createTestCollege('Page Cache', `Cached PGDM ${randomUUID().slice(0, 6)}`);
  const first = await request.get(`/colleges/${college.slug}`, PAGE_LOAD);
  expect(first.status()).toBe(200);
  const second = await request.get(`/colleges/${college.slug}`, PAGE_LOAD);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect(await second.text()).toContain(college.name);

  const [a, b] = [nonceOf(first), nonceOf(second)];
  expect(a).not.toBe(b);
  expect(await scriptNonces(first)).toEqual([a]);
  expect(await scriptNonces(second)).toEqual([b]);
  // Headers too (Next.js puts the nonce on the font preload link): the nonce the page was rendered with never leaves.
  for (const [response, nonce] of [
    [first, a],
    [second, b],
  ] as const) {
    const inHeaders = [
      ...Object.values(response.headers())
        .join('\n')
        .matchAll(/nonce(?:="|-)([A-Za-z0-9+/=]+)/g),
    ];
    expect(new Set(inHeaders.map((m) => m[1]))).toEqual(new Set([nonce]));
  }
  for (const [header, value] of Object.entries({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  })) {
    expect(second.headers()[header], header).toBe(value);
  }
  expect(second.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(second.headers()['permissions-policy']).toContain('camera=()');
  expect(second.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const scriptSrc = /script-src ([^;]+)/.exec(second.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSrc).toContain(`'nonce-${b}'`);
  expect(scriptSrc).not.toContain('unsafe-inline');
});

test('a visitor arriving from a search engine on a cached page gets the attribution cookie, kept out of shared caches', async ({
  request,
}) => {
  await request.get('/exams/cat', PAGE_LOAD);
  const response = await request.get('/exams/cat', { headers: { ...PAGE_LOAD.headers, referer: 'https://www.google.com/' } });
  expect(response.headers()['x-page-cache']).toBe('hit');
  const line = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('md_attr='));
  expect(line?.value).toMatch(/^md_attr=[A-Za-z0-9_-]+; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly/);
  expect(response.headers()['cache-control']).toContain('no-store');
  // The page itself is the cached one, with this response's nonce.
  expect(await scriptNonces(response)).toEqual([nonceOf(response)]);
});

test('scripts of a cached page run under its policy: the page becomes interactive, with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.request.get('/colleges/iim-ahmedabad', PAGE_LOAD); // fills the cache if no one has yet
  const response = await page.goto('/colleges/iim-ahmedabad');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  const compare = page.getByRole('button', { name: /Add .*Ahmedabad.* to compare/ }).first();
  await expect(compare).toBeEnabled(); // disabled until React has hydrated the island
  await compare.click();
  await expect(page.getByRole('button', { name: /Remove .*Ahmedabad.* from comparison/ }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a cached page asks for its scripts only once it has painted, and has run them by its load event', async ({ page }) => {
  await page.request.get('/colleges/iim-ahmedabad', PAGE_LOAD);
  const response = await page.goto('/colleges/iim-ahmedabad');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<script[^>]* src="\/_next\/static\/[^"]*"[^>]* async/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);

  const compare = page.getByRole('button', { name: /Add .*Ahmedabad.* to compare/ }).first();
  await expect(compare).toBeEnabled(); // hydrated
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'));
    return {
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      parsedAt: navigation.domContentLoadedEventStart,
      loadedAt: navigation.loadEventStart,
      firstAsked: Math.min(...scripts.map((entry) => entry.startTime)),
      lastArrived: Math.max(...scripts.map((entry) => entry.responseEnd)),
      count: scripts.length,
    };
  });
  expect(timing.count, 'scripts were loaded').toBeGreaterThan(0);
  expect(timing.paintedAt, 'the page painted').toBeLessThan(Infinity);
  expect(timing.firstAsked, 'no script is asked for before the page painted').toBeGreaterThanOrEqual(timing.paintedAt);
  expect(timing.lastArrived, 'the load event waited for the scripts').toBeLessThanOrEqual(timing.loadedAt);
});

test("a signed-in member's pages always render, and carry nothing of the cache", async ({ page, context }) => {
  await page.request.get('/', PAGE_LOAD);
  await signInAs(context, await createTestUser());
  const response = await page.goto('/');
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test("a change published in the back office is on the next signed-out page load; one made behind the cache's back is not", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  const name = `Fresh PGDM ${randomUUID().slice(0, 6)}`;
  const college = await createTestCollege('Page Cache Fresh', `${name} v1`);
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const shown = async () => {
    const response = await visitor.request.get(`/colleges/${college.slug}`, PAGE_LOAD);
    const html = await response.text();
    return { version: /Fresh PGDM \w+ (v\d)/.exec(html)?.[1], pageCache: response.headers()['x-page-cache'] };
  };
  expect((await shown()).version).toBe('v1');
  await renameProgrammeDirectly(college, `${name} v2`);
  expect(await shown()).toEqual({ version: 'v1', pageCache: 'hit' });

  await signInAs(context, await createTestUser({ role: 'editor', isAdmin: true }));
  await renameProgrammeInBackOffice(page, '', college.id, `${name} v3`);
  expect(await shown()).toEqual({ version: 'v3', pageCache: 'miss' });
  expect(await shown()).toEqual({ version: 'v3', pageCache: 'hit' });
  await visitor.close();
});

test('client navigation from a cached page gets the React payload, not the cached HTML: no full reload', async ({ page }) => {
  await page.request.get('/exams', PAGE_LOAD); // both pages in the cache
  await page.request.get('/colleges', PAGE_LOAD);
  await page.goto('/colleges');
  await page.waitForLoadState('networkidle'); // every prefetch answered
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exams' }).click();
  await expect(page).toHaveURL(/\/exams$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
});
