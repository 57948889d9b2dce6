import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Colleges in the back office (issue 12) as an editor: a college made with two programmes is on /colleges and
 * its own page at once; a programme edited shows on the public page at the next request; a new slug leaves the
 * old address redirecting. Every test makes its own uniquely named college and never touches the seeded ones.
 */

function service() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A college with one programme, made through the service role; returns its id and slug. */
async function seedCollege(name: string, slug: string): Promise<{ id: string; slug: string }> {
  const db = service();
  const { data, error } = await db
    .from('colleges')
    .insert({ name, slug, location: 'Nagpur, Maharashtra', city: 'Nagpur', state: 'Maharashtra', type: 'Private' })
    .select('id, slug')
    .single();
  if (error) throw new Error(`creating the college failed: ${error.message}`);
  const college = data as { id: string; slug: string };
  const program = await db
    .from('college_programs')
    .insert({ college_id: college.id, name: 'PGDM', degree: 'PGDM', seats: 60, total_fees: 900000, fees_year: '2025-27' });
  if (program.error) throw new Error(`creating the programme failed: ${program.error.message}`);
  return college;
}

const unique = () => randomUUID().slice(0, 8);
const main = (page: Page) => page.getByRole('main');
const programme = (page: Page, n: number) => main(page).getByRole('group', { name: `Programme ${n}` });
const programmesTable = (page: Page) => page.getByRole('region', { name: 'Programmes table' });

async function save(page: Page, button: 'Create college' | 'Save college') {
  await main(page).getByRole('button', { name: button }).click();
}

/** A field by its label; a required field's label ends in a star. */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

let editor: TestUser;

test.beforeAll(async () => {
  editor = await createTestUser({ role: 'editor', isAdmin: true });
});

test.beforeEach(async ({ context }) => signInAs(context, editor));

