import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { createTestUser, signInAs } from './support/session';

// Taking a mock test as a member, end to end: the instructions page, the CBT screen, answers that survive a reload
// and a lost connection, a section that runs out of time, submission and the result — and nobody else's eyes on it.

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

const SLUG = 'cat-2025-pattern-full-length-mock';

interface KeyedQuestion {
  id: string;
  number: number;
  type: string;
  options: { key: string; text: string }[];
  answer: string;
}

/** The seed's CAT full-length mock, with the answer keys the service role may read. */
async function catPaper(): Promise<Record<string, KeyedQuestion[]>> {
  const db = service();
  const { data: test } = await db.from('mock_tests').select('id').eq('slug', SLUG).single();
  const { data: questions, error } = await db
    .from('mock_test_questions')
    .select('id, question_number, section, question_type, options, key:mock_test_answer_keys(correct_answer)')
    .eq('mock_test_id', test?.id as string)
    .order('question_number');
  if (error) throw error;
  const bySection: Record<string, KeyedQuestion[]> = {};
  for (const q of questions) {
    const key = q.key as unknown as { correct_answer: string } | { correct_answer: string }[] | null;
    const answer = Array.isArray(key) ? key[0]?.correct_answer : key?.correct_answer;
    (bySection[q.section] ??= []).push({
      id: q.id,
      number: q.question_number,
      type: q.question_type,
      options: q.options as { key: string; text: string }[],
      answer: answer as string,
    });
  }
  return bySection;
}

/** The label of an option as the screen shows it: 'B. text'. */
const optionLabel = (q: KeyedQuestion, key: string) => {
  const option = q.options.find((o) => o.key === key);
  return `${key}. ${option?.text ?? ''}`;
};

const palette = (page: Page, n: number, state: string) =>
  page.getByRole('button', { name: new RegExp(`^Question ${n}, ${state}`) });

