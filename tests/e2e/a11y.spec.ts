import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from './support/public-pages';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), `${path} responds`).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on the contact form showing its errors', async ({ page }) => {
  await page.goto('/contact?type=consultation');
  await page.getByRole('button', { name: 'Request a consultation' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the prelaunch waitlist showing its error', async ({ page }) => {
  await page.goto('/prelaunch');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