test('an editor creates a college with two programmes and finds it on /colleges and its page', async ({ page }) => {
  const tag = unique();
  const name = `Disha Test School ${tag}`;
  await page.goto('/admin/colleges');
  await main(page).getByRole('link', { name: 'Add college' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/colleges/new`);

  const form = main(page).getByRole('form', { name: 'New college' });
  await field(form, 'Name').fill(name);
  await field(form, 'Location').fill('Indore, Madhya Pradesh');
  await field(form, 'Type').selectOption('Private');
  await field(form, 'Total fees (₹)').fill('1250000');
  await field(form, 'Fees year').fill('2025-27');
  await field(form, 'Exams accepted').fill('CAT, XAT');

  await form.getByRole('button', { name: 'Add cut-off' }).click();
  const cutoff = form.getByRole('group', { name: 'Cut-off 1' });
  await field(cutoff, 'Exam').fill('CAT');
  await field(cutoff, 'Kind').selectOption('est');
  await field(cutoff, 'Percentile').fill('88');

  await form.getByRole('button', { name: 'Add programme' }).click();
  await field(programme(page, 1), 'Programme name').fill(`PGDM ${tag}`);
  await field(programme(page, 1), 'Seats').fill('120');
  await form.getByRole('button', { name: 'Add programme' }).click();
  await field(programme(page, 2), 'Programme name').fill(`PGDM Executive ${tag}`);
  await field(programme(page, 2), 'Mode').selectOption('Executive');

  await save(page, 'Create college');
  await expect(page).toHaveURL(/\/admin\/colleges\/[0-9a-f-]{36}\?created=1$/);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `${name} created` }),
  ).toBeVisible();
  await expect(field(programme(page, 2), 'Programme name')).toHaveValue(`PGDM Executive ${tag}`);

  await page.goto(`/colleges?q=${encodeURIComponent(tag)}`);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('link', { name });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/colleges/disha-test-school-${tag}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(programmesTable(page).getByText(`PGDM ${tag}`, { exact: true })).toBeVisible();
  await expect(programmesTable(page).getByText(`PGDM Executive ${tag}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cut-offs table' })).toContainText('Aggregator estimate');
});

test('a programme edited in the back office shows on the public page at the next request', async ({ page }) => {
  const tag = unique();
  const college = await seedCollege(`Edit Programme College ${tag}`, `edit-programme-${tag}`);
  await page.goto(`/colleges/${college.slug}`);
  await expect(programmesTable(page).getByText('PGDM', { exact: true })).toBeVisible();

  await page.goto(`/admin/colleges/${college.id}`);
  await field(programme(page, 1), 'Programme name').fill(`PGDM Renewed ${tag}`);
  await field(programme(page, 1), 'Seats').fill('180');
  await save(page, 'Save college');
  await expect(main(page).getByRole('status').filter({ hasText: 'saved.' })).toBeVisible();

  await page.goto(`/colleges/${college.slug}`);
  await expect(programmesTable(page).getByText(`PGDM Renewed ${tag}`, { exact: true })).toBeVisible();
  await expect(programmesTable(page)).toContainText('180');
});

test('a refused save keeps what was typed and says what to fix under the field', async ({ page }) => {
  const tag = unique();
  const college = await seedCollege(`Refused Save College ${tag}`, `refused-save-${tag}`);
  await page.goto(`/admin/colleges/${college.id}`);
  await field(main(page), 'Short name').fill(`Typed ${tag}`);
  await field(programme(page, 1), 'Seats').fill('lots');
  await save(page, 'Save college');

  await expect(main(page).getByRole('alert')).toContainText('Please check the highlighted fields');
  const seats = field(programme(page, 1), 'Seats');
  await expect(seats).toHaveAttribute('aria-invalid', 'true');
  await expect(programme(page, 1)).toContainText('Enter the number of seats (0 or more).');
  await expect(seats).toHaveValue('lots');
  await expect(field(main(page), 'Short name')).toHaveValue(`Typed ${tag}`);
});

test('a new slug keeps the old address redirecting', async ({ page }) => {
  const tag = unique();
  const college = await seedCollege(`Slug Change College ${tag}`, `slug-before-${tag}`);
  await page.goto(`/colleges/slug-before-${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: `Slug Change College ${tag}` })).toBeVisible();

  await page.goto(`/admin/colleges/${college.id}`);
  await field(main(page), 'Address (slug)').fill(`slug-after-${tag}`);
  await save(page, 'Save college');
  await expect(main(page).getByRole('status').filter({ hasText: 'saved.' })).toBeVisible();

  const response = await page.request.get(`/colleges/slug-before-${tag}`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  await page.goto(`/colleges/slug-before-${tag}`);
  await expect(page).toHaveURL(`${E2E_BASE_URL}/colleges/slug-after-${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: `Slug Change College ${tag}` })).toBeVisible();
});

test('the list finds a college by name, shows inactive ones to staff, and deletes after confirmation', async ({ page }) => {
  const tag = unique();
  const college = await seedCollege(`Listed College ${tag}`, `listed-${tag}`);
  await service().from('colleges').update({ is_active: false }).eq('id', college.id);

  await page.goto('/admin/colleges');
  const search = page.getByRole('search', { name: 'Search colleges' });
  await search.getByRole('searchbox').fill(tag);
  await search.getByLabel('Status').selectOption('inactive');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}.*activity=inactive`));
  const row = main(page)
    .getByRole('row')
    .filter({ hasText: `Listed College ${tag}` });
  await expect(row).toContainText('Inactive');
  await row.getByRole('link', { name: `Listed College ${tag}` }).click();

  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/colleges/${college.id}`);
  await main(page).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Delete Listed College ${tag}?`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/colleges\?deleted=/);
  await expect(main(page).getByRole('status')).toContainText(`Deleted Listed College ${tag}`);
});

test('axe finds no serious or critical violation on the list, the new form and an edit form with rows', async ({ page }) => {
  const college = await seedCollege(`Axe College ${unique()}`, `axe-${unique()}`);
  for (const path of ['/admin/colleges', '/admin/colleges/new', `/admin/colleges/${college.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(serious, path).toEqual([]);
  }
});
