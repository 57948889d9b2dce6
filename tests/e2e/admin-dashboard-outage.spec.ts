import { expect, test, type Page } from '@playwright/test';
import { LEADS_SAMPLE_NOTICE } from '@/lib/samples/notice';
import { createTestUser, signInAs } from './support/session';
import { controlStack } from './support/stack';

/*
 * Runs in the outage project (playwright.config.ts matches *outage.spec.ts), after every other project: taking
 * the database away would fail any test running at the same time.
 */

function stat(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first();
}

test('with the database down the dashboard shows the sample statistics with the notice, and reports say they need it', async ({
  page,
}) => {
  // Every other read in an outage still waits out supabase-js's retries (about 7 s) before the samples show.
  test.setTimeout(90_000);
  await signInAs(page.context(), await createTestUser({ role: 'super_admin', isAdmin: true }));
  // A first visit while the database is up, as a signed-in admin would have made before it went away.
  await page.goto('/admin');
  await expect(stat(page, 'Total leads')).toBeVisible();

  await controlStack('suspend');
  try {
    await page.goto('/admin');
    await expect(page.getByRole('status').filter({ hasText: LEADS_SAMPLE_NOTICE })).toBeVisible();
    // Spec §9's fallback: the five sample leads.
    await expect(stat(page, 'Total leads')).toHaveText('5');
    await expect(stat(page, 'Conversion rate')).toHaveText('20%');
    await expect(stat(page, 'Qualification rate')).toHaveText('40%');
    await expect(stat(page, 'Average lead score')).toHaveText('62');
    const recent = page.getByRole('table', { name: 'The five latest leads' });
    await expect(recent.locator('tbody tr')).toHaveCount(5);
    // Sample leads have no record to open.
    await expect(recent.getByRole('link')).toHaveCount(0);

    await page.goto('/admin/reports');
    await expect(page.getByRole('alert').filter({ hasText: 'Database connection not available' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Leads by source' })).toHaveCount(0);
  } finally {
    await controlStack('resume');
  }

  await page.goto('/admin');
  await expect(page.getByRole('status').filter({ hasText: LEADS_SAMPLE_NOTICE })).toHaveCount(0);
});
