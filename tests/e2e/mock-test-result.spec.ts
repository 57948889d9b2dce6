import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { saveAnswer, startAttempt, submitAttempt } from '@/lib/data/mock-tests/attempts';
import type { Database } from '@/lib/database.types';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { createTestUser, signInAs, TEST_PASSWORD, type TestUser } from './support/session';

// A finished mock test's result (issue 14): the score, the percentile and how many attempts it comes from, the
// solutions with the explanation, a miss reason logged and found again in the profile's error log; and a second
// member who opens the first one's result gets a 404. The tests are written with the service role; the attempt is
// taken through lib/data with the member's own session, as the server's actions do.

const service = () =>
  createClient<Database>(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

/** A one-clock CAT-scheme test: a passage question, an MCQ and a TITA. Keys B, C and 12. */
async function createTest(): Promise<{ slug: string; title: string; ids: string[] }> {
  const db = service();
  const slug = `e2e-result-${randomUUID().slice(0, 8)}`;
  const title = `Result check ${slug.slice(-8)}`;
  const test = await db
    .from('mock_tests')
    .insert({
      slug,
      title,
      total_questions: 3,
      duration_minutes: 30,
      difficulty: 'Medium',
      is_published: true,
      scoring_scheme: 'cat',
      section_order: 'free',
      sections: [{ name: 'QA', questions: 3 }],
    })
    .select('id')
    .single();
  if (test.error) throw new Error(test.error.message);
  const passage = await db
    .from('mock_test_passages')
    .insert({
      mock_test_id: test.data.id,
      section: 'QA',
      kind: 'set',
      title: 'Sales of a Pune bakery',
      body: 'The bakery sold 40 cakes on Monday.',
    })
    .select('id')
    .single();
  if (passage.error) throw new Error(passage.error.message);
  const options = ['A', 'B', 'C', 'D'].map((key, i) => ({ key, text: String((i + 1) * 10) }));
  const questions = await db
    .from('mock_test_questions')
    .insert([
      {
        mock_test_id: test.data.id,
        section: 'QA',
        question_number: 1,
        question_type: 'mcq',
        question_text: 'How many cakes were sold on Monday?',
        options: [...options.slice(0, 3), { key: 'D', text: '40' }],
        passage_id: passage.data.id,
        marks: 3,
        negative_marks: 1,
        topic: 'Data interpretation',
      },
      {
        mock_test_id: test.data.id,
        section: 'QA',
        question_number: 2,
        question_type: 'mcq',
        question_text: 'If 2x = 60, what is x?',
        options,
        marks: 3,
        negative_marks: 1,
        topic: 'Algebra',
      },
      {
        mock_test_id: test.data.id,
        section: 'QA',
        question_number: 3,
        question_type: 'tita',
        question_text: 'What is 3 × 4?',
        options: [],
        marks: 3,
        negative_marks: 0,
        topic: 'Arithmetic',
      },
    ])
    .select('id, question_number')
    .order('question_number');
  if (questions.error) throw new Error(questions.error.message);
  const ids = questions.data.map((q) => q.id);
  const keys = await db.from('mock_test_answer_keys').insert([
    { question_id: ids[0], correct_answer: 'D', explanation: 'The set says **40 cakes** on Monday.' },
    { question_id: ids[1], correct_answer: 'C', explanation: 'Divide both sides by 2: **x = 30**, option C.' },
    { question_id: ids[2], correct_answer: '12', explanation: 'Three fours make twelve.' },
  ]);
  if (keys.error) throw new Error(keys.error.message);
  return { slug, title, ids };
}

let owner: TestUser;
let stranger: TestUser;
let attemptId: string;
let title: string;

test.beforeAll(async () => {
  [owner, stranger] = await Promise.all([createTestUser(), createTestUser()]);
  const made = await createTest();
  title = made.title;
  const db = createClient<Database>(E2E_SUPABASE_URL, e2eKeys().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signIn = await db.auth.signInWithPassword({ email: owner.email, password: TEST_PASSWORD });
  if (signIn.error) throw new Error(signIn.error.message);
  attemptId = await startAttempt(db, made.slug);
  // Q1 right (+3), Q2 wrong (−1), Q3 left out (0): 2 of 9.
  await saveAnswer(db, attemptId, { questionId: made.ids[0], answer: 'D', marked: false, seconds: 50 });
  await saveAnswer(db, attemptId, { questionId: made.ids[1], answer: 'A', marked: false, seconds: 70 });
  await submitAttempt(db, attemptId);
  // A second test at another paper (its TITA right), so the profile has two points of progress to draw.
  const other = await createTest();
  const otherId = await startAttempt(db, other.slug);
  await saveAnswer(db, otherId, { questionId: other.ids[2], answer: '12', marked: false, seconds: 30 });
  await submitAttempt(db, otherId);
});

test('the owner reads the result, logs why they missed a question and finds it on the profile', async ({ page, context }) => {
  await signInAs(context, owner);
  const response = await page.goto(`/mock-tests/attempts/${attemptId}/result`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `${title}: your result` })).toBeVisible();
  const overview = page.getByTestId('result-overview');
  await expect(overview).toContainText('2 / 9');
  await expect(overview.getByRole('definition').filter({ hasText: /^100$/ })).toBeVisible();
  await expect(overview).toContainText('among 1 attempt so far');
  await expect(overview).toContainText('1 correct, 1 incorrect, 1 not attempted');
  await expect(page.getByText('Submitted by you on')).toBeVisible();
  await expect(page.getByTestId('section-table').getByRole('row', { name: /^QA/ })).toContainText('2 of 3');
  // 50 s and 70 s on the two attempted questions: a minute each on average, the left-out one not counted.
  const table = page.getByTestId('section-table');
  await expect(table.getByRole('columnheader').last()).toHaveText('Per attempted question');
  await expect(table.getByRole('row', { name: /^QA/ }).getByRole('cell').last()).toHaveText('1 min');

  // The solutions: the passage behind its disclosure, both answers marked in words, the explanation.
  await page.getByText('Set for question 1: Sales of a Pune bakery').click();
  await expect(page.getByText('The bakery sold 40 cakes on Monday.')).toBeVisible();
  const q2 = page.locator('#q-2');
  await expect(q2).toContainText('Incorrect, -1 mark');
  await expect(q2.getByRole('listitem').filter({ hasText: 'Your answer' })).toContainText('A.');
  await expect(q2.getByRole('listitem').filter({ hasText: 'Correct answer' })).toContainText('C.');
  await expect(q2.getByText('Divide both sides by 2:')).toBeVisible();
  const q3 = page.locator('#q-3');
  await expect(q3).toContainText('Not answered');
  await expect(q3).toContainText('12');
  await expect(page.getByTestId('weak-topics')).toContainText('Algebra');

  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/result-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/result-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const reasons = q2.getByRole('group', { name: 'Why did you miss question 2?' });
  await reasons.getByLabel('Calculation slip').check();
  await expect(q2.getByRole('status')).toHaveText('Saved to your error log: Calculation slip.');

  await page.goto('/profile');
  const history = page.getByTestId('attempt-history');
  await expect(history.getByRole('row', { name: new RegExp(title) })).toContainText('2 / 9');
  await expect(history.getByRole('row', { name: new RegExp(title) })).toContainText('among 1 attempt');
  const log = page.getByTestId('error-log');
  await expect(log).toContainText('Calculation slip');
  const review = log.getByRole('link', { name: 'Review question 2' });
  await expect(review).toHaveAttribute('href', `/mock-tests/attempts/${attemptId}/result#q-2`);
  await page.getByLabel('Show', { exact: true }).selectOption('concept');
  await expect(page.getByText('No question is logged with this reason.')).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption('calculation');
  await expect(log.getByRole('link', { name: 'Review question 2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Progress over time' })).toBeVisible();
  await expect(page.locator('.recharts-line')).toBeVisible();
  await page.getByText('Show the numbers').click();
  await expect(page.getByRole('table', { name: 'Score as a share of the maximum, by date' })).toContainText('22.2%');
  await expect(page.getByTestId('topic-accuracy').getByRole('row', { name: /Algebra/ })).toContainText('0%');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/profile-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/profile-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await review.click();
  await expect(page).toHaveURL(new RegExp(`/result#q-2$`));
  await expect(page.locator('#q-2').getByLabel('Calculation slip')).toBeChecked();
});

