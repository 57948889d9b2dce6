import { expect, test, type Page } from '@playwright/test';
import { formatViews } from '@/lib/format/numbers';
import { anonClient, viewsOf } from './support/db';
import { createTestUser, signInAs } from './support/session';

const EXAMS = ['CAT', 'XAT', 'NMAT', 'SNAP', 'MAT'];

async function section(page: Page, heading: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
}

test('the home page shows every section of spec §1', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const mocks = page.getByRole('list', { name: 'Sample mock tests' }).getByRole('link');
  await expect(mocks).toHaveCount(4);
  for (const [exam, questions, minutes, level] of [
    ['CAT', 76, 180, 'High'],
    ['XAT', 95, 165, 'Medium'],
    ['NMAT', 120, 120, 'Medium'],
    ['SNAP', 60, 60, 'Easy'],
  ]) {
    const link = page.getByRole('link', {
      name: `${exam} mock test: ${questions} questions, ${minutes} minutes, difficulty ${level}`,
    });
    await expect(link).toHaveAttribute('href', '/mock-tests');
  }

  const hubs = await section(page, 'Exam hubs');
  const { data: exams } = await anonClient().from('exams').select('name, full_name').in('name', EXAMS);
  for (const name of EXAMS) {
    const card = hubs.getByRole('link', { name: new RegExp(`^${name} `) });
    await expect(card).toHaveAttribute('href', `/exams/${name.toLowerCase()}`);
    const fullName = exams?.find((e) => e.name === name)?.full_name;
    if (fullName) await expect(card).toContainText(fullName);
    await expect(card).toContainText('Difficulty');
    await expect(card).toContainText('Applicants');
  }

  const mission = await section(page, 'Honest guidance for every MBA aspirant in India');
  const { data: stats } = await anonClient().from('site_settings').select('value').eq('key', 'stats').maybeSingle();
  const expected = {
    students: '4000+',
    college_tie_ups: '500+',
    placement_rate: '95%',
    internships: '1,200+',
    videos: '200+',
    ...stats?.value,
  };
  for (const value of Object.values(expected)) await expect(mission.getByText(value as string, { exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Everything for your MBA journey, in one place' })).toBeVisible();

  const abroad = await section(page, 'Thinking of an MBA abroad?');
  for (const [country, cost, duration] of [
    ['United States', '$60,000', '2 years'],
    ['United Kingdom', '£45,000', '1 year'],
    ['Canada', 'CAD 55,000', '2 years'],
  ]) {
    const card = abroad.getByRole('listitem').filter({ has: page.getByRole('heading', { name: country }) });
    await expect(card).toContainText(cost);
    await expect(card).toContainText(duration);
    await expect(card).toContainText('Programmes');
    await expect(card.getByRole('heading', { name: 'Top schools' })).toBeVisible();
  }

  const { data: posts } = await anonClient()
    .from('blog_posts')
    .select('slug')
    .order('published_at', { ascending: false })
    .limit(3);
  const blog = await section(page, 'Latest articles');
  const postLinks = blog.getByRole('article').getByRole('link');
  await expect(postLinks).toHaveCount(3);
  expect(await postLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    (posts ?? []).map((p) => `/blog/${p.slug}`),
  );

  const carousel = page.getByRole('region', { name: 'What aspirants say' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(6);
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible();

  const { count: featured } = await anonClient()
    .from('videos')
    .select('id', { count: 'exact', head: true })
    .eq('is_active', true)
    .eq('is_featured', true);
  const videos = await section(page, 'Featured videos');
  await expect(videos.getByRole('button', { name: /^Play video: / })).toHaveCount(Math.min(6, featured ?? 0));

  const faq = await section(page, 'Frequently asked questions');
  const { count: faqCount } = await anonClient().from('faqs').select('id', { count: 'exact', head: true }).eq('is_active', true);
  await expect(faq.getByRole('button')).toHaveCount(Math.min(10, faqCount ?? 0));

  const apply = page.getByRole('link', { name: 'APPLY AT ZERO / DISCOUNTED RATE' });
  await expect(apply).toBeVisible();
  await expect(apply).toHaveAttribute('href', '/signin?mode=signup');
  await apply.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Full name')).toBeVisible();
  await page.keyboard.press('Escape');
  // Signed out: no admin banner.
  await expect(page.getByText('You have admin access.')).toHaveCount(0);
});

test('exam hub cards open the exam pages', async ({ page }) => {
  await page.goto('/');
  const hubs = await section(page, 'Exam hubs');
  await hubs.getByRole('link', { name: /^CAT / }).click();
  await expect(page).toHaveURL(/\/exams\/cat$/);
});

test.describe('testimonial carousel', () => {
  async function open(page: Page) {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What aspirants say' });
    // The carousel loads as its section nears the viewport; until then the slides show as a static row.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    return carousel;
  }
  const current = (carousel: ReturnType<Page['locator']>) => carousel.locator('button[aria-current="true"]');

  test('advances every 5 s, wraps from the last story to the first, and stops after manual navigation', async ({ page }) => {
    const carousel = await open(page);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 1');
    await page.clock.runFor(4_000);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 1');
    await page.clock.runFor(1_000);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 2');
    for (const n of [3, 4, 5, 6]) {
      await page.clock.runFor(5_000);
      await expect(current(carousel)).toHaveAccessibleName(`Go to slide ${n}`);
    }
    await page.clock.runFor(5_000);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 1');

    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 2');
    await expect(carousel.getByRole('button', { name: 'Resume automatic slide show' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 2');

    await carousel.getByRole('button', { name: 'Go to slide 5' }).click();
    await page.clock.runFor(10_000);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 5');
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 4');
  });

  test('pauses and resumes with the toggle', async ({ page }) => {
    const carousel = await open(page);
    await carousel.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await page.clock.runFor(15_000);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 1');
    await carousel.getByRole('button', { name: 'Resume automatic slide show' }).click();
    await page.clock.runFor(5_000);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 2');
  });

  test('does not move by itself when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await open(page);
    await expect(carousel.getByRole('button', { name: 'Resume automatic slide show' })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(current(carousel)).toHaveAccessibleName('Go to slide 1');
  });
});

test('FAQ items open one at a time and count their views', async ({ page, context }) => {
  // The database counts one view per visitor per FAQ per day, and every browser of this suite shares one
  // address; a fresh signed-in user is a visitor whose view of the first FAQ has not been counted yet.
  await signInAs(context, await createTestUser());
  await page.goto('/');
  const faq = await section(page, 'Frequently asked questions');
  const questions = faq.getByRole('button');
  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  const { data: rows } = await anonClient().from('faqs').select('id, question').eq('is_active', true);
  const firstQuestion = (await first.innerText()).trim();
  const firstId = rows?.find((r) => r.question === firstQuestion)?.id;
  expect(firstId, 'the first question is an FAQ row').toBeTruthy();
  const before = await viewsOf('faqs', firstId as string);

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(firstPanel).toBeVisible();
  await expect.poll(() => viewsOf('faqs', firstId as string)).toBe(before + 1);
  // The page shows the count at once and settles on the server's once the increment returns.
  await expect(firstPanel.getByTestId('faq-views')).toHaveText(`${formatViews(before + 1)} views`);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();
  await expect(faq.locator('[data-state="open"][role="region"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('signed-in admins see the admin banner; members do not', async ({ page, context }) => {
  await signInAs(context, await createTestUser({ role: 'member' }));
  // The banner reads the member's own profile; once that answer is in, it must stay away.
  const profileRead = page.waitForResponse((res) => res.url().includes('/rest/v1/profiles'));
  await page.goto('/');
  await profileRead;
  await page.waitForTimeout(200);
  await expect(page.getByText('You have admin access.')).toHaveCount(0);

  await context.clearCookies();
  await signInAs(context, await createTestUser({ role: 'editor', isAdmin: true }));
  await page.goto('/');
  await expect(page.getByText('You have admin access.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin');
});
