import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatViews } from '@/lib/format/numbers';
import { anonClient, viewsOf } from './support/db';
import { SEED_FAQS, SEED_FEATURED_VIDEOS, SEED_VIDEOS } from './support/seed';
import { createTestUser, signInAs } from './support/session';

/** The player may only ever ask youtube-nocookie.com, and in tests it gets an empty page instead. */
async function stubYouTube(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/youtube(-nocookie)?\.com|youtu\.be|ytimg\.com/, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return requested;
}

test('the video library filters by category, level, price and featured, in the URL', async ({ page }) => {
  const { data: all, error } = await anonClient()
    .from('videos')
    .select('title, category, difficulty, is_free, is_featured')
    .eq('is_active', true);
  expect(error).toBeNull();
  const videos = all as NonNullable<typeof all>;
  await page.goto('/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Video library' })).toBeVisible();
  const play = page.getByRole('button', { name: /^Play video: / });
  await expect(play).toHaveCount(SEED_VIDEOS.length);
  for (const [i, title] of SEED_VIDEOS.entries()) await expect(play.nth(i)).toHaveAccessibleName(`Play video: ${title}`);
  await expect(page.getByText(`${SEED_VIDEOS.length} videos`, { exact: true })).toBeVisible();

  const category = videos.map((v) => v.category as string).find((c, _, list) => list.filter((x) => x === c).length > 1) as string;
  await page.getByLabel('Category').selectOption(category);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]category=${encodeURIComponent(category).replace(/%20/g, '\\+')}`));
  const inCategory = videos.filter((v) => v.category === category);
  await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(inCategory.length);
  for (const v of inCategory) await expect(page.getByRole('button', { name: `Play video: ${v.title}` })).toBeVisible();

  await page.goto('/videos?difficulty=Intermediate&free=false');
  const paidIntermediate = videos.filter((v) => v.difficulty === 'Intermediate' && !v.is_free);
  await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(paidIntermediate.length);
  await expect(page.getByLabel('Difficulty')).toHaveValue('Intermediate');
  await expect(page.getByLabel('Price')).toHaveValue('false');

  await page.goto('/videos?featured=true');
  await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(SEED_FEATURED_VIDEOS.length);
  await expect(page.getByLabel('Featured only')).toBeChecked();

  await page.goto('/videos?category=No%20such%20topic');
  await expect(page.getByText('No videos match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'see every video' }).click();
  await expect(page).toHaveURL(/\/videos$/);
});

test('playing a video opens the player on youtube-nocookie.com and counts the view', async ({ page, context }) => {
  // One view per visitor per video per day, and the suite's browsers share one address (other tests play this
  // video too): a fresh signed-in user is a visitor not counted yet.
  await signInAs(context, await createTestUser());
  const requested = await stubYouTube(page);
  const { data } = await anonClient()
    .from('videos')
    .select('id, title, video_url')
    .eq('is_active', true)
    .order('order_index')
    .limit(1)
    .single();
  const video = data as { id: string; title: string; video_url: string };
  const id = new URL(video.video_url).searchParams.get('v');
  const before = await viewsOf('videos', video.id);

  await page.goto('/videos');
  expect(requested, 'nothing is loaded from YouTube before play').toEqual([]);
  await page.getByRole('button', { name: `Play video: ${video.title}` }).click();

  const dialog = page.getByRole('dialog', { name: video.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`);
  await expect(dialog.locator('iframe')).toHaveAttribute('title', video.title);
  await expect.poll(() => viewsOf('videos', video.id)).toBe(before + 1);
  expect(requested.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Play video: ${video.title}` })).toBeFocused();
  await expect(page.locator('iframe')).toHaveCount(0);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: video.title }) });
  await expect(card.getByTestId('video-views')).toHaveText(`${formatViews(before + 1)} views`);
});

test('the FAQ page groups every active FAQ by category, one open at a time', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['General', 'Admissions']);
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions).toHaveText([...SEED_FAQS]);

  const first = page.getByRole('button', { name: SEED_FAQS[0] });
  const last = page.getByRole('button', { name: SEED_FAQS[SEED_FAQS.length - 1] });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await last.click();
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = ld.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'FAQPage');
  expect(faqPage?.mainEntity).toHaveLength(SEED_FAQS.length);
});

test('the video library describes its videos for search engines', async ({ page }) => {
  await page.goto('/videos');
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = ld.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'ItemList');
  expect(list?.itemListElement).toHaveLength(SEED_VIDEOS.length);
  expect(list.itemListElement[0].item).toMatchObject({
    '@type': 'VideoObject',
    embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//),
  });
});

test('/videos, /faq and the open player pass an automated accessibility check', async ({ page }) => {
  await stubYouTube(page);
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations.flatMap((v) =>
      v.nodes.map((n) => `${label}: ${v.id} at ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`),
    );
  };
  const found: string[] = [];
  await page.goto('/faq');
  await page.getByRole('main').getByRole('button').first().click();
  found.push(...(await check('/faq')));
  await page.goto('/videos');
  found.push(...(await check('/videos')));
  await page
    .getByRole('button', { name: /^Play video: / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await check('/videos player')));
  expect(found).toEqual([]);
});
