import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The result cards of a /colleges page: their names, in order. */
function results(page: Page) {
  return page.getByRole('region', { name: 'Results' });
}

async function resultNames(page: Page): Promise<string[]> {
  return results(page).getByRole('heading', { level: 3 }).allTextContents();
}

/** "Showing 1–10 of 73 colleges" → 73. */
async function totalCount(page: Page): Promise<number> {
  const text = await results(page)
    .getByText(/^Showing /)
    .textContent();
  const match = text?.match(/of\s+([\d,]+)\s+college/);
  if (!match) throw new Error(`no result count in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

test('searching by city finds the colleges there', async ({ page }) => {
  await page.goto('/colleges');
  await page.getByLabel('Search by name or city').fill('ahmedabad');
  await page.getByRole('button', { name: 'Show colleges' }).click();

  await expect(page).toHaveURL(/[?&]q=ahmedabad(&|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ahmedabad');
  await expect(results(page).getByRole('link', { name: 'Indian Institute of Management Ahmedabad' })).toBeVisible();
  for (const card of await results(page).getByRole('article').all()) {
    await expect(card).toContainText(/ahmedabad/i);
  }
});

test('filtering by state and type keeps every choice in the URL', async ({ page }) => {
  await page.goto('/colleges');
  const all = await totalCount(page);
  await page.getByLabel('State', { exact: true }).selectOption('maharashtra');
  await page.getByLabel('Type', { exact: true }).selectOption('Private');
  await page.getByRole('button', { name: 'Show colleges' }).click();

  await expect(page).toHaveURL(/state=maharashtra/);
  await expect(page).toHaveURL(/type=Private(&|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private MBA colleges in Maharashtra');
  const cards = results(page).getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(await totalCount(page)).toBeLessThan(all);
  for (const card of await cards.all()) {
    await expect(card).toContainText('Maharashtra');
    await expect(card.getByText('Private', { exact: true })).toBeVisible();
  }
  // The form shows the choices it was submitted with, and each active filter can be removed on its own.
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('maharashtra');
  await page
    .getByRole('list', { name: 'Active filters' })
    .getByRole('link', { name: /Private/ })
    .click();
  await expect(page).toHaveURL(/\/colleges\?state=maharashtra$/);
});

test('paging through results: page 2 differs and the URL holds the page', async ({ page }) => {
  await page.goto('/colleges');
  const first = await resultNames(page);
  expect(first).toHaveLength(10);
  await expect(results(page).getByText(/^Showing 1–10 of/)).toBeVisible();

  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('rel', 'next');
  await next.click();
  await expect(page).toHaveURL(/\/colleges\?page=2$/);
  await expect(results(page).getByText(/^Showing 11–20 of/)).toBeVisible();
  const second = await resultNames(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'rel',
    'prev',
  );
});

test('a page past the end says so and links back', async ({ page }) => {
  await page.goto('/colleges?page=999');
  await expect(page.getByRole('heading', { name: 'There is no page 999' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(results(page).getByRole('article').first()).toBeVisible();
});

test('a search with no match suggests what to change', async ({ page }) => {
  await page.goto('/colleges?q=no-such-college-anywhere&state=delhi');
  await expect(page.getByRole('heading', { name: 'No colleges match these filters' })).toBeVisible();
  await page.getByRole('link', { name: /^Remove “/ }).click();
  await expect(page).toHaveURL(/\/colleges\?state=delhi$/);
  await expect(results(page).getByRole('article').first()).toContainText('Delhi');
});

test('opening a college from the list shows its programmes and placement figures', async ({ page }) => {
  await page.goto('/colleges?q=ahmedabad');
  const card = results(page).getByRole('article').filter({ hasText: 'Indian Institute of Management Ahmedabad' });
  const averageOnCard = (await card.locator('dt:has-text("Average package") + dd').textContent())?.trim() ?? '';
  const packageFigure = averageOnCard.match(/^₹[\d.]+ LPA/)?.[0];
  expect(packageFigure, 'the seed publishes an average package for IIM Ahmedabad').toBeTruthy();

  // The card's name is a plain link in an HTML fragment: the app, not a full page load, must still follow it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await card.getByRole('link', { name: 'Indian Institute of Management Ahmedabad' }).click();
  await expect(page).toHaveURL(/\/colleges\/iim-ahmedabad$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indian Institute of Management Ahmedabad');
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigated without reloading the page').toBe(true);

  const programmes = page.getByRole('table', { name: /Programmes/ });
  await expect(programmes.getByRole('columnheader', { name: 'Total fees' })).toBeVisible();
  expect(await programmes.locator('tbody tr').count()).toBeGreaterThan(0);

  const placements = page.getByRole('table', { name: /Placement figures/ });
  const average = placements.getByRole('row', { name: /Average package/ });
  await expect(average).toContainText(packageFigure as string);
  await expect(placements.getByRole('row', { name: /Highest package/ })).toContainText('Not published');

  await expect(page.getByRole('table', { name: /Cut-offs/ })).toContainText('Aggregator estimate');
  await expect(page.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
    'href',
    '/contact?college=iim-ahmedabad&type=consultation',
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Colleges' })).toHaveAttribute(
    'href',
    '/colleges',
  );

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat().map((item: { '@type': string }) => item['@type']));
  expect(types).toEqual(expect.arrayContaining(['CollegeOrUniversity', 'BreadcrumbList']));
  // After a client-side navigation the list's own tags leave the head once the page's metadata has streamed in.
  const ogImageTag = page.locator('meta[property="og:image"]');
  await expect(ogImageTag).toHaveCount(1);
  await expect(ogImageTag).toHaveAttribute('content', /\/colleges\/iim-ahmedabad\/opengraph-image/);
  const ogImage = await ogImageTag.getAttribute('content');
  const image = await page.request.get(ogImage ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('an unknown college slug shows the 404 page', async ({ page }) => {
  const response = await page.goto('/colleges/no-such-college');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a filtered URL loaded directly shows the same results (crawlable)', async ({ page, browser }) => {
  await page.goto('/colleges');
  await page.getByLabel('State', { exact: true }).selectOption('karnataka');
  await page.getByLabel('Sort by').selectOption('name');
  await page.getByRole('button', { name: 'Show colleges' }).click();
  await expect(page).toHaveURL(/state=karnataka/);
  const viaForm = await resultNames(page);
  expect(viaForm.length).toBeGreaterThan(0);
  expect([...viaForm].sort((a, b) => a.localeCompare(b))).toEqual(viaForm);

  const fresh = await browser.newPage();
  const response = await fresh.goto(page.url());
  expect(response?.status()).toBe(200);
  expect(await resultNames(fresh)).toEqual(viaForm);
  const canonical = await fresh.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/colleges\?state=karnataka&sort=name$/);
  await fresh.close();
});

test('the list works with JavaScript disabled', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/colleges');
  expect(await resultNames(page)).toHaveLength(10);

  await page.getByLabel('State', { exact: true }).selectOption('delhi');
  await page.getByRole('button', { name: 'Show colleges' }).click();
  await expect(page).toHaveURL(/state=delhi/);
  for (const card of await results(page).getByRole('article').all()) await expect(card).toContainText('Delhi');

  await page.goto('/colleges');
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await expect(results(page).getByText(/^Showing 11–20 of/)).toBeVisible();

  await results(page).getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Programmes' })).toBeVisible();
  await context.close();
});

test('the college list and a college page pass an automated accessibility check', async ({ page }) => {
  // axe walks every node of a long college page; on two shared cores that takes longer than the default 30 s.
  test.setTimeout(120_000);
  for (const path of ['/colleges', '/colleges?q=zzzz', '/colleges/iim-ahmedabad']) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const found = violations.flatMap((v) =>
      v.nodes.map((n) => `${path}: ${v.id} at ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`),
    );
    expect(found).toEqual([]);
  }
});

test('the list and a college page fit a 360 px screen; wide tables scroll inside their card', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL });
  const page = await context.newPage();
  for (const path of ['/colleges', '/colleges/iim-ahmedabad']) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(360);
  }
  const programmes = page.getByRole('region', { name: 'Programmes table' });
  expect(await programmes.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await context.close();
});