test('a member takes the CAT mock: answers survive a reload and going offline, a section times out, the result is scored', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const paper = await catPaper();
  const [q1] = paper.VARC;
  const tita = paper.VARC.find((q) => q.type === 'tita') as KeyedQuestion;
  const dilr1 = paper.DILR[0];
  const wrong = q1.options.find((o) => o.key !== q1.answer)?.key as string;
  const member = await createTestUser();
  await signInAs(context, member);

  await page.goto(`/mock-tests/${SLUG}`);
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f-]{36}$/);
  const attemptUrl = page.url();
  const attemptId = attemptUrl.split('/').at(-1) as string;

  // VARC first, 40 minutes. Question 1: a wrong option for now, Save & Next.
  await expect(page.getByRole('heading', { name: /^Question 1/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(40:00|39:\d\d)$/);
  await page.getByLabel(optionLabel(q1, wrong), { exact: true }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  // A type-in question through the palette: the right answer, marked for review (still scored).
  await palette(page, tita.number, 'not visited').click();
  await page.getByLabel('Your answer (type a number)').fill(tita.answer);
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(palette(page, 1, 'answered')).toBeVisible();
  await expect(palette(page, 2, 'not answered')).toBeVisible();
  await expect(palette(page, tita.number, 'answered and marked for review')).toBeVisible();
  await expect(page.getByText('All answers saved')).toBeVisible();

  // A reload loses nothing: the answers and the clock come back from the server.
  await page.reload();
  await expect(palette(page, tita.number, 'answered and marked for review')).toBeVisible();
  await palette(page, 1, 'answered').click();
  await expect(page.getByLabel(optionLabel(q1, wrong), { exact: true })).toBeChecked();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(40:00|39:\d\d)$/);

  // Offline: the corrected answer waits on the device, visibly, and goes when the connection returns.
  await context.setOffline(true);
  await page.getByLabel(optionLabel(q1, q1.answer), { exact: true }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText(/Offline: 1 answer kept on this device/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 15_000 });

  // VARC runs out of time: move its start back so four seconds are left, and let the clock run down.
  const db = service();
  const backdated = new Date(Date.now() - 40 * 60_000 + 4_000).toISOString();
  await db.from('mock_test_section_runs').update({ started_at: backdated }).eq('attempt_id', attemptId).eq('section', 'VARC');
  await db.from('mock_test_attempts').update({ started_at: backdated }).eq('id', attemptId);
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(`^Question ${dilr1.number}`) })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'VARC (submitted)' })).toBeDisabled();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(40:00|39:\d\d)$/);

  // The set's table is whole at 1280 px: no column is cut off or hidden behind a sideways scroll.
  const set = page.getByRole('region', { name: /^Set: / });
  const setTable = set.getByRole('table');
  await expect(setTable).toBeVisible();
  const overflow = await setTable.evaluate((table) => {
    const box = table.parentElement as HTMLElement;
    const pane = table.closest('section') as HTMLElement;
    return {
      box: box.scrollWidth - box.clientWidth,
      pane: table.getBoundingClientRect().right - pane.getBoundingClientRect().right,
    };
  });
  expect(overflow.box).toBeLessThanOrEqual(0);
  expect(overflow.pane).toBeLessThanOrEqual(0);

  // DILR: one right answer, then the section is submitted early and QA opens; then the test.
  if (dilr1.type === 'tita') await page.getByLabel('Your answer (type a number)').fill(dilr1.answer);
  else await page.getByLabel(optionLabel(dilr1, dilr1.answer), { exact: true }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Submit DILR' }).click();
  await page.getByRole('dialog', { name: 'Submit DILR?' }).getByRole('button', { name: 'Submit DILR' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Question ${paper.QA[0].number}`) })).toBeVisible();
  await page.getByRole('button', { name: 'Submit test' }).click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();

  // The result: three right answers of 3 marks, nothing wrong, out of 204, with the worked solutions.
  await expect(page).toHaveURL(`${attemptUrl}/result`);
  await expect(page.getByText('9 / 204').first()).toBeVisible();

  // Someone else cannot open it, nor its test screen.
  const stranger = await createTestUser();
  const otherContext = await browser.newContext();
  await signInAs(otherContext, stranger);
  const other = await otherContext.newPage();
  expect((await other.goto(`${attemptUrl}/result`))?.status()).toBe(404);
  expect((await other.goto(attemptUrl))?.status()).toBe(404);
  await otherContext.close();
});

test('signed-out visitors opening a test screen are sent to sign in and back', async ({ page }) => {
  await page.goto(`/mock-tests/attempts/${randomUUID()}`);
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fmock-tests%2Fattempts%2F/);
});

test('on an NMAT-style test the candidate picks the order of sections, and a finished one cannot be reopened', async ({
  page,
  context,
}) => {
  const db = service();
  const slug = `e2e-nmat-order-${randomUUID().slice(0, 8)}`;
  const { data: t, error } = await db
    .from('mock_tests')
    .insert({
      slug,
      title: `NMAT order check ${slug.slice(-8)}`,
      total_questions: 2,
      duration_minutes: 10,
      total_marks: 6,
      kind: 'sectional',
      scoring_scheme: 'nmat',
      section_order: 'candidate',
      sections: [
        { name: 'Language Skills', questions: 1, minutes: 5 },
        { name: 'Quantitative Skills', questions: 1, minutes: 5 },
      ],
      is_published: true,
    })
    .select('id')
    .single();
  if (error) throw error;
  const options = ['A', 'B', 'C', 'D', 'E'].map((key, i) => ({ key, text: `${(i + 1) * 5}` }));
  const { data: qs, error: qError } = await db
    .from('mock_test_questions')
    .insert([
      {
        mock_test_id: t.id,
        section: 'Language Skills',
        question_number: 1,
        question_text: 'Pick 10.',
        options,
        marks: 3,
        negative_marks: 0,
      },
      {
        mock_test_id: t.id,
        section: 'Quantitative Skills',
        question_number: 2,
        question_text: 'What is 3 × 5?',
        options,
        marks: 3,
        negative_marks: 0,
      },
    ])
    .select('id');
  if (qError) throw qError;
  await db.from('mock_test_answer_keys').insert([
    { question_id: qs[0].id, correct_answer: 'B', explanation: 'Ten is option B.' },
    { question_id: qs[1].id, correct_answer: 'C', explanation: 'Three fives are fifteen.' },
  ]);

  await signInAs(context, await createTestUser());
  await page.goto(`/mock-tests/${slug}`);
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your next section' })).toBeVisible();
  // Quantitative first, though the paper lists it second.
  await page.getByRole('button', { name: /Start Quantitative Skills/ }).click();
  await expect(page.getByRole('heading', { name: /^Question 2/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Language Skills/ })).toBeDisabled();
  await page.getByLabel('C. 15', { exact: true }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Submit Quantitative Skills' }).click();
  await page
    .getByRole('dialog', { name: 'Submit Quantitative Skills?' })
    .getByRole('button', { name: 'Submit Quantitative Skills' })
    .click();
  // Only the section not yet taken is offered.
  await expect(page.getByRole('heading', { name: 'Choose your next section' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Start Quantitative Skills/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Start Language Skills/ }).click();
  await page.getByLabel('B. 10', { exact: true }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Submit test' }).click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByText('6 / 6').first()).toBeVisible();
});
