import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { watchDialogClose } from './support/dialog-timing';
import { mailboxOf, waitForMails } from './support/mailbox';
import { createTestUser, signInAs, TEST_PASSWORD } from './support/session';

const anon = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
const header = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');
const main = (page: Page) => page.getByRole('main');
const CONFIRM_EMAIL = 'Account created! Please check your email to confirm your account before signing in.';

async function openAccountMenu(page: Page) {
  await header(page).getByTestId('account-avatar').click();
  return page.getByRole('menu');
}

test('sign up from Get Started, confirm through the e-mailed link, then sign out', async ({ page }) => {
  const email = `e2e-signup-${randomUUID()}@example.com`;
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Get Started' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // §5 messages appear under the fields and clear when the field is edited.
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog(page).getByText('Name is required')).toBeVisible();
  await expect(dialog(page).getByText('Email is required')).toBeVisible();
  await expect(dialog(page).getByText('Password is required')).toBeVisible();
  await dialog(page).getByLabel('Full name').fill('A');
  await expect(dialog(page).getByText('Name is required')).toHaveCount(0);

  await dialog(page).getByLabel('Full name').fill('  Meera Iyer ');
  await dialog(page).getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await dialog(page).getByLabel('Password', { exact: true }).fill('abcdef');
  await expect(dialog(page).getByTestId('password-strength')).toContainText('fair: Consider using 8+ characters');
  await dialog(page).getByLabel('Password', { exact: true }).fill('Meera2026x');
  await expect(dialog(page).getByTestId('password-strength')).toContainText('strong: Strong password!');
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();

  // Sign-up proves the mailbox (issue 34): no session yet, the spec's e-mail confirmation message, the modal stays.
  // (With confirmations off, 'Account created successfully!…' and the 2 s close: tests/unit/auth-sign-up-outcome.)
  await expect(dialog(page).getByText(CONFIRM_EMAIL)).toBeVisible();
  await expect(header(page).getByTestId('account-avatar')).toHaveCount(0);

  const [confirmation] = await waitForMails(page.request, email, (m) => m.type === 'signup');
  await page.goto(confirmation.links[0]);
  await expect(header(page).getByTestId('account-avatar')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Meera Iyer')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByText('Member')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByTestId('account-avatar')).toHaveCount(0);
});

test('signing up with an address that has an account says exactly what a new address gets', async ({ page }) => {
  const existing = await createTestUser();
  await page.goto('/signin?mode=signup');
  await main(page).getByLabel('Full name').fill('Someone Else');
  await main(page).getByLabel('Email').fill(existing.email);
  await main(page).getByLabel('Password', { exact: true }).fill('Guess2026-secure');
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(main(page).getByText(CONFIRM_EMAIL)).toBeVisible();
  await expect(main(page).getByText('An account with this email already exists. Please sign in instead.')).toHaveCount(0);
  // The account's owner is not sent a confirmation for a sign-up they did not make, and the guess opens nothing.
  expect((await mailboxOf(page.request, existing.email)).filter((m) => m.type === 'signup')).toEqual([]);
  const { error } = await anon().auth.signInWithPassword({ email: existing.email, password: 'Guess2026-secure' });
  expect(error?.code).toBe('invalid_credentials');
});

test('sign in with a wrong, then the right password', async ({ page }) => {
  const user = await createTestUser();
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await dialog(page).getByLabel('Email').fill(user.email);
  await dialog(page).getByLabel('Password').fill('wrong-password');
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByText('Invalid email or password. Please check your credentials and try again.')).toBeVisible();

  await dialog(page).getByLabel('Password').fill(TEST_PASSWORD);
  const closeSpan = await watchDialogClose(page, 'Signed in successfully!');
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByText('Signed in successfully!')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0, { timeout: 4000 });
  // Spec §9: closes 1000 ms after the success message; still open at 600 ms, and sooner than sign-up's 2000 ms.
  const span = await closeSpan();
  expect(span, 'ms from the success message to the close').toBeGreaterThanOrEqual(600);
  expect(span, 'ms from the success message to the close').toBeLessThan(1900);
  await expect(header(page).getByTestId('account-avatar')).toBeVisible();
});

test('the modal starts empty every time it opens', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await dialog(page).getByLabel('Email').fill('someone@example.com');
  await page.keyboard.press('Escape');
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await expect(dialog(page).getByLabel('Email')).toHaveValue('');
});

