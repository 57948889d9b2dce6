import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Issue 37, placement provenance: every placement figure shows its kind as a labelled badge with its batch and
 * source, the median first, under a legend of the kinds; a figure that disagrees with the same batch's NIRF data is
 * flagged, naming both figures. On the college page, in compare and in the predictor. An editor adds a figure in
 * the back office and the college page shows it at once; a counsellor is refused the screen. Each test that writes
 * makes its own college (service role) and never touches the seeded ones.
 */

function service() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

const unique = () => randomUUID().slice(0, 8);
const main = (page: Page) => page.getByRole('main');

interface Made {
  id: string;
  slug: string;
  name: string;
}

/**
 * A college of the test's own. With `figures`, it has the NIRF median of the 2022-24 batch (₹24 LPA), a press
 * report's median of the same batch that disagrees with it (₹28 LPA, more than 5 % off), and an aggregator's
 * average of that batch.
 */
async function collegeOfOwn(prefix: string, figures: boolean): Promise<Made> {
  const db = service();
  const tag = unique();
  const name = `${prefix} School ${tag}`;
  const slug = `${prefix.toLowerCase().replace(/\W+/g, '-')}-school-${tag}`;
  const { data, error } = await db
    .from('colleges')
    .insert({ name, slug, location: 'Pune, Maharashtra', city: 'Pune', state: 'Maharashtra', type: 'Private' })
    .select('id')
    .single();
  if (error) throw new Error(`creating the college failed: ${error.message}`);
  const id = (data as { id: string }).id;
  if (figures) {
    const base = { college_id: id, scope: 'all', year: 2024, batch: '2022-24' };
    const added = await db.from('college_placement_figures').insert([
      { ...base, metric: 'median', value: 24, kind: 'nirf-data', source_url: 'https://www.nirfindia.org/example-data-sheet.pdf' },
      { ...base, metric: 'median', value: 28, kind: 'press-report', source_url: 'https://news.example.org/placements' },
      { ...base, metric: 'average', value: 30, kind: 'aggregator-estimate', source_url: 'https://portal.example.org/college' },
    ]);
    if (added.error) throw new Error(`adding the figures failed: ${added.error.message}`);
  }
  return { id, slug, name };
}

/** A field by its label; a required field's label ends in a star. */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

const placementsTable = (page: Page) => page.getByRole('table', { name: /Placement figures/ });

test('a visitor sees each figure’s kind, batch and source, the median first, the legend, and the NIRF flag', async ({ page }) => {
  const college = await collegeOfOwn('Provenance', true);
  await page.goto(`/colleges/${college.slug}`);

  const table = placementsTable(page);
  const rows = table.locator('tbody tr');
  // The median first: both medians, then the average, then what nobody published.
  await expect(rows.nth(0).getByRole('rowheader')).toHaveText('Median package');
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Median package');
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText('Average package');
  await expect(table.getByRole('row', { name: /Highest package/ })).toContainText('Not published');

  // The press row's flag names the NIRF figure too, so each row is found by its kind.
  const nirf = table.locator('tbody tr[data-kind="nirf-data"]');
  await expect(nirf.getByTestId('placement-kind')).toHaveText('Kind of figure: NIRF data');
  await expect(nirf).toContainText('Batch 2022–24');
  await expect(nirf.getByRole('link', { name: /nirfindia\.org/ })).toHaveAttribute(
    'href',
    'https://www.nirfindia.org/example-data-sheet.pdf',
  );
  await expect(nirf).toContainText('₹24 LPA');
  await expect(nirf.getByTestId('nirf-flag')).toHaveCount(0);

  const press = table.locator('tbody tr[data-kind="press-report"]');
  await expect(press).toContainText('₹28 LPA');
  await expect(press.getByTestId('placement-kind')).toHaveText('Kind of figure: Press report');
  await expect(press.getByTestId('nirf-flag')).toHaveText(
    'Check this figure. Differs from NIRF data for the same batch: ₹28 LPA is higher than the ₹24 LPA NIRF gives (Batch 2022–24).',
  );
  await expect(rows.filter({ hasText: '₹30 LPA' }).getByTestId('placement-kind')).toHaveText(
    'Kind of figure: Aggregator estimate',
  );
  await expect(page.getByRole('note').filter({ hasText: 'One figure differs from the NIRF data' })).toBeVisible();

  // The hero: the newest batch's median, the most trusted kind first.
  const hero = page.locator('dl').filter({ hasText: 'Total fees (flagship)' });
  const median = hero.locator('div').filter({ has: page.getByText('Median package', { exact: true }) });
  await expect(median).toContainText('₹24 LPA');
  await expect(median.getByTestId('placement-kind')).toContainText('NIRF data');

  // The legend explains every kind, in words.
  const legend = page.getByTestId('placement-legend');
  await legend.getByText('What the kinds of figure mean').click();
  for (const kind of ['Audited', 'NIRF data', 'College-published', 'Press report', 'Aggregator estimate', 'Student-reported']) {
    await expect(legend.getByRole('term').filter({ hasText: kind })).toBeVisible();
  }
  await expect(legend).toContainText('Indian Placement Reporting Standards (IPRS)');
  expect(await axeViolations(page)).toEqual([]);

  // What a search engine quotes leads with the same median, not the aggregator's average.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /median package ₹24 LPA \(2024\)/);
});

