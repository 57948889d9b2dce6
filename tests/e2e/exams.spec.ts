import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function expectNoSeriousA11yIssues(page: Page) {
  // An axe run takes many seconds on the two shared cores; give it room beyond the suite's 30 s default.
  test.setTimeout(60_000);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('/exams lists the five exams with their cycle year', async ({ page }) => {
  await page.goto('/exams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MBA entrance exams');
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(names.map((n) => n.trim()).sort()).toEqual(['CAT', 'MAT', 'NMAT', 'SNAP', 'XAT']);
  const cat = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'CAT', exact: true }) });
  await expect(cat).toContainText('Common Admission Test');
  await expect(cat).toContainText('High difficulty');
  await expect(cat).toContainText('CAT 2025');
  await cat.getByRole('link', { name: 'CAT', exact: true }).click();
  await expect(page).toHaveURL(/\/exams\/cat$/);
});

test('/exams lists the exams in order of name, as the spec data rules list them', async ({ page }) => {
  await page.goto('/exams');
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
  const shown = names.map((n) => n.trim());
  expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
  expect(shown).toEqual(['CAT', 'MAT', 'NMAT', 'SNAP', 'XAT']);
});

test('/exams/cat shows the CAT pattern, marking, cycle year and last-verified date', async ({ page }) => {
  await page.goto('/exams/cat');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CAT');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Common Admission Test');

  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Questions' }) });
  const row = (section: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`\\(${section}\\)`) }) });
  await expect(row('VARC').getByRole('cell').first()).toHaveText('24');
  await expect(row('DILR').getByRole('cell').first()).toHaveText('22');
  await expect(row('QA').getByRole('cell').first()).toHaveText('22');
  const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  await expect(total).toContainText('68');
  await expect(total).toContainText('120 min');
  await expect(page.getByText('120 minutes (2 hours)')).toBeVisible();

  const marking = page.getByRole('region', { name: 'Marking scheme' });
  await expect(marking).toContainText('+3');
  await expect(marking).toContainText('−1');

  await expect(page.getByText('CAT 2025').first()).toBeVisible();
  const dates = page.getByRole('region', { name: 'Important dates' });
  await expect(dates.getByRole('row').filter({ hasText: 'Exam date' })).toContainText('30 Nov 2025');
  await expect(dates.getByRole('row').filter({ hasText: 'Exam date' })).toContainText('CAT 2025');
  await expect(page.getByRole('region', { name: 'Fees and eligibility' })).toContainText('₹2,600');
  await expect(page.getByText(/Last verified: \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Practise with mock tests' })).toHaveAttribute('href', '/mock-tests');

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((j) => (JSON.parse(j) as { '@type': string })['@type'])).toContain('BreadcrumbList');
});

test('an unknown exam is a 404', async ({ page }) => {
  const response = await page.goto('/exams/gmat-focus');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

// One test per page: an axe run takes seconds on the two shared cores.
for (const path of ['/exams', '/exams/cat', '/exams/xat']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousA11yIssues(page);
  });
}