test('a second attempt at the same test is practice, and the first one’s solutions close while it runs', async ({
  page,
  context,
}) => {
  // Issue 34: a blank first attempt, then a retake; only the first counts towards percentiles.
  const member = await createTestUser();
  const made = await createTest();
  const db = createClient<Database>(E2E_SUPABASE_URL, e2eKeys().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signIn = await db.auth.signInWithPassword({ email: member.email, password: TEST_PASSWORD });
  if (signIn.error) throw new Error(signIn.error.message);
  const first = await startAttempt(db, made.slug);
  await submitAttempt(db, first);
  const second = await startAttempt(db, made.slug);

  await signInAs(context, member);
  await page.goto(`/mock-tests/attempts/${first}/result`);
  await expect(page.getByRole('heading', { name: 'Solutions closed while you retake this test' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the test' })).toHaveAttribute('href', `/mock-tests/attempts/${second}`);
  await expect(page.getByRole('heading', { name: 'Solutions', exact: true })).toHaveCount(0);

  await saveAnswer(db, second, { questionId: made.ids[0], answer: 'D', marked: false, seconds: 20 });
  await submitAttempt(db, second);
  await page.goto(`/mock-tests/attempts/${second}/result`);
  const practice = page.getByTestId('practice-attempt');
  await expect(practice).toContainText('Practice attempt');
  await expect(practice).toContainText('Only your first attempt at a test counts towards percentiles.');
  await expect(page.getByTestId('result-overview')).toContainText('Practice attempt: not ranked');

  await page.goto('/profile');
  const rows = page.getByTestId('attempt-history').getByRole('row', { name: new RegExp(made.title) });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '3 / 9' })).toContainText('Practice attempt');
  await expect(rows.filter({ hasText: '0 / 9' })).toContainText('among 1 attempt');
  await expect(page.getByText('Only your first attempt at a test counts towards percentiles.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("another member gets a 404 for someone else's result", async ({ page, context }) => {
  await signInAs(context, stranger);
  const response = await page.goto(`/mock-tests/attempts/${attemptId}/result`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('2 / 9')).toHaveCount(0);
});

test('a signed-out visitor is sent to sign in and back', async ({ page }) => {
  await page.goto(`/mock-tests/attempts/${attemptId}/result`);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/signin');
  expect(url.searchParams.get('redirect')).toBe(`/mock-tests/attempts/${attemptId}/result`);
});