test('reset a password through the link in the e-mail', async ({ page }) => {
  const user = await createTestUser();
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

  const messages = await mailboxOf(page.request, user.email);
  expect(messages.length).toBeGreaterThan(0);
  await page.goto(messages[0].links[0]);

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const newPassword = `New-${randomUUID().slice(0, 8)}A1`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  const { error } = await anon().auth.signInWithPassword({ email: user.email, password: newPassword });
  expect(error).toBeNull();
});

test('/profile sends a visitor to /signin and back after sign-in', async ({ page }) => {
  const user = await createTestUser();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?redirect=(%2F|\/)profile$/);
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: user.email.split('@')[0] })).toBeVisible();
});

test('a member never sees Admin Dashboard or Admin Panel; an admin sees both', async ({ browser }) => {
  const member = await createTestUser();
  const admin = await createTestUser({ role: 'super_admin', isAdmin: true });

  const memberContext = await browser.newContext();
  await signInAs(memberContext, member);
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/');
  const memberMenu = await openAccountMenu(memberPage);
  await expect(memberMenu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(memberMenu.getByText('Member')).toBeVisible();
  await expect(memberMenu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(memberMenu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await memberContext.close();

  const adminContext = await browser.newContext();
  await signInAs(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/');
  const adminMenu = await openAccountMenu(adminPage);
  await expect(adminMenu.getByText('Super admin')).toBeVisible();
  await expect(adminMenu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  await expect(adminMenu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/leads');
  await adminMenu.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await adminContext.close();
});

test('profile edits are saved', async ({ page, context }) => {
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto('/profile');
  await page.getByLabel('Full name').fill('Kiran Patel');
  await page.getByLabel('Work experience (years)').fill('3');
  await page.getByRole('checkbox', { name: 'CAT' }).check();
  await page.getByRole('checkbox', { name: 'Pune' }).check();
  await page.getByLabel('Budget for fees').selectOption('₹10–20 lakh');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kiran Patel' })).toBeVisible();
  await expect(page.getByLabel('Work experience (years)')).toHaveValue('3');
  await expect(page.getByRole('checkbox', { name: 'CAT' })).toBeChecked();
  await expect(page.getByLabel('Budget for fees')).toHaveValue('₹10–20 lakh');
});

test('a signed-out reader saves a post after signing in, and finds it on /profile', async ({ page }) => {
  const user = await createTestUser();
  const { data, error } = await anon()
    .from('blog_posts')
    .select('slug, title')
    .order('published_at', { ascending: false })
    .limit(1)
    .single();
  if (error || !data) throw new Error(`no blog post: ${error?.message}`);

  await page.goto(`/blog/${data.slug}`);
  const toggle = page.getByRole('main').getByRole('button', { name: `Save ${data.title} to favourites` });
  await toggle.click();
  await dialog(page).getByLabel('Email').fill(user.email);
  await dialog(page).getByLabel('Password').fill(TEST_PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  const saved = page.getByRole('main').getByRole('button', { name: `Remove ${data.title} from favourites` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/profile');
  await expect(page.getByTestId('favorite-posts').getByRole('link', { name: data.title })).toBeVisible();
});

test('favourite a college and find it on /profile', async ({ page, context }) => {
  const user = await createTestUser();
  const { data, error } = await anon()
    .from('colleges')
    .select('slug, name')
    .order('rating', { ascending: false })
    .limit(1)
    .single();
  if (error || !data) throw new Error(`no college: ${error?.message}`);
  await signInAs(context, user);

  await page.goto(`/colleges/${data.slug}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Save ${data.name} to favourites` })
    .first()
    .click();
  const saved = page
    .getByRole('main')
    .getByRole('button', { name: `Remove ${data.name} from favourites` })
    .first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile');
  await expect(page.getByTestId('favorite-colleges').getByRole('link', { name: data.name })).toBeVisible();
});

/** GET requests for a user's saved ids (user_college_favorites, user_blog_favorites) a page makes. */
function favouriteReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/rest\/v1\/user_(college|blog)_favorites\b/.test(request.url()))
      reads.push(request.url());
  });
  return reads;
}

test('a page of colleges reads the favourites once, however many cards; a toggle shows at once and persists', async ({
  page,
  context,
}) => {
  const user = await createTestUser();
  await signInAs(context, user);
  const reads = favouriteReads(page);
  await page.goto('/colleges');
  const toggles = page.getByRole('region', { name: 'Results' }).getByTestId('favorite-toggle');
  await expect(toggles).toHaveCount(10);
  // A toggle turns enabled only once the read has answered, after every card on the page has asked for it.
  for (const toggle of await toggles.all()) await expect(toggle).toBeEnabled();
  expect(reads).toHaveLength(1);
  expect(reads[0]).toContain('/rest/v1/user_college_favorites');

  const second = toggles.nth(1);
  const name = (await second.getAttribute('aria-label'))?.match(/^Save (.+) to favourites$/)?.[1];
  if (!name) throw new Error('the second card has no Save label');
  const saving = page.waitForResponse(
    (r) => r.url().includes('/rest/v1/user_college_favorites') && r.request().method() === 'POST',
  );
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toHaveAccessibleName(`Remove ${name} from favourites`);
  expect((await saving).ok()).toBe(true);

  reads.length = 0;
  await page.reload();
  await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'false');
  for (const toggle of await toggles.all()) await expect(toggle).toBeEnabled();
  expect(reads).toHaveLength(1);

  const removing = page.waitForResponse(
    (r) => r.url().includes('/rest/v1/user_college_favorites') && r.request().method() === 'DELETE',
  );
  await toggles.nth(1).click();
  await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'false');
  expect((await removing).ok()).toBe(true);
  await page.reload();
  await expect(toggles.nth(1)).toBeEnabled();
  await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'false');
});

test('the next page of results, reached without a reload, gives each new card one working favourite and compare', async ({
  page,
  context,
}) => {
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto('/colleges');
  const results = page.getByRole('region', { name: 'Results' });
  const toggles = results.getByTestId('favorite-toggle');
  await expect(toggles.first()).toBeEnabled();
  const firstOnPageOne = await results.getByRole('article').first().getByRole('heading').textContent();
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(results.getByRole('article').first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  const cards = await results.getByRole('article').all();
  expect(cards).toHaveLength(10);
  for (const card of cards) {
    await expect(card.getByRole('button', { name: /to favourites$/ })).toHaveCount(1);
    await expect(card.getByRole('button', { name: /to compare$/ })).toHaveCount(1);
    await expect(card.getByTestId('favorite-toggle')).toBeEnabled();
  }
  const third = toggles.nth(2);
  await third.click();
  await expect(third).toHaveAttribute('aria-pressed', 'true');
  await expect(third).toHaveAccessibleName(/^Remove .+ from favourites$/);
  await cards[2]!.getByRole('button', { name: /to compare$/ }).click();
  await expect(cards[2]!.getByRole('button', { name: /^Remove .+ from comparison$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('complementary', { name: 'Colleges to compare' })).toContainText('Compare 1 of 4');
});

test('a favourite that cannot be saved goes back and says why', async ({ page, context }) => {
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto('/colleges');
  const first = page.getByRole('region', { name: 'Results' }).getByTestId('favorite-toggle').first();
  await expect(first).toBeEnabled();
  await page.route('**/rest/v1/user_college_favorites**', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await first.click();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('alert')).toHaveText(
    'Unable to connect to the server. Please check your internet connection and try again.',
  );
  await expect(first).toHaveAttribute('aria-pressed', 'false');

  await page.unroute('**/rest/v1/user_college_favorites**');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('alert')).toHaveCount(0);
});

test('a signed-out visitor on /colleges never loads supabase-js nor asks for favourites', async ({ page }) => {
  const supabaseRequests: string[] = [];
  const chunkChecks: Promise<string | null>[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_SUPABASE_URL)) supabaseRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (!response.url().includes('/_next/static/chunks/')) return;
    // A string only supabase-js's auth code holds.
    chunkChecks.push(response.text().then((body) => (body.includes('X-Supabase-Api-Version') ? response.url() : null)));
  });
  await page.goto('/colleges');
  await expect(page.getByRole('region', { name: 'Results' }).getByTestId('favorite-toggle').first()).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(supabaseRequests).toEqual([]);
  expect(chunkChecks.length).toBeGreaterThan(0);
  expect((await Promise.all(chunkChecks)).filter(Boolean)).toEqual([]);
});
