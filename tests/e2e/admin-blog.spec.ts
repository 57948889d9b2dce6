import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { dateToIstInput } from '@/lib/time/ist';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Blog posts from the back-office as an editor: a post written with the live preview and a cover from the media
 * library, published and then seen on /blog, the home page and its own page; a post scheduled for later that the
 * public does not see. Every post here is the test's own (a random word in its title) and is deleted at the end,
 * because other specs expect the seeded posts to be the home page's latest.
 */

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

let editor: TestUser;
const word = `e2e${randomUUID().slice(0, 8)}`;
const fileName = `blog-cover-${word}.png`;
let coverUrl = '';

test.beforeAll(async () => {
  editor = await createTestUser({ role: 'editor', isAdmin: true });
  // The cover image: a file in the media bucket and its media library row, as an upload on /admin/media makes.
  const path = `e2e/${fileName}`;
  const db = service();
  const uploaded = await db.storage.from('media').upload(path, PNG, { contentType: 'image/png' });
  if (uploaded.error) throw new Error(`upload failed: ${uploaded.error.message}`);
  const row = {
    bucket: 'media',
    storage_path: path,
    file_name: fileName,
    mime_type: 'image/png',
    size_bytes: PNG.length,
    width: 1,
    height: 1,
  };
  const inserted = await db.from('media').insert({ ...row, alt_text: `Cover for ${word}` });
  if (inserted.error) throw new Error(`media row failed: ${inserted.error.message}`);
  coverUrl = db.storage.from('media').getPublicUrl(path).data.publicUrl;
});

test.afterAll(async () => {
  // Whatever a failed run left behind; the happy path deletes its posts through the back-office.
  await service().from('blog_posts').delete().like('title', `%${word}%`);
});

test.beforeEach(async ({ context }) => signInAs(context, editor));

async function fillPost(page: Page, title: string) {
  await page.goto('/admin/blogs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill(`An excerpt about ${word}.`);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Admissions');
  await page.getByRole('textbox', { name: 'Tags', exact: true }).fill('CAT, Interviews');
}

test('an editor writes a post with a preview and a cover from the media library, publishes it, and it is live', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Cover story ${word}`;
  await fillPost(page, title);

  // The preview renders as the post page does: markdown formatted, raw HTML and scripts dropped.
  await page
    .getByLabel(/^Content \(markdown\)/)
    .fill(
      `## Why ${word} matters\n\nA **bold claim** and a [link](/colleges).\n\n- one\n- two\n\n<script>window.hacked = 1</script>`,
    );
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { level: 2, name: `Why ${word} matters` })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('bold claim');
  await expect(preview.getByRole('link', { name: 'link' })).toHaveAttribute('href', '/colleges');
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview).not.toContainText('window.hacked');

  await page.getByRole('button', { name: 'Choose from media library' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill(fileName);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('button', { name: new RegExp(`^Choose ${fileName}`) }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('media-picker-cover_image_url').getByRole('img')).toHaveAttribute('src', coverUrl);

  await expect(page.getByRole('radio', { name: /^Publish now/ })).toBeChecked();
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Post published.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const editUrl = page.url();

  // On /blog with its cover in a sized box, and on its own page with the rendered body.
  await page.goto(`/blog?q=${word}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  const cover = card.getByRole('img', { name: `Cover image: ${title}` });
  await expect(cover).toHaveAttribute('src', coverUrl);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect((await cover.boundingBox())?.height).toBeGreaterThan(50);

  // The newest post leads the home page's latest articles, with its cover.
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest articles' }).getByRole('article').first();
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(latest.getByRole('img', { name: `Cover image: ${title}` })).toHaveAttribute('src', coverUrl);

  await page.goto(`/blog?q=${word}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/cover-story-${word}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Why ${word} matters` })).toBeVisible();

  // Deleting it (behind a confirmation naming it) takes it off the site again.
  await page.goto(editUrl.replace(/\?created=1$/, ''));
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText(`Delete “${title}”?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\?deleted=/);
  await expect(page.getByRole('status').filter({ hasText: `Deleted “${title}”.` })).toBeVisible();
  await page.goto(`/blog?q=${word}`);
  await expect(page.getByText(`No article mentions “${word}”.`)).toBeVisible();
});

test('a post scheduled for the future is listed as scheduled and stays off /blog', async ({ page }) => {
  const title = `Scheduled story ${word}`;
  await fillPost(page, title);
  await page.getByLabel(/^Content \(markdown\)/).fill(`Goes live later: ${word}.`);
  await page.getByRole('radio', { name: /^Schedule/ }).check();

  // A moment in the past is refused, and what was typed stays.
  await page.getByLabel(/^Publish on \(IST\)/).fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByText('The publish time must be in the future.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByLabel(/^Content \(markdown\)/)).toHaveValue(`Goes live later: ${word}.`);

  const at = new Date(Date.now() + 2 * 86_400_000);
  await page.getByLabel(/^Publish on \(IST\)/).fill(dateToIstInput(at));
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole('status').filter({ hasText: /^Post scheduled for .+ IST\.$/ })).toBeVisible();

  await page.goto(`/admin/blogs?status=scheduled&q=${word}`);
  const row = page.getByRole('table', { name: 'Blog posts' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(/Scheduled for \d+ \w+ \d{4}, \d+:\d{2} [ap]m IST/);

  await page.goto(`/blog?q=${word}`);
  await expect(page.getByText(`No article mentions “${word}”.`)).toBeVisible();
  const direct = await page.goto(`/blog/scheduled-story-${word}`);
  expect(direct?.status()).toBe(404);
});
