import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatViews } from '@/lib/format/numbers';
import { createTestUser, signInAs } from './support/session';

async function expectNoSeriousA11yIssues(page: Page) {
  // An axe run takes many seconds on the two shared cores; give it room beyond the suite's 30 s default.
  test.setTimeout(60_000);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The articles of the main list (not the featured strip), as their category labels and titles. */
async function listedArticles(page: Page) {
  const cards = page.getByRole('region', { name: /articles/i }).getByRole('article');
  const count = await cards.count();
  const items: { category: string; title: string }[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    items.push({
      category: (await card.getByRole('link').first().innerText()).trim(),
      title: (await card.getByRole('heading').innerText()).trim(),
    });
  }
  return items;
}

test('the blog filters by category and back to all', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const all = await listedArticles(page);
  expect(all.length).toBeGreaterThan(0);

  const categories = page.getByRole('navigation', { name: 'Blog categories' });
  await categories.getByRole('link', { name: 'Finance', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?category=finance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance articles');
  await expect(categories.getByRole('link', { name: 'Finance', exact: true })).toHaveAttribute('aria-current', 'page');
  const finance = await listedArticles(page);
  expect(finance.length).toBeGreaterThan(0);
  for (const item of finance) expect(item.category).toBe('Finance');
  await expect(page.getByText(new RegExp(`^${finance.length} articles?$`))).toBeVisible();

  await categories.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const total = Number((await page.getByText(/^\d+ articles/).innerText()).match(/^(\d+)/)?.[1]);
  expect(total).toBeGreaterThan(finance.length);
});

test('the blog search matches title, excerpt and content case-insensitively', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('PERCENTILE');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=PERCENTILE/);
  await expect(page.getByText(/articles? for “PERCENTILE”/)).toBeVisible();
  const results = await listedArticles(page);
  expect(results.length).toBeGreaterThan(0);
  expect(results.map((r) => r.title).some((t) => /percentile/i.test(t))).toBe(true);

  // A word that appears only in a post body ("palette", in the CAT pattern post) still finds it.
  await page.goto('/blog?q=palette');
  expect((await listedArticles(page)).map((r) => r.title)).toContain(
    'CAT Exam Pattern Explained: Sections, Timing and Marking (CAT 2025)',
  );

  await page.goto('/blog?q=zzqxnonexistent');
  await expect(page.getByText('No article mentions “zzqxnonexistent”.')).toBeVisible();
  await page.getByRole('link', { name: 'Show all articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a post renders its body and counts a visitor once a day', async ({ page, context, browser }) => {
  // A fresh signed-in user is a visitor whose view of this post has not been counted yet (the suite's browsers
  // share one address, and other tests open this post too).
  await signInAs(context, await createTestUser());
  await page.goto('/blog?category=exam-strategy');
  const title = 'CAT Exam Pattern Explained: Sections, Timing and Marking (CAT 2025)';
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/blog\/cat-exam-pattern-explained$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Marking scheme' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'for every correct answer' })).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('cell', { name: '24', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByText('Ananya Iyer').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();

  const views = page.getByTestId('post-views');
  const readCount = async () => {
    await expect(views).toHaveAttribute('data-counted', 'true');
    const value = Number(await views.locator('data').getAttribute('value'));
    await expect(views).toHaveText(`${formatViews(value)} views`);
    return value;
  };
  const first = await readCount();
  expect(first).toBeGreaterThan(0);
  // The same visitor coming back the same day is not counted again.
  await page.reload();
  expect(await readCount()).toBe(first);
  // Another visitor is.
  const other = await browser.newContext();
  await signInAs(other, await createTestUser());
  const otherPage = await other.newPage();
  await otherPage.goto('/blog/cat-exam-pattern-explained');
  const otherViews = otherPage.getByTestId('post-views');
  await expect(otherViews).toHaveAttribute('data-counted', 'true');
  expect(Number(await otherViews.locator('data').getAttribute('value'))).toBe(first + 1);
  await other.close();

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((j) => (JSON.parse(j) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/blog\/cat-exam-pattern-explained\/opengraph-image/,
  );
});

test('the blog list and a post read completely without JavaScript', async ({ browser }) => {
  // Search visitors and crawlers may run no script: the server-rendered HTML alone must carry the content.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /articles/i })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    await page.goto('/blog/cat-exam-pattern-explained');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article h2').first()).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an unknown post is a 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the blog list has no serious accessibility violations', async ({ page }) => {
  await page.goto('/blog');
  await expectNoSeriousA11yIssues(page);
});

test('a blog post has no serious accessibility violations', async ({ page }) => {
  await page.goto('/blog/iim-fees-and-roi');
  await expect(page.getByTestId('post-views')).toHaveAttribute('data-counted', 'true');
  await expectNoSeriousA11yIssues(page);
});