test('a seeded college shows each figure’s kind: a press report’s domestic highest offer, and the list card’s kind', async ({
  page,
}) => {
  await page.goto('/colleges/iim-calcutta');
  const highest = placementsTable(page).getByRole('row', { name: /Highest package \(domestic\)/ });
  await expect(highest).toContainText('₹145 LPA');
  await expect(highest.getByTestId('placement-kind')).toHaveText('Kind of figure: Press report');
  await expect(highest.getByRole('link', { name: /telegraphindia\.com/ })).toBeVisible();

  await page.goto('/colleges?q=calcutta');
  const card = page
    .getByRole('region', { name: 'Results' })
    .getByRole('article')
    .filter({ hasText: 'Indian Institute of Management Calcutta' });
  await expect(card.locator('dt:has-text("Average package") + dd').getByTestId('placement-kind')).toHaveText(
    'Kind of figure: Press report',
  );
});

test('compare shows the kind beside each placement figure, the flag, and the legend', async ({ page }) => {
  const college = await collegeOfOwn('Compared', true);
  await page.goto(`/compare?c=${college.slug},iim-calcutta`);
  const table = page.getByRole('table');
  const rowheaders = table.getByRole('rowheader');
  const labels = await rowheaders.allInnerTexts();
  const at = (label: string) => labels.findIndex((l) => l.startsWith(label));
  expect(at('Median package')).toBeGreaterThan(-1);
  expect(at('Median package')).toBeLessThan(at('Average package'));

  const medians = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Median package/ }) });
  await expect(medians).toContainText('₹24 LPA');
  await expect(medians.getByTestId('placement-kind').filter({ hasText: 'NIRF data' })).toBeVisible();
  await expect(medians.getByTestId('placement-kind').filter({ hasText: 'Press report' })).toBeVisible();
  await expect(medians.getByTestId('nirf-flag')).toContainText('Differs from NIRF data for the same batch');

  const highest = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Highest package/ }) });
  await expect(highest).toContainText('₹145 LPA');
  await expect(highest).toContainText('domestic offers');
  await expect(highest.getByTestId('placement-kind')).toHaveText('Kind of figure: Press report');
  await expect(page.getByTestId('placement-legend')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the predictor shows each college’s placement figure with its kind', async ({ page }) => {
  await page.goto('/predictor?exam=CAT&percentile=92&category=General');
  const card = (college: string) =>
    page.getByTestId('predictor-college').filter({ has: page.getByRole('heading', { name: college, exact: true }) });
  const shillong = card('IIM Shillong').getByTestId('predictor-placement');
  await expect(shillong).toContainText('Average package:');
  await expect(shillong).toContainText('₹26.44 LPA');
  await expect(shillong.getByTestId('placement-kind')).toHaveText('Kind of figure: Press report');
  await expect(card('IIM Ahmedabad').getByTestId('placement-kind')).toHaveText('Kind of figure: Aggregator estimate');
  await expect(card('IIM Kashipur').getByTestId('predictor-placement')).toHaveText('Median package: Not published');
});

test.describe('the back office', () => {
  let editor: TestUser;
  test.beforeAll(async () => {
    editor = await createTestUser({ role: 'editor', isAdmin: true });
  });

  test('an editor adds a placement figure and the college page shows it with its kind at once', async ({ page, context }) => {
    const college = await collegeOfOwn('Editor Figure', false);
    // The public page first, so a cached copy would have to be replaced.
    await page.goto(`/colleges/${college.slug}`);
    await expect(placementsTable(page).getByRole('row', { name: /Median package/ })).toContainText('Not published');

    await signInAs(context, editor);
    await page.goto(`/admin/colleges/${college.id}`);
    await main(page).getByRole('link', { name: 'Placement figures' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Placement figures: ${college.name}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const form = main(page).getByRole('form', { name: 'Add a placement figure' });
    await field(form, 'Figure').selectOption('median');
    await field(form, 'Offers counted').selectOption('all');
    await field(form, 'Value').fill('24.5');
    await field(form, 'Graduating year').fill('2025');
    await field(form, 'Batch').fill('2022-24');
    await field(form, 'Kind').selectOption('college-published');
    await field(form, 'Source address').fill('https://www.example.edu/placement-report-2025.pdf');
    await form.getByRole('button', { name: 'Add figure' }).click();
    // A batch that does not end in the year is refused under its field, what was typed kept.
    await expect(form.getByText('Write the batch as "2023-25", ending in the graduating year.')).toBeVisible();
    await expect(field(form, 'Value')).toHaveValue('24.5');

    await field(form, 'Batch').fill('2023–25');
    await form.getByRole('button', { name: 'Add figure' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Median package ₹24.5 LPA added.' })).toBeVisible();
    const row = main(page).getByTestId('placement-figure').filter({ hasText: '₹24.5 LPA' });
    await expect(row).toContainText('Batch 2023–25');
    await expect(row.getByTestId('placement-kind')).toHaveText('Kind of figure: College-published');
    await expect(main(page).getByRole('region', { name: 'History' })).toContainText(
      "Placement figure 'Median package ₹24.5 LPA, Batch 2023–25, College-published' added",
    );

    await page.goto(`/colleges/${college.slug}`);
    const median = placementsTable(page).getByRole('row', { name: /Median package/ });
    await expect(median).toContainText('₹24.5 LPA');
    await expect(median.getByTestId('placement-kind')).toHaveText('Kind of figure: College-published');
    await expect(median.getByRole('link', { name: /example\.edu/ })).toBeVisible();
  });

  test('a counsellor is refused the placement figures screen', async ({ page, context }) => {
    const college = await collegeOfOwn('Refused Figure', true);
    await signInAs(context, await createTestUser({ role: 'counselor', isAdmin: true }));
    await page.goto(`/admin/colleges/${college.id}/placements`);
    await expect(main(page).getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(main(page).getByRole('form')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /Delete|Save|Add/ })).toHaveCount(0);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the placement figures screen and the college page fit a phone', async ({ page, context }) => {
      const college = await collegeOfOwn('Phone Figure', true);
      await signInAs(context, editor);
      for (const path of [`/admin/colleges/${college.id}/placements`, `/colleges/${college.slug}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  });
});
