import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../../scripts/free-port';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';

/**
 * Spec §8's error reporting (issue 13): global errors and unhandled rejections go to Google Analytics 4 as
 * exception events when NEXT_PUBLIC_GA_ID is set, and without it the site loads nothing from anyone else.
 * The suite's build has no GA ID; the ID is read at run time, so the same build is started a second time with
 * one instead of building twice.
 */

const PAGES = ['/', '/colleges', '/colleges/iim-ahmedabad', '/blog/cat-exam-pattern-explained', '/videos', '/admin/login'];
const GA_ID = 'G-E2ETEST01';

/** Throws in a timer and rejects a promise nobody handles, as a broken script would. */
async function failInThePage(page: Page) {
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('Thrown by the error-reporting test');
    });
    void Promise.reject(new Error('Rejected by the error-reporting test'));
  });
}

test.describe('without NEXT_PUBLIC_GA_ID', () => {
  test('no third-party script, request or policy source, and errors go nowhere', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { origin, protocol } = new URL(request.url());
      if (protocol !== 'data:' && protocol !== 'blob:' && origin !== E2E_BASE_URL && origin !== E2E_SUPABASE_URL) {
        foreign.push(request.url());
      }
    });
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).not.toMatch(/google/);
      const scriptSources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')));
      for (const src of scriptSources) expect(src, path).toMatch(/^\/_next\//);
      expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window), path).toBe(false);
    }
    await failInThePage(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(foreign).toEqual([]);
  });
});

/** `next start` on the suite's build and stack with a GA ID, in its own process group so it stops with its children. */
async function startServerWithAnalytics(): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const keys = e2eKeys();
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const server = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NEXT_PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      NEXT_PUBLIC_SITE_URL: url,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_GA_ID: GA_ID,
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    const up = await fetch(`${url}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, server };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start did not answer at ${url}`);
}

test.describe('with NEXT_PUBLIC_GA_ID', () => {
  let started: { url: string; server: ChildProcess } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    started = await startServerWithAnalytics();
  });

  test.afterAll(() => {
    const pid = started?.server.pid;
    if (pid) process.kill(-pid, 'SIGTERM');
  });

  test('global errors and unhandled rejections become GA4 exception events', async ({ page }) => {
    const base = started?.url ?? '';
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    page.on('console', (message) => {
      if (message.text().startsWith('CSP violation')) violations.push(message.text());
    });
    // Offline: gtag.js is a stand-in that says it ran, which it can only do if the policy let it load.
    const loaded: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.gtagLoaded = true;' });
    });

    const response = await page.goto(`${base}/colleges`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('https://www.googletagmanager.com');
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const html = (await response?.text()) ?? '';
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => tag.includes(`src="https://www.googletagmanager.com/gtag/js?id=${GA_ID}"`))).toHaveLength(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    await expect.poll(() => page.evaluate(() => (window as { gtagLoaded?: boolean }).gtagLoaded)).toBe(true);
    expect(loaded).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);

    const dataLayer = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => JSON.parse(JSON.stringify(Array.from(args)))),
      );
    // Error reports only: no page view, no cookies.
    expect((await dataLayer()).find((call) => call[0] === 'config')).toEqual([
      'config',
      GA_ID,
      { send_page_view: false, client_storage: 'none', allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);

    await failInThePage(page);
    await expect
      .poll(async () => (await dataLayer()).filter((call) => call[0] === 'event'))
      .toEqual(
        expect.arrayContaining([
          ['event', 'exception', { description: 'Error: Rejected by the error-reporting test', fatal: false }],
          ['event', 'exception', { description: 'TypeError: Thrown by the error-reporting test', fatal: false }],
        ]),
      );
    expect(violations).toEqual([]);
  });
});
