import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * The mock-test listing and each test's instructions page, against the seed: six complete tests (a CAT 2025-pattern
 * full-length and sectionals for CAT, XAT, NMAT, SNAP and MAT) and the home hero's four, whose banks are smaller than
 * they declare. The test-taking screen belongs to another page: only the URL it lands on is checked here.
 */

const CAT_SECTIONAL = { slug: 'cat-qa-sectional-1', title: 'CAT QA Sectional Test 1' };
const XAT_SECTIONAL = 'XAT Decision Making Sectional Test 1';
const XAT_HERO = { slug: 'xat-mock-test-1', title: 'XAT Mock Test 1' };

const cards = (page: Page) => page.getByRole('list', { name: 'Mock tests' }).locator(':scope > li');
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const titles = async (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

let member: TestUser;

test.beforeAll(async () => {
  member = await createTestUser();
});

test('filters narrow the list, in the URL, and an empty result offers a way back', async ({ page }) => {
  await page.goto('/mock-tests');
  const all = await titles(page);
  expect(all.length).toBeGreaterThanOrEqual(10);
  await expect(page.getByText(`${all.length} mock tests`, { exact: true })).toBeVisible();

  // The form is a plain GET form: choosing and applying lands on a shareable URL.
  const form = page.getByRole('form', { name: 'Filter mock tests' });
  await form.getByLabel('Exam').selectOption({ label: 'XAT' });
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/mock-tests\?exam=xat/);
  expect((await titles(page)).sort()).toEqual([XAT_HERO.title, XAT_SECTIONAL].sort());
  await expect(page.getByText('2 mock tests match these filters')).toBeVisible();

  await page.goto('/mock-tests?exam=XAT&kind=sectional');
  expect(await titles(page)).toEqual([XAT_SECTIONAL]);
  await expect(page.getByRole('form', { name: 'Filter mock tests' }).getByLabel('Kind')).toHaveValue('sectional');

  await page.goto('/mock-tests?kind=sectional');
  const sectionals = await titles(page);
  expect(sectionals).toEqual(expect.arrayContaining([CAT_SECTIONAL.title, XAT_SECTIONAL]));
  expect(sectionals).not.toContain(XAT_HERO.title);
  for (const title of sectionals) await expect(card(page, title)).toContainText('Sectional');

  await page.goto('/mock-tests?kind=full-length&difficulty=High');
  const hard = await titles(page);
  expect(hard.length).toBeGreaterThan(0);
  for (const title of hard) {
    await expect(card(page, title)).toContainText('Full-length');
    await expect(card(page, title)).toContainText('High');
  }

  await page.goto('/mock-tests?exam=mat&difficulty=High&kind=full-length');
  await expect(page.getByRole('heading', { name: 'No tests match these filters' })).toBeVisible();
  await expect(page.getByText('0 mock tests match these filters')).toBeVisible();
  await page.getByRole('link', { name: 'see every mock test' }).click();
  await expect(page).toHaveURL(/\/mock-tests$/);
  expect(await titles(page)).toHaveLength(all.length);

  // A bad value is no filter at all, not an error.
  await page.goto('/mock-tests?kind=weekly&difficulty=extreme');
  expect(await titles(page)).toHaveLength(all.length);
});

test('a test still being written says how far it is and offers no start', async ({ page }) => {
  await page.goto('/mock-tests?exam=xat');
  await expect(card(page, XAT_HERO.title)).toContainText(/Questions still being written — \d+ of 95 ready/);
  await expect(card(page, XAT_SECTIONAL)).not.toContainText('still being written');

  await card(page, XAT_HERO.title).getByRole('link', { name: XAT_HERO.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-tests/${XAT_HERO.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(XAT_HERO.title);
  await expect(page.getByText(/Questions still being written — \d+ of 95 ready/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Start test|Resume test/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to take this test' })).toHaveCount(0);
});

test('a test page shows the pattern and marking in words; signed out, it asks to sign in', async ({ page }) => {
  await page.goto(`/mock-tests/${CAT_SECTIONAL.slug}`);
  await expect(page).toHaveTitle(new RegExp(CAT_SECTIONAL.title));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAT_SECTIONAL.title);
  const pattern = page.getByRole('region', { name: 'Pattern' });
  await expect(pattern.getByRole('row', { name: /QA/ }).first()).toContainText('12');
  await expect(pattern).toContainText('Fixed order');
  const marking = page.getByRole('region', { name: 'Marking scheme' });
  await expect(marking).toContainText('+3 marks for a right answer.');
  await expect(marking).toContainText('Calculator');
  await expect(page.getByRole('region', { name: 'Instructions' })).toBeVisible();

  const signIn = page.getByRole('link', { name: 'Sign in to take this test' });
  await expect(signIn).toHaveAttribute('href', `/signin?redirect=${encodeURIComponent(`/mock-tests/${CAT_SECTIONAL.slug}`)}`);
  await expect(page.getByRole('button', { name: 'Start test' })).toHaveCount(0);
});

test('an unknown test is a 404', async ({ page }) => {
  const response = await page.goto('/mock-tests/no-such-mock-test');
  expect(response?.status()).toBe(404);
});

test('a member starts a test, lands on its attempt, and can resume it from the list', async ({ page, context }) => {
  await signInAs(context, member);
  await page.goto(`/mock-tests/${CAT_SECTIONAL.slug}`);
  await expect(page.getByRole('link', { name: 'Sign in to take this test' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const attemptPath = new URL(page.url()).pathname;

  await page.goto('/mock-tests?exam=cat&kind=sectional');
  const resume = card(page, CAT_SECTIONAL.title).getByRole('link', { name: `Resume ${CAT_SECTIONAL.title}` });
  await expect(resume).toHaveAttribute('href', attemptPath);

  // The test page now offers to resume the same attempt, not to start another.
  await page.goto(`/mock-tests/${CAT_SECTIONAL.slug}`);
  await expect(page.getByRole('button', { name: 'Resume test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start test' })).toHaveCount(0);
});

test('a start that cannot reach the server says so and can be tried again', async ({ page, context }) => {
  await signInAs(context, await createTestUser());
  await page.goto(`/mock-tests/${CAT_SECTIONAL.slug}`);
  const start = page.getByRole('button', { name: 'Start test' });
  await expect(start).toBeVisible();
  // The server action is a POST to the page itself; dropping it is what a lost connection looks like.
  await page.route(`**/mock-tests/${CAT_SECTIONAL.slug}`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await start.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to connect to the server' })).toBeVisible();
  await expect(start).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/mock-tests/${CAT_SECTIONAL.slug}$`));
});

// One test per page: an axe run takes seconds on the two shared cores.
for (const path of ['/mock-tests?kind=sectional', `/mock-tests/${CAT_SECTIONAL.slug}`, `/mock-tests/${XAT_HERO.slug}`]) {
  test(`${path} has no serious accessibility violations, signed in`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await signInAs(context, member);
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
