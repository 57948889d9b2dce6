import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Exams and scholarships in the back office (issue 12), as an editor: what is saved is live on the public pages
 * at the next request. Other specs assert the seeded exams and scholarships, so every test makes its own rows
 * (a random suffix in the name) and deletes them through the same screens.
 */

let editor: TestUser;

test.beforeAll(async () => {
  editor = await createTestUser({ role: 'editor', isAdmin: true });
});

test.beforeEach(async ({ context }) => signInAs(context, editor));

const main = (page: Page) => page.getByRole('main');

/** Replaces a field's text, again if hydration reset the field while it was being filled. */
async function replaceText(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}

async function deleteFromEditPage(page: Page, name: string, list: string) {
  await main(page).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${list}\\?deleted=`));
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `Deleted ${name}.` }),
  ).toBeVisible();
}

test('a scholarship made for a college shows on /scholarships, filtered, and on the college page', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E leadership award ${randomUUID().slice(0, 8)}`;

  await page.goto('/admin/scholarships');
  await main(page).getByRole('link', { name: 'New scholarship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New scholarship' })).toBeVisible();

  // Refused first: no source. What was typed stays, with the field's message.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Provider', exact: true }).fill('XLRI Alumni Trust (test)');
  await page.getByRole('button', { name: 'Create scholarship' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Check the fields marked below');
  await expect(page.getByLabel('Source address')).toHaveAccessibleDescription(/Give the page that published/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

  await page.getByLabel('Provider type').selectOption('Trust');
  await page.getByLabel('College').selectOption({ label: 'XLRI - Xavier School of Management' });
  await page.getByLabel('Amount as published').fill('₹1,50,000 once');
  await page.getByLabel('Minimum (₹)').fill('150000');
  await page.getByLabel('Eligibility').fill('First-year PGDM students with a XAT score.');
  await page.getByLabel('Entrance exams').fill('xat');
  await page.getByLabel('States').fill('Jharkhand');
  await page.getByLabel('Deadline', { exact: true }).fill('2099-01-31');
  await page.getByLabel('Source address').fill('https://example.org/e2e-award');
  await page.getByLabel('Last verified').fill('2026-11-23');
  await page.getByRole('button', { name: 'Create scholarship' }).click();
  await expect(page).toHaveURL(/\/admin\/scholarships\/[0-9a-f-]{36}\?created=1/);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `${name} created.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  const editUrl = page.url();

  // The public list, filtered through its GET form.
  await page.goto('/scholarships');
  const filters = page.getByRole('search', { name: 'Filter scholarships' });
  await filters.getByLabel('Entrance exam').selectOption('xat');
  await filters.getByLabel('State').selectOption('jharkhand');
  await filters.getByLabel('Amount').selectOption('1l');
  await filters.getByRole('button', { name: 'Show scholarships' }).click();
  await expect(page).toHaveURL(/\/scholarships\?exam=xat&state=jharkhand&amount=1l/);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('₹1,50,000 once');
  await expect(card).toContainText('First-year PGDM students with a XAT score.');
  await expect(card).toContainText('31 Jan 2099');
  await expect(card).toContainText('Last verified 23 Nov 2026');
  await expect(card.getByRole('link', { name: /^Source/ })).toHaveAttribute('href', 'https://example.org/e2e-award');
  await expect(card.getByRole('link', { name: 'XLRI - Xavier School of Management' })).toHaveAttribute(
    'href',
    '/colleges/xlri-jamshedpur',
  );
  await page.goto('/scholarships?exam=nmat');
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  // The college's own page has a Scholarships block with it.
  await page.goto('/colleges/xlri-jamshedpur');
  const block = page.locator('section#scholarships');
  await expect(block.getByRole('heading', { level: 2, name: 'Scholarships' })).toBeVisible();
  await expect(block.getByRole('article', { name })).toContainText('₹1,50,000 once');

  await page.goto(editUrl);
  await deleteFromEditPage(page, name, 'scholarships');
  await page.goto('/scholarships?exam=xat');
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('an exam the editor created and then edits shows the change on its page at the next request', async ({ page }) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 8);
  const name = `E2E${suffix}`.toUpperCase();
  const slug = `e2e-exam-${suffix}`;

  await page.goto('/admin/exams/new');
  await replaceText(page.getByRole('textbox', { name: 'Short name', exact: true }), name);
  await page.getByLabel('Slug', { exact: true }).fill(slug);
  await page.getByLabel('Full name').fill('End-to-End Aptitude Test');
  await page.getByLabel('Description', { exact: true }).fill('Written by the browser suite.');
  await page.getByLabel('Difficulty').selectOption('Easy');
  await page.getByLabel('Applicant count').fill('1200');
  await page.getByLabel('Cycle of the count').fill('E2E 2026 registrations');
  await page.getByLabel('Published by').fill('The test suite');
  await page.getByLabel('Section 1 name').fill('Reasoning');
  await page.getByLabel('Section 1 questions').fill('30');
  await page.getByLabel('Section 1 minutes').fill('45');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Section 2 name').fill('Verbal');
  await page.getByLabel('Section 2 questions').fill('20');
  await page.getByLabel('Section 2 minutes').fill('30');
  await page.getByRole('button', { name: 'Create exam' }).click();
  await expect(page).toHaveURL(/\/admin\/exams\/[0-9a-f-]{36}\?created=1/);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `${name} created.` }),
  ).toBeVisible();

  const editUrl = page.url();

  await page.goto(`/exams/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText('Written by the browser suite.')).toBeVisible();

  await page.goto(editUrl);
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Written by the browser suite.');
  await replaceText(page.getByLabel('Description', { exact: true }), 'Edited by the browser suite.');
  await replaceText(page.getByLabel('Section 2 questions'), '25');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `${name} saved.` }),
  ).toBeVisible();
  await expect(page.getByLabel('Section 2 questions')).toHaveValue('25');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Edited by the browser suite.');
  // The audit trail names what changed.
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/fields? changed: .*Description/);

  await page.goto(`/exams/${slug}`);
  await expect(page.getByText('Edited by the browser suite.')).toBeVisible();
  await expect(page.getByText('Written by the browser suite.')).toHaveCount(0);

  await page.goto(editUrl);
  await deleteFromEditPage(page, name, 'exams');
  const gone = await page.goto(`/exams/${slug}`);
  expect(gone?.status()).toBe(404);
});

test('the exam and scholarship screens have labelled fields and no serious accessibility issues', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ['/admin/exams', '/admin/exams/new', '/admin/scholarships', '/admin/scholarships/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await expect(main(page).getByRole('group', { name: 'Who may apply' }).getByLabel('Entrance exams')).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the exam form and the public scholarship list fit the screen', async ({ page }) => {
    for (const path of ['/admin/exams/new', '/scholarships']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
