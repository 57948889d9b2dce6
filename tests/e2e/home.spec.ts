import { expect, test, type Page } from '@playwright/test';
import { formatViews } from '@/lib/format/numbers';
import { anonClient, viewsOf } from './support/db';
import { SEED_EXAM_HUBS, SEED_FAQS, SEED_FEATURED_VIDEOS, SEED_LATEST_POSTS, SEED_STATS } from './support/seed';
import { createTestUser, signInAs } from './support/session';

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

  const hubs = (await section(page, 'Exam hubs')).getByRole('listitem');
  await expect(hubs).toHaveCount(SEED_EXAM_HUBS.length);
  for (const [i, exam] of SEED_EXAM_HUBS.entries()) {
    const card = hubs.nth(i);
    const link = card.getByRole('link', { name: new RegExp(`^${exam.name} `) });
    await expect(link).toHaveAttribute('href', `/exams/${exam.name.toLowerCase()}`);
    await expect(link).toContainText(exam.fullName);
    // The seeded description, not the fixed copy the page falls back on without an exams row.
    await expect(card).toContainText(exam.description);
    // Spec §1's applicant count, with its cycle; a published count names its source, an unpublished one says so.
    await expect(card.getByRole('definition')).toHaveText([exam.difficulty, exam.applicants]);
    if (exam.source)
      await expect(card.getByRole('link', { name: new RegExp(`^${exam.source}`) })).toHaveAttribute('href', /^https:/);
    else await expect(card.getByText('Source:')).toHaveCount(0);
  }

  const mission = await section(page, 'Honest guidance for every MBA aspirant in India');
  await expect(mission.getByRole('term')).toHaveText(SEED_STATS.map(([label]) => label));
  await expect(mission.getByRole('definition')).toHaveText(SEED_STATS.map(([, value]) => value));

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

  const posts = (await section(page, 'Latest articles')).getByRole('article');
  await expect(posts).toHaveCount(SEED_LATEST_POSTS.length);
  for (const [i, post] of SEED_LATEST_POSTS.entries()) {
    await expect(posts.nth(i).getByRole('heading', { level: 3 })).toHaveText(post.title);
    await expect(posts.nth(i).getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(posts.nth(i)).toContainText(post.author);
  }

  const carousel = page.getByRole('region', { name: 'What aspirants say' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(6);
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible();

  // Spec §9: featured videos only, at most six (the seed has five), and at most ten FAQs (it has twelve).
  const videos = await section(page, 'Featured videos');
  const play = videos.getByRole('button', { name: /^Play video: / });
  await expect(play).toHaveCount(SEED_FEATURED_VIDEOS.length);
  for (const [i, title] of SEED_FEATURED_VIDEOS.entries()) await expect(play.nth(i)).toHaveAccessibleName(`Play video: ${title}`);

  const faq = await section(page, 'Frequently asked questions');
  await expect(faq.getByRole('button')).toHaveText(SEED_FAQS.slice(0, 10));

  // Issue 10: applying at a zero or discounted rate starts with the consultation form.
  const apply = page.getByRole('link', { name: 'APPLY AT ZERO / DISCOUNTED RATE' });
  await expect(apply).toBeVisible();
  await expect(apply).toHaveAttribute('href', '/contact?type=consultation');
  // Signed out: no admin banner.
  await expect(page.getByText('You have admin access.')).toHaveCount(0);
});

test('the footer shows the contact details that are set, and leaves the rest out', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const contact = footer.getByLabel('Contact details');
  await expect(contact.getByRole('link', { name: 'hello@mbadisha.in' })).toHaveAttribute('href', 'mailto:hello@mbadisha.in');
  await expect(contact).toContainText('Baner, Pune, Maharashtra 411045');
  await expect(footer).not.toContainText(/To be configured|90000 00000|\.example/);
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

  test('shows three whole stories per view on a desktop and one on a phone', async ({ page }) => {
    const wholeInView = async (carousel: ReturnType<Page['locator']>) => {
      const slides = carousel.getByRole('group');
      const viewport = (await slides.first().locator('xpath=../..').boundingBox())!;
      let count = 0;
      for (const box of await Promise.all((await slides.all()).map((s) => s.locator(':scope > *').boundingBox())))
        if (box && box.x >= viewport.x - 1 && box.x + box.width <= viewport.x + viewport.width + 1) count += 1;
      return count;
    };
    expect(page.viewportSize()?.width).toBeGreaterThanOrEqual(1024);
    expect(await wholeInView(await open(page))).toBe(3);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    const phone = page.getByRole('region', { name: 'What aspirants say' });
    await phone.scrollIntoViewIfNeeded();
    await expect(phone).toHaveAttribute('data-ready', 'true');
    expect(await wholeInView(phone)).toBe(1);
  });

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

  await expect(first).toHaveText(SEED_FAQS[0]);
  const { data: row, error } = await anonClient().from('faqs').select('id').eq('question', SEED_FAQS[0]).single();
  expect(error).toBeNull();
  const firstId = (row as { id: string }).id;
  const before = await viewsOf('faqs', firstId);

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(firstPanel).toBeVisible();
  await expect.poll(() => viewsOf('faqs', firstId)).toBe(before + 1);
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
  // The server reads the member's own profile while rendering the page: the banner is in the HTML or nowhere.
  const response = await page.goto('/');
  expect(await response?.text()).not.toContain('You have admin access.');
  await expect(page.getByText('You have admin access.')).toHaveCount(0);

  await context.clearCookies();
  await signInAs(context, await createTestUser({ role: 'editor', isAdmin: true }));
  await page.goto('/');
  await expect(page.getByText('You have admin access.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin');
});
