import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Issue 16's decision data in the back-office: an editor edits a college's predictor cut-off line (the change is
 * in the history and /predictor judges against the new figure at once) and adds an announced calendar date (it is
 * on /exams/calendar at once); a counsellor is refused both screens. Each test makes its own college or entry and
 * never touches the seeded ones.
 */

function service() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A college accepting CAT with one CAT line of 70 (General), made through the service role. */
async function collegeWithLine(name: string): Promise<string> {
  const db = service();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { data, error } = await db
    .from('colleges')
    .insert({
      name,
      slug,
      location: 'Nagpur, Maharashtra',
      city: 'Nagpur',
      state: 'Maharashtra',
      type: 'Private',
      exams_accepted: ['CAT'],
    })
    .select('id')
    .single();
  if (error) throw new Error(`creating the college failed: ${error.message}`);
  const id = (data as { id: string }).id;
  const line = await db.from('predictor_cutoff_lines').insert({
    college_id: id,
    exam: 'CAT',
    measure: 'percentile',
    value: 70,
    categories: ['General'],
    kind: 'aggregator-estimate',
    cycle: 'CAT 2025',
    cycle_year: 2025,
    source_url: 'https://example.org/cutoffs',
    source_label: 'Example cut-offs',
  });
  if (line.error) throw new Error(`creating the line failed: ${line.error.message}`);
  return id;
}

const unique = () => randomUUID().slice(0, 8);
const main = (page: Page) => page.getByRole('main');

/** A field by its label; a required field's label ends in a star. */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

let editor: TestUser;
test.beforeAll(async () => {
  editor = await createTestUser({ role: 'editor', isAdmin: true });
});

test('an editor edits a cut-off line, sees it in the history, and /predictor judges against it', async ({ page, context }) => {
  const name = `Decision Test School ${unique()}`;
  const id = await collegeWithLine(name);
  await signInAs(context, editor);
  await page.goto(`/admin/colleges/${id}`);
  await main(page).getByRole('link', { name: 'Predictor cut-offs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Predictor cut-offs: ${name}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await main(page).getByRole('link', { name: 'Edit CAT 70' }).click();
  const form = main(page).getByRole('form', { name: 'Edit cut-off line' });
  // A refused figure keeps what was typed and says why under the field.
  await field(form, 'Value').fill('170');
  await field(form, 'Sectional minimums').fill('VARC 60');
  await form.getByRole('button', { name: 'Save line' }).click();
  await expect(form.getByText('A percentile lies between 0 and 100.')).toBeVisible();
  await expect(field(form, 'Sectional minimums')).toHaveValue('VARC 60');

  await field(form, 'Value').fill('77.7');
  await form.getByRole('button', { name: 'Save line' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Cut-off line CAT 77.7 saved.' })).toBeVisible();
  const row = main(page).getByTestId('cutoff-line');
  await expect(row).toContainText('77.7 %ile');
  await expect(row).toContainText('VARC 60');
  const history = main(page).getByTestId('cutoff-history');
  await expect(history).toContainText('Line CAT 77.7 (2025) changed');
  await expect(history).toContainText('Value: 70 → 77.7');

  await page.goto('/predictor?exam=CAT&percentile=80&category=General');
  const card = page.getByTestId('predictor-college').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByTestId('judged-line').getByTestId('line-figure')).toHaveText('77.7 percentile');
});

test('an editor adds an announced calendar date and it is on /exams/calendar', async ({ page, context }) => {
  const label = `MAT Check ${unique()}`;
  await signInAs(context, editor);
  await page.goto('/admin/exams');
  await main(page).getByRole('link', { name: 'Exam calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exam calendar' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const form = main(page).getByRole('form', { name: 'Add a calendar entry' });
  await field(form, 'Status').selectOption('announced');
  await field(form, 'What').selectOption('result');
  await field(form, 'Exam').selectOption('mat');
  await field(form, 'Cycle').fill('2026-27');
  await field(form, 'Cycle name').fill(label);
  await field(form, 'Date').fill('2026-12-20');
  await field(form, 'Source address').fill('https://mat.aima.in');
  await field(form, 'Source').fill('AIMA MAT');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `${label}: Result added.` }),
  ).toBeVisible();
  const row = main(page).getByTestId('calendar-entry').filter({ hasText: label });
  await expect(row).toContainText('20 Dec 2026');
  await expect(main(page).getByTestId('calendar-history')).toContainText(`${label}: result added`);

  await page.goto('/exams/calendar?exam=mat');
  const card = page.getByTestId('calendar-entry').filter({ hasText: `${label}: Result` });
  await expect(card.getByTestId('entry-when')).toHaveText('20 Dec 2026');
});

test('an expected date past its usual time asks staff to record it, and the public calendar says it is overdue', async ({
  page,
  context,
}) => {
  // The seed expects CAT 2026's exam day in late November 2026; that time is over.
  await page.goto('/exams/calendar?exam=cat');
  const card = page.getByTestId('calendar-entry').filter({ hasText: 'CAT 2026: Exam day' });
  await expect(card.getByTestId('entry-when')).toHaveText('Expected: usually late November');
  await expect(card.getByRole('note')).toHaveText(/usually happens by now, but no date has been announced yet/);

  await signInAs(context, editor);
  await page.goto('/admin/exams/calendar?exam=cat');
  const prompt = main(page).getByRole('region', { name: /expected dates? (is|are) past (its|their) usual time/ });
  const item = prompt.getByRole('listitem').filter({ hasText: 'CAT 2026: Exam day' });
  await expect(item).toContainText('Expected: usually late November 2026');
  await item.getByRole('link', { name: 'Record the date of CAT 2026: Exam day' }).click();
  await expect(page).toHaveURL(/[?&]edit=/);
  await expect(main(page).getByRole('heading', { level: 2, name: /^Edit/ })).toBeVisible();
});

test('a counsellor is refused the cut-off and calendar screens', async ({ page, context }) => {
  const id = await collegeWithLine(`Decision Refused School ${unique()}`);
  await signInAs(context, await createTestUser({ role: 'counselor', isAdmin: true }));
  for (const path of [`/admin/colleges/${id}/cutoffs`, '/admin/exams/calendar']) {
    await page.goto(path);
    await expect(main(page).getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(main(page).getByRole('form')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /Delete|Save|Add/ })).toHaveCount(0);
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the cut-off and calendar screens fit a phone', async ({ page, context }) => {
    const id = await collegeWithLine(`Decision Phone School ${unique()}`);
    await signInAs(context, editor);
    for (const path of [`/admin/colleges/${id}/cutoffs`, '/admin/exams/calendar?exam=cat']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
