import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Issue 12's testimonials, videos and FAQs back-office as an editor. Other specs assert the seeded FAQs, videos
 * and stories on /, /faq and /videos, so every test works on rows of its own (a random tag in their text) and
 * removes them when it ends; the video and the story are created hidden, so no public list ever counts them.
 */

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
const main = (page: Page) => page.getByRole('main');
const tagged = () => randomUUID().slice(0, 8);

/** A 1×1 PNG, enough for the media library to list and the browser to draw. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let editor: TestUser;

test.beforeAll(async () => {
  editor = await createTestUser({ role: 'editor', isAdmin: true });
});

test.beforeEach(async ({ context }) => signInAs(context, editor));

test('an editor reorders their own FAQs and /faq shows the new order at the next request', async ({ page }) => {
  const tag = tagged();
  const category = `e2e_order_${tag}`;
  const [first, second, third] = ['first', 'second', 'third'].map((word) => `Order ${tag}: the ${word} question?`);
  try {
    await page.goto('/admin/faqs/new');
    await main(page).getByLabel('Question').fill(first);
    await main(page).getByLabel('Answer').fill('Created through the form.');
    await main(page).getByLabel('Category').fill(`E2E order ${tag}`);
    await main(page).getByRole('button', { name: 'Create FAQ' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'FAQ created.' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'History' })).toBeVisible();

    // Two more after it, placed far behind the seeded FAQs so the home page's first ten stay the seed's.
    const { error } = await service()
      .from('faqs')
      .insert([
        { question: second, answer: 'Second.', category, order_index: 90_001 },
        { question: third, answer: 'Third.', category, order_index: 90_002 },
      ]);
    expect(error).toBeNull();

    await page.goto(`/admin/faqs/order?category=${category}`);
    const rows = main(page).getByTestId('faq-order-item');
    await expect(rows).toHaveCount(3);
    await expect(rows.locator('p.font-medium')).toHaveText([first, second, third]);

    await main(page)
      .getByRole('button', { name: `Move down: ${first}` })
      .click();
    await expect(rows.locator('p.font-medium')).toHaveText([second, first, third]);
    const position = main(page).getByLabel(`Position of “${third}”`);
    await position.fill('1');
    await position.press('Enter');
    await expect(rows.locator('p.font-medium')).toHaveText([third, second, first]);
    // Dragging the last row onto the second place.
    await rows.nth(2).dragTo(rows.nth(1));
    await expect(rows.locator('p.font-medium')).toHaveText([third, first, second]);

    await main(page).getByRole('button', { name: 'Save order' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();

    const { data } = await service().from('faqs').select('question, order_index').eq('category', category).order('order_index');
    expect(data?.map((r) => r.question)).toEqual([third, first, second]);

    await page.goto('/faq');
    await expect(main(page).getByRole('heading', { level: 2, name: `E2e order ${tag}` })).toBeVisible();
    await expect(main(page).getByRole('button', { name: new RegExp(`^Order ${tag}:`) })).toHaveText([third, first, second]);

    // Deleted through the back-office, which publishes: /faq (cached, and asserted by other specs) drops them.
    for (const question of [third, first, second]) {
      await page.goto(`/admin/faqs?q=${encodeURIComponent(question)}`);
      await main(page).getByRole('link', { name: question }).click();
      await main(page).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: `Deleted “${question}”.` }),
      ).toBeVisible();
    }
    await page.goto('/faq');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: new RegExp(`^Order ${tag}:`) })).toHaveCount(0);
  } finally {
    // Only left over when the test failed midway (the public pages may then show them until the cache expires).
    await service().from('faqs').delete().eq('category', category);
  }
});

test('an editor creates a video from a YouTube watch link, seeing its embed preview, then deletes it', async ({ page }) => {
  await page.route(/youtube(-nocookie)?\.com|youtu\.be|ytimg\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  const title = `E2E video ${tagged()}`;
  try {
    await page.goto('/admin/videos/new');
    await main(page).getByLabel('Title').fill(title);
    const link = main(page).getByLabel('Video link');
    await link.fill('youtu.be/dQw4w9WgXcQ');
    await expect(main(page).getByRole('region', { name: 'Preview' })).toContainText('Enter a full link starting with https://');
    await link.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(main(page).getByTestId('video-embed-url')).toHaveText('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(main(page).getByLabel('Video type')).toHaveValue('youtube');
    await main(page).getByRole('button', { name: 'Play preview' }).click();
    await expect(main(page).locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    // Hidden, so /videos (whose list other specs count) never shows it.
    await main(page).getByLabel('Active (shown on the site)').uncheck();
    await main(page).getByLabel('Free').uncheck();
    await main(page).getByRole('button', { name: 'Create video' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Check the fields marked below.');
    await expect(main(page).getByText('A paid video needs a price in rupees above 0 (or tick Free).')).toBeVisible();
    await expect(main(page).getByLabel('Title')).toHaveValue(title);
    await main(page).getByLabel('Price (₹)').fill('299');
    await main(page).getByRole('button', { name: 'Create video' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Video created.' })).toBeVisible();

    const { data } = await service().from('videos').select('video_url, is_active, price').eq('title', title).single();
    expect(data).toEqual({ video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', is_active: false, price: 299 });

    await main(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Delete “${title}”?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/videos\?deleted=/);
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `Deleted “${title}”.` }),
    ).toBeVisible();
  } finally {
    await service().from('videos').delete().eq('title', title);
  }
});

test('an editor creates a testimonial with a photo from the media library and sees it in the list', async ({ page }) => {
  const tag = tagged();
  const name = `E2E Student ${tag}`;
  const fileName = `e2e-story-${tag}.png`;
  const path = `e2e/${fileName}`;
  const db = service();
  try {
    const upload = await db.storage.from('media').upload(path, PNG, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const media = await db
      .from('media')
      .insert({ storage_path: path, file_name: fileName, mime_type: 'image/png', size_bytes: PNG.length, alt_text: name });
    expect(media.error).toBeNull();

    await page.goto('/admin/testimonials/new');
    await main(page).getByLabel('Name').fill(name);
    await main(page).getByLabel('College').fill('IIM Udaipur');
    await main(page).getByLabel('Exam score').fill('CAT 98.7 percentile');
    await main(page).getByLabel('Story').fill('The cut-off tables told me where to apply.');
    await main(page).getByRole('button', { name: 'Choose from media library' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByLabel('Search images').fill(fileName);
    await picker.getByLabel('Search images').press('Enter');
    await picker.getByRole('button', { name: new RegExp(`^Choose ${fileName}`) }).click();
    await expect(picker).toBeHidden();
    await expect(main(page).getByTestId('media-picker-image_url').locator('img')).toHaveAttribute('src', new RegExp(`${path}$`));
    // Hidden, so the home page's carousel (asserted by home.spec) never shows it.
    await main(page).getByLabel('Active (shown on the site)').uncheck();
    await main(page).getByRole('button', { name: 'Create testimonial' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Testimonial created.' })).toBeVisible();

    await page.goto(`/admin/testimonials?q=${tag}`);
    const row = main(page).getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('img', { name })).toHaveAttribute('src', new RegExp(`${path}$`));
    await expect(row).toContainText('Hidden');
  } finally {
    await db.from('testimonials').delete().eq('name', name);
    await db.from('media').delete().eq('storage_path', path);
    await db.storage.from('media').remove([path]);
  }
});
