import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { COST_PARAM_MESSAGES } from '../../lib/cost/search-params';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { createTestUser, signInAs } from './support/session';

/*
 * Issue 37, true cost and return. Each test makes its own college in a city of its own (service role), so the seeded
 * colleges and cities stay as they are (the estimate is added by an editor at the admin screen): a two-year MBA at ₹10 lakh, a city estimate of ₹20,000 a month, a published
 * median of ₹20 LPA. The loan defaults are the seeded ones (SBI, 11.15 % over 15 years, 12 months' grace).
 *
 * Worked by hand (lib/cost/education-loan.ts): cost 10,00,000 + 20,000 × 24 = 14,80,000, all borrowed; interest
 * runs 24 + 12 months before the first EMI.
 *   11.15 % over 15 years: EMI ₹22,635; total interest ₹25.94 L; payback 40,74,274 / 8,00,000 = 5.1 years.
 *   9.5 % over 7 years:    EMI ₹31,083; total interest ₹11.31 L; payback 26,10,971 / 8,00,000 = 3.3 years.
 */

function service() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

interface Made {
  slug: string;
  name: string;
  city: string;
}

/**
 * The city's estimate, added by an editor at the admin screen: the public read of the estimates is cached, and only
 * the back office's write refreshes it (a service-role insert would stay unseen until the cache expired).
 */
