import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { createTestUser, signInAs } from './support/session';

// Taking a mock test as a member, end to end: the instructions page, the CBT screen, answers that survive a reload
// and a lost connection, a section that runs out of time, submission and the result — and nobody else's eyes on it.

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

const OPTIONS = [
  { key: 'A', text: 'Twelve' },
  { key: 'B', text: 'Fifteen' },
  { key: 'C', text: 'Eighteen' },
  { key: 'D', text: 'Twenty' },
];

/** A short CAT-pattern test of its own: Arithmetic (2 questions) then Reasoning (1), five minutes each, fixed order. */
async function createShortTest(): Promise<{ slug: string; title: string }> {
  const db = service();
  const slug = `e2e-mini-${randomUUID().slice(0, 8)}`;
  const title = `E2E mini mock ${slug.slice(-8)}`;
  const { data: t, error } = await db
    .from('mock_tests')
    .insert({
      slug,
      title,
      total_questions: 3,
      duration_minutes: 10,
      total_marks: 9,
      difficulty: 'Easy',
      kind: 'sectional',
      scoring_scheme: 'cat',
      section_order: 'fixed',
      has_calculator: true,
      sections: [
        { name: 'Arithmetic', questions: 2, minutes: 5 },
        { name: 'Reasoning', questions: 1, minutes: 5 },
      ],
      instructions: 'Two short sections of five minutes each.',
      is_published: true,
    })
    .select('id')
    .single();
  if (error) throw error;
  const { data: q, error: qError } = await db
    .from('mock_test_questions')
    .insert([
      {
        mock_test_id: t.id,
        section: 'Arithmetic',
        question_number: 1,
        question_type: 'mcq',
        question_text: 'What is 3 × 6?',
        options: OPTIONS,
        marks: 3,
        negative_marks: 1,
      },
      {
        mock_test_id: t.id,
        section: 'Arithmetic',
        question_number: 2,
        question_type: 'tita',
        question_text: 'What is 6 × 7?',
        options: [],
        marks: 3,
        negative_marks: 0,
      },
      {
        mock_test_id: t.id,
        section: 'Reasoning',
        question_number: 3,
        question_type: 'mcq',
        question_text: 'Which is 12?',
        options: OPTIONS,
        marks: 3,
        negative_marks: 1,
      },
    ])
    .select('id, question_number');
  if (qError) throw qError;
  const id = (n: number) => q.find((r) => r.question_number === n)?.id as string;
  const { error: kError } = await db.from('mock_test_answer_keys').insert([
    { question_id: id(1), correct_answer: 'C', explanation: 'Three sixes are eighteen.' },
    { question_id: id(2), correct_answer: '42', explanation: 'Six sevens are forty-two.' },
    { question_id: id(3), correct_answer: 'A', explanation: 'Twelve is option A.' },
  ]);
  if (kError) throw kError;
  return { slug, title };
}

const palette = (page: Page, n: number, state: string) =>
  page.getByRole('button', { name: new RegExp(`^Question ${n}, ${state}`) });

test('a member takes a test: answers survive a reload and going offline, a section times out, the result is scored', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const { slug, title } = await createShortTest();
  const member = await createTestUser();
  await signInAs(context, member);

  await page.goto(`/mock-tests/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f-]{36}$/);
  const attemptUrl = page.url();

  // Question 1: choose Fifteen (wrong, changed later), Save & Next.
  await expect(page.getByRole('heading', { name: /Question 1/ })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^[45]:\d\d$/);
  await page.getByLabel(/B\. Fifteen/).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  // Question 2 (TITA): 42, marked for review — still scored.
  await page.getByLabel('Your answer (type a number)').fill('42');
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(palette(page, 1, 'answered')).toBeVisible();
  await expect(palette(page, 2, 'answered and marked for review')).toBeVisible();
  await expect(page.getByText('All answers saved')).toBeVisible();

  // A reload loses nothing: the answers and the clock come back from the server.
  await page.reload();
  await expect(palette(page, 2, 'answered and marked for review')).toBeVisible();
  await palette(page, 1, 'answered').click();
  await expect(page.getByLabel(/B\. Fifteen/)).toBeChecked();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^[45]:\d\d$/);

  // Offline: the new answer waits on the device, visibly, and goes when the connection returns.
  await context.setOffline(true);
  await page.getByLabel(/C\. Eighteen/).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText(/Offline: 1 answer kept on this device/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 15_000 });

  // Arithmetic runs out of time: move its start back so four seconds are left, and wait for the clock.
  const attemptId = attemptUrl.split('/').at(-1) as string;
  const db = service();
  const { data: run } = await db.from('mock_test_section_runs').select('started_at').eq('attempt_id', attemptId).single();
  const backdated = new Date(Date.now() - 5 * 60_000 + 4_000).toISOString();
  expect(run).not.toBeNull();
  await db
    .from('mock_test_section_runs')
    .update({ started_at: backdated })
    .eq('attempt_id', attemptId)
    .eq('section', 'Arithmetic');
  await db.from('mock_test_attempts').update({ started_at: backdated }).eq('id', attemptId);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Question 3/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Arithmetic \(submitted\)/ })).toBeDisabled();

  await page.getByLabel(/A\. Twelve/).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Submit test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await dialog.getByRole('button', { name: 'Submit test' }).click();

  // The result: 3 + 3 + 3 out of 9, with the solutions.
  await expect(page).toHaveURL(`${attemptUrl}/result`);
  await expect(page.getByText(/9\s*\/\s*9/).first()).toBeVisible();
  await expect(page.getByText('Six sevens are forty-two.')).toBeVisible();

  // Someone else cannot open it, nor its test screen.
  const stranger = await createTestUser();
  const otherContext = await browser.newContext();
  await signInAs(otherContext, stranger);
  const other = await otherContext.newPage();
  const response = await other.goto(`${attemptUrl}/result`);
  expect(response?.status()).toBe(404);
  expect((await other.goto(attemptUrl))?.status()).toBe(404);
  await otherContext.close();
});

test('signed-out visitors opening a test screen are sent to sign in and back', async ({ page }) => {
  await page.goto(`/mock-tests/attempts/${randomUUID()}`);
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fmock-tests%2Fattempts%2F/);
});
