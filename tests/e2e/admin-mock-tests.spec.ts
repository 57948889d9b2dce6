import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Mock-test authoring (issue 14), as an editor: a small sectional test (one section, an MCQ and a TITA question)
 * is written, refused for publishing while an answer is missing, fixed, previewed as a candidate and published;
 * it then appears on /mock-tests. Other specs read the seeded tests, so this one has no exam and is unpublished
 * again at the end. A counsellor is shown neither the section nor its pages.
 */

let editor: TestUser;

test.beforeAll(async () => {
  editor = await createTestUser({ role: 'editor', isAdmin: true });
});

const main = (page: Page) => page.getByRole('main');
const status = (page: Page, text: string | RegExp) => main(page).getByRole('status').filter({ hasText: text });

/** Replaces a field's text, again if hydration reset the field while it was being filled. */
async function replaceText(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}

test('an editor writes a test, is refused publishing while an answer is missing, previews it and publishes it; a member takes it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(context, editor);
  const title = `E2E Quant sectional ${randomUUID().slice(0, 8)}`;

  await page.goto('/admin/mock-tests');
  await main(page).getByRole('link', { name: 'New mock test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New mock test' })).toBeVisible();

  // Refused first: no duration and no section. What was typed stays, with each field's message.
  await replaceText(page.getByRole('textbox', { name: 'Title' }), title);
  await page.getByLabel('Kind').selectOption('sectional');
  await page.getByRole('button', { name: 'Create mock test' }).click();
  await expect(main(page).getByRole('alert').first()).toContainText('Check the fields marked below');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByLabel('Kind')).toHaveValue('sectional');
  await expect(main(page).getByText('Add at least one section.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('40');
  await page.getByRole('textbox', { name: 'Section 1 name' }).fill('Quantitative Ability');
  await page.getByRole('textbox', { name: 'Section 1 minutes' }).fill('40');
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Each right answer earns **3 marks**.');
  await page.getByRole('button', { name: 'Create mock test' }).click();
  await expect(page).toHaveURL(/\/admin\/mock-tests\/[0-9a-f-]{36}\?done=created/);
  await expect(status(page, 'Mock test created.')).toBeVisible();
  const testUrl = page.url().replace(/\?.*$/, '');

  // The MCQ, with its answer and explanation.
  await main(page).getByRole('link', { name: 'Add question' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New question' })).toBeVisible();
  await replaceText(
    page.getByRole('textbox', { name: 'Question text' }),
    'A shopkeeper in Jaipur marks a lamp at ₹800 and gives a 25% discount. What does the buyer pay?',
  );
  await page.getByRole('textbox', { name: 'Option A' }).fill('₹550');
  await page.getByRole('textbox', { name: 'Option B' }).fill('₹600');
  await page.getByRole('textbox', { name: 'Option C' }).fill('₹640');
  await page.getByRole('textbox', { name: 'Option D' }).fill('₹650');
  await page.getByLabel('Topic').selectOption('Percentages and profit');
  await page.getByRole('textbox', { name: 'Correct answer' }).fill('B');
  await page.getByRole('textbox', { name: 'Explanation' }).fill('25% of ₹800 is ₹200, so the buyer pays ₹800 − ₹200 = ₹600.');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(status(page, 'Question added.')).toBeVisible();

  // The TITA question, its answer not written yet.
  await main(page).getByRole('link', { name: 'Add question' }).click();
  await page.getByLabel('Type', { exact: true }).selectOption('tita');
  await expect(page.getByRole('textbox', { name: 'Option A' })).toBeHidden();
  await replaceText(
    page.getByRole('textbox', { name: 'Question text' }),
    'Ravi walks 12 km in 3 hours. At the same speed, how many km does he walk in 5 hours?',
  );
  await page.getByLabel('Topic').selectOption('Time, speed and work');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(status(page, 'Question added.')).toBeVisible();
  await expect(main(page).getByText('No answer yet · No explanation yet')).toBeVisible();

  // Publishing is refused with what is missing.
  await main(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(main(page).getByRole('alert')).toContainText('No answer for Q2');
  await expect(main(page).getByRole('alert')).toContainText('No explanation for Q2');

  await main(page).getByRole('link', { name: 'Question 2', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question 2' })).toBeVisible();
  await replaceText(page.getByRole('textbox', { name: 'Correct answer' }), '20');
  await page
    .getByRole('textbox', { name: 'Explanation' })
    .fill('His speed is 12 ÷ 3 = 4 km an hour, so in 5 hours he walks 4 × 5 = 20 km.');
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(status(page, 'Question saved.')).toBeVisible();
  await expect(main(page).getByText('ready to publish')).toBeVisible();

  // The candidate's view: instructions, questions and options, no answers until asked for.
  await main(page).getByRole('link', { name: 'Preview as a candidate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Preview: ${title}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Instructions' })).toContainText('Each right answer earns 3 marks.');
  const first = main(page).getByRole('article', { name: 'Question 1' });
  await expect(first).toContainText('What does the buyer pay?');
  await expect(first.getByRole('listitem')).toHaveCount(4);
  await expect(main(page).getByText('(correct)')).toHaveCount(0);
  await expect(main(page).getByText('His speed is')).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Show answers and explanations' }).click();
  await expect(first.getByRole('listitem').filter({ hasText: '(correct)' })).toContainText('₹600');
  await expect(main(page).getByRole('article', { name: 'Question 2' })).toContainText('Answer: 20');
  await expect(main(page).getByText('His speed is 12 ÷ 3')).toBeVisible();

  await main(page).getByRole('link', { name: 'Back to editing' }).click();
  await main(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(main(page).getByRole('heading', { name: 'Status: Published' })).toBeVisible();

  await page.goto('/mock-tests');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // A member takes the published test and is scored by its answers.
  const memberContext = await browser.newContext();
  await signInAs(memberContext, await createTestUser());
  const candidate = await memberContext.newPage();
  await candidate.goto('/mock-tests');
  await candidate.getByRole('heading', { level: 2, name: title }).getByRole('link').click();
  await candidate.getByRole('button', { name: 'Start test' }).click();
  await expect(candidate).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f-]{36}$/);
  await candidate.getByLabel('B. ₹600', { exact: true }).check();
  await candidate.getByRole('button', { name: 'Save & Next' }).click();
  await candidate.getByLabel('Your answer (type a number)').fill('20');
  await candidate.getByRole('button', { name: 'Save & Next' }).click();
  await candidate.getByRole('button', { name: 'Submit test' }).click();
  await candidate.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
  await expect(candidate).toHaveURL(/\/result$/);
  await expect(candidate.getByText('6 / 6').first()).toBeVisible();
  await memberContext.close();

  // Back to a draft, so the seeded list other specs read is as it was.
  await page.goto(testUrl);
  await main(page).getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(main(page).getByRole('heading', { name: 'Status: Draft' })).toBeVisible();
  await page.goto('/mock-tests');
  await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list shows each test as a card with its status', async ({ page, context }) => {
    await signInAs(context, editor);
    await page.goto('/admin/mock-tests');
    await expect(main(page).getByRole('link', { name: 'New mock test' })).toBeVisible();
    const cards = main(page).getByRole('list', { name: 'Mock tests' });
    await expect(cards.getByRole('listitem').first()).toContainText(/Published|Draft/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test('a counsellor sees no mock-tests section and is refused its pages', async ({ page, context }) => {
  await signInAs(context, await createTestUser({ role: 'counselor', isAdmin: true }));
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sidebar.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /^Mock tests/ })).toHaveCount(0);
  for (const path of ['/admin/mock-tests', '/admin/mock-tests/new']) {
    await page.goto(path);
    await expect(main(page).getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'New mock test' })).toHaveCount(0);
  }
});