async function addEstimateAsEditor(browser: Browser, city: string, amount: string): Promise<void> {
  const context = await browser.newContext();
  await signInAs(context, await createTestUser({ role: 'editor', isAdmin: true }));
  const page = await context.newPage();
  await page.goto('/admin/colleges/living-costs');
  const form = page.getByRole('form', { name: 'Add a city estimate' });
  await form.getByLabel(/^City/).fill(city);
  await form.getByLabel(/^Monthly amount/).fill(amount);
  for (const cover of ['rent', 'food', 'transport']) await form.getByRole('checkbox', { name: cover }).check();
  await form.getByLabel(/^Source address/).fill('https://example.org/living-costs');
  await form.getByLabel(/^As of/).fill('2025-06-01');
  await form.getByRole('button', { name: 'Add estimate' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${city}: ₹${Number(amount).toLocaleString('en-IN')} a month added.` }),
  ).toBeVisible();
  await context.close();
}

async function collegeWithCost(prefix: string, browser: Browser | null = null): Promise<Made> {
  const tag = randomUUID().slice(0, 8);
  const city = `Costpur ${tag}`;
  const db = service();
  const college = await db
    .from('colleges')
    .insert({
      name: `${prefix} School ${tag}`,
      short_name: `${prefix} ${tag}`,
      slug: `cost-${prefix.toLowerCase().replace(/\W+/g, '-')}-${tag}`,
      location: `${city}, Maharashtra`,
      city,
      state: 'Maharashtra',
      type: 'Private',
    })
    .select('id, slug, name')
    .single();
  if (college.error) throw new Error(college.error.message);
  const steps = await Promise.all([
    db.from('college_programs').insert({
      college_id: college.data.id,
      name: 'Two-year MBA',
      degree: 'MBA',
      duration_months: 24,
      total_fees: 1_000_000,
      fees_year: '2025-27',
      is_flagship: true,
    }),
    db.from('college_placement_figures').insert({
      college_id: college.data.id,
      metric: 'median',
      value: 20,
      year: 2025,
      batch: '2023-25',
      kind: 'college-published',
      source_url: 'https://example.edu/placements-2025',
    }),
  ]);
  for (const step of steps) if (step.error) throw new Error(step.error.message);
  if (browser) await addEstimateAsEditor(browser, city, '20000');
  return { slug: college.data.slug, name: college.data.name, city };
}

const costSection = (page: Page) => page.getByRole('region', { name: 'True cost and return' });
const figure = (scope: Locator, label: string | RegExp) => scope.getByRole('term').filter({ hasText: label }).locator('xpath=..');

async function expectFigures(page: Page, emi: string, interest: string, payback: string) {
  const programme = costSection(page).getByRole('article', { name: 'Two-year MBA' });
  await expect(figure(programme, 'EMI')).toContainText(emi);
  await expect(figure(programme, 'Total interest')).toContainText(interest);
  await expect(figure(programme, 'Payback')).toContainText(payback);
}

test.describe('true cost and return', () => {
  test('a visitor changes the rate and tenure, the address keeps them, and reloading it shows the same figures', async ({
    page,
    browser,
  }) => {
    const college = await collegeWithCost('Visitor', browser);
    await page.goto(`/colleges/${college.slug}`);
    const section = costSection(page);
    const programme = section.getByRole('article', { name: 'Two-year MBA' });
    await expect(figure(programme, 'Two-year cost')).toContainText('₹14.8 L');
    await expect(figure(programme, /^Living/)).toContainText('₹4.8 L');
    await expect(figure(programme, /^Living/)).toContainText(`${college.city} estimate, ₹20,000 a month`);
    await expect(section.getByText('Refundable deposits come back at the end and are never counted.')).toBeVisible();
    await expectFigures(page, '₹22,635/month', '₹25.94 L', '5.1 years');
    await expect(figure(programme, 'Payback')).toContainText('median package ₹20 LPA (batch 2023-25)');

    await section.getByLabel('Interest rate (% a year)').fill('9.5');
    await section.getByLabel('Loan tenure (years)').fill('7');
    await expectFigures(page, '₹31,083/month', '₹11.31 L', '3.3 years');
    await expect(page).toHaveURL(/\?rate=9\.5&tenure=7$/);

    await page.reload();
    await expectFigures(page, '₹31,083/month', '₹11.31 L', '3.3 years');
    await expect(section.getByLabel('Interest rate (% a year)')).toHaveValue('9.5');
    await expect(section.getByLabel('Loan tenure (years)')).toHaveValue('7');
  });

  test('an invalid rate shows its message under the field', async ({ page }) => {
    const college = await collegeWithCost('Invalid');
    await page.goto(`/colleges/${college.slug}`);
    const rate = costSection(page).getByLabel('Interest rate (% a year)');
    await rate.fill('40');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription(new RegExp(COST_PARAM_MESSAGES.rate.replace(/[.%]/g, '\\$&')));
    await expect(costSection(page).getByText(COST_PARAM_MESSAGES.rate)).toBeVisible();
  });

  test('a city without a published estimate says living is not published and the total leaves it out', async ({ page }) => {
    const college = await collegeWithCost('NoEstimate');
    await page.goto(`/colleges/${college.slug}`);
    const programme = costSection(page).getByRole('article', { name: 'Two-year MBA' });
    await expect(figure(programme, /^Living/)).toContainText('Not published');
    await expect(figure(programme, 'Two-year cost')).toContainText('₹10 L');
    await expect(figure(programme, 'Two-year cost')).toContainText('excludes living');
  });

  test('compare shows each college’s cost, EMI and payback at the shared rate and tenure', async ({ page, browser }) => {
    const [a, b] = await Promise.all([collegeWithCost('CompareA', browser), collegeWithCost('CompareB')]);
    await page.goto(`/compare?c=${a.slug},${b.slug}&rate=9.5&tenure=7`);
    const table = page.getByRole('region', { name: 'True cost table' });
    const rowA = table.getByRole('row', { name: new RegExp(`CompareA ${a.slug.slice(-8)}`) });
    await expect(rowA).toContainText('₹14.8 L');
    await expect(rowA).toContainText('₹31,083/month');
    await expect(rowA).toContainText('3.3 years');
    const rowB = table.getByRole('row', { name: new RegExp(`CompareB ${b.slug.slice(-8)}`) });
    await expect(rowB).toContainText('₹10 L');
    await expect(rowB).toContainText('Excludes living');
    await expect(page.getByLabel('Interest rate (% a year)')).toHaveValue('9.5');
  });

  test('an editor changes a city’s estimate and the cached college page shows it', async ({ browser }) => {
    const college = await collegeWithCost('Editor', browser);
    const visitor = await browser.newPage();
    await visitor.goto(`/colleges/${college.slug}`);
    await expect(figure(costSection(visitor), 'Two-year cost')).toContainText('₹14.8 L');

    const context = await browser.newContext();
    await signInAs(context, await createTestUser({ role: 'editor', isAdmin: true }));
    const page = await context.newPage();
    await page.goto('/admin/colleges/living-costs');
    await page.getByRole('link', { name: `Edit the ${college.city} estimate` }).click();
    const form = page.getByRole('form', { name: `Edit the estimate for ${college.city}` });
    await form.getByLabel(/^Monthly amount/).fill('30000');
    await form.getByRole('button', { name: 'Save estimate' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${college.city}: ₹30,000 a month saved.` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(college.city) })).toContainText('₹30,000');

    await visitor.reload();
    await expect(figure(costSection(visitor), 'Two-year cost')).toContainText('₹17.2 L');
    await expect(figure(costSection(visitor), /^Living/)).toContainText('₹30,000 a month');
    await context.close();
  });

  test('a role without the permission does not see the screen', async ({ page, context }) => {
    await signInAs(context, await createTestUser({ role: 'community_mod', isAdmin: true }));
    await page.goto('/admin/colleges/living-costs');
    await expect(page.getByRole('main').getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('form')).toHaveCount(0);
    // The sidebar (a drawer on phones) lists no Colleges section for the role, so no way in to the screen.
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Colleges' })).toHaveCount(0);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the calculator and the admin screen fit a phone and stay usable', async ({ page, context, browser }) => {
      const college = await collegeWithCost('Phone', browser);
      await page.goto(`/colleges/${college.slug}#cost`);
      await costSection(page).getByLabel('Loan tenure (years)').fill('7');
      await costSection(page).getByLabel('Interest rate (% a year)').fill('9.5');
      await expectFigures(page, '₹31,083/month', '₹11.31 L', '3.3 years');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page)).toEqual([]);

      await signInAs(context, await createTestUser({ role: 'editor', isAdmin: true }));
      await page.goto('/admin/colleges/living-costs');
      await expect(page.getByRole('heading', { level: 1, name: 'Living costs and loan defaults' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
