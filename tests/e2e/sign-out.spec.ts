import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';
import { createTestUser, signInAs, TEST_PASSWORD, type TestUser } from './support/session';

/*
 * Spec §4: "Sign-out clears local state first, then calls the server; a missing-session error is ignored."
 * Spec §8: "Sign-out error: alert 'There was an issue signing out, but you will be redirected to the home page.'
 * then redirect to /." The failures happen where they happen to people: the auth service cannot be reached, or
 * answers with an error page; the missing session is a real one, ended on the server from another device.
 * The sequence itself, request by request, is tests/unit/auth-sign-out.test.ts.
 */

const SIGN_OUT_ISSUE = 'There was an issue signing out, but you will be redirected to the home page.';
const LOGOUT = `${E2E_SUPABASE_URL}/auth/v1/logout**`;

const header = (page: Page) => page.getByRole('banner');

/** Every alert, confirm or prompt the page raises, accepted so the page goes on. */
function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return seen;
}

/** The @supabase/ssr session cookies (sb-<ref>-auth-token and its chunks) the browser still holds. */
async function sessionCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies(E2E_BASE_URL)).map((c) => c.name).filter((name) => /^sb-.+-auth-token(\.\d+)?$/.test(name));
}

/** Signed in on a page other than the home page, so landing on / is the redirect and not where the test began. */
async function signedInOnAbout(page: Page, context: BrowserContext): Promise<TestUser> {
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto('/about');
  await expect(header(page).getByTestId('account-avatar')).toBeVisible();
  return user;
}

async function signOutFromMenu(page: Page): Promise<void> {
  await header(page).getByTestId('account-avatar').click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).click();
}

/** Signed out for real: no session cookie left, the header offers Sign In, and a members' page sends them to sign in. */
async function expectSignedOut(page: Page, context: BrowserContext): Promise<void> {
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByTestId('account-avatar')).toHaveCount(0);
  expect(await sessionCookies(context), 'the browser keeps no session cookie').toEqual([]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?redirect=(%2F|\/)profile$/);
}

const failures: [string, (route: Route) => Promise<void>][] = [
  ['the auth service cannot be reached', (route) => route.abort('connectionfailed')],
  [
    'the auth service answers with a server error',
    (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>Internal Server Error</h1></body></html>' }),
  ],
];

for (const [situation, fail] of failures) {
  test(`when ${situation}, sign-out alerts the spec's message and lands on / signed out`, async ({ page, context }) => {
    await signedInOnAbout(page, context);
    const dialogs = recordDialogs(page);
    const logoutCalls: string[] = [];
    const signedOutWhileServerAsked: boolean[] = [];
    await page.route(LOGOUT, async (route) => {
      logoutCalls.push(new URL(route.request().url()).search);
      // Local state first: while the server has not answered, the header already shows the visitor signed out.
      const signInShown = await header(page)
        .getByRole('link', { name: 'Sign In' })
        .waitFor({ state: 'visible', timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      signedOutWhileServerAsked.push(signInShown && (await header(page).getByTestId('account-avatar').count()) === 0);
      await fail(route);
    });

    await signOutFromMenu(page);

    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    expect(dialogs).toEqual([`alert: ${SIGN_OUT_ISSUE}`]);
    expect(logoutCalls.length, 'the server was asked').toBeGreaterThan(0);
    expect(signedOutWhileServerAsked[0], 'signed out locally before the server answered').toBe(true);
    await expectSignedOut(page, context);
    expect(dialogs, 'one alert, once').toHaveLength(1);
  });
}

test('a session already ended on the server signs out without an alert and lands on /', async ({ page, context }) => {
  const user = await signedInOnAbout(page, context);

  // "Sign out everywhere" on another device: the server forgets every session of the account, this browser's too.
  const elsewhere = createClient(E2E_SUPABASE_URL, e2eKeys().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error: signInError } = await elsewhere.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
  expect(signInError).toBeNull();
  const { error: signOutError } = await elsewhere.auth.signOut({ scope: 'global' });
  expect(signOutError).toBeNull();

  const dialogs = recordDialogs(page);
  const logoutAnswer = page.waitForResponse(
    (r) => r.url().startsWith(`${E2E_SUPABASE_URL}/auth/v1/logout`) && r.request().method() === 'POST',
  );
  await signOutFromMenu(page);

  // What the auth server says to this browser's sign-out: the missing-session error, as GoTrue words it.
  const answer = await logoutAnswer;
  expect(answer.status()).toBe(403);
  expect(answer.headers()['x-sb-error-code']).toBe('session_not_found');

  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expectSignedOut(page, context);
  expect(dialogs, 'a missing session is ignored: no alert').toEqual([]);
});
