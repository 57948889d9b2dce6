import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { createTestUser, signInAs } from './support/session';

// The media library as an editor (upload with progress, thumbnail, copy URL, alt text, delete warned of a page
// still using the file) and a member's profile photo shown in the header. Every row here is this test's own.

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
const header = (page: Page) => page.getByRole('banner');

/** Holds each upload for a moment, so the progress bar can be seen before the file arrives. */
async function slowUploads(page: Page) {
  await page.route(/\/storage\/v1\/object\/(media|avatars)\//, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

test('an editor uploads an image, copies its URL, sets its alt text and deletes it with the in-use warning', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(context, await createTestUser({ role: 'editor', isAdmin: true }));
  const name = `e2e-${randomUUID().slice(0, 8)}.png`;
  const college = `E2E Media College ${randomUUID().slice(0, 8)}`;
  const slug = college.toLowerCase().replace(/\s+/g, '-');

  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();

  // Checked before anything is sent.
  await page.getByLabel('Image file').setInputFiles(textFile);
  await expect(page.getByText('Choose a JPEG, PNG, WebP, GIF or AVIF image.')).toBeVisible();

  await slowUploads(page);
  await page.getByLabel('Image file').setInputFiles(png(name));
  await expect(page.getByText('Choose a JPEG, PNG, WebP, GIF or AVIF image.')).toHaveCount(0);
  await page.getByLabel('Alt text').fill('A single test pixel');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Uploaded ${name}.` })).toBeVisible();

  const card = page.getByTestId('media-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const thumbnail = card.getByRole('img', { name: 'A single test pixel' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await card.getByRole('button', { name: `Copy URL of ${name}` }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`^${E2E_SUPABASE_URL}/storage/v1/object/public/media/library/\\d{4}/\\d{2}/[a-z0-9]+-e2e-`));
  expect((await page.request.get(url)).status()).toBe(200);

  // Search finds it by its alt text.
  const search = page.getByRole('search', { name: 'Search media' });
  await search.getByRole('searchbox').fill('single test pixel');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=single\+test\+pixel/);
  await expect(page.getByTestId('media-card').filter({ hasText: name })).toHaveCount(1);

  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No page uses this file.')).toBeVisible();
  await page.getByLabel('Alt text').fill('The one-pixel test image');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved the details of ${name}.` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The one-pixel test image' })).toBeVisible();

  // An inactive college of this test's own (public pages never list it) uses the file as its logo.
  const inserted = await service()
    .from('colleges')
    .insert({ slug, name: college, location: 'Pune, Maharashtra', logo_url: url, is_active: false })
    .select('id')
    .single();
  expect(inserted.error).toBeNull();
  try {
    await page.reload();
    await expect(page.getByRole('list', { name: 'Pages using this file' }).getByRole('link')).toHaveText(
      `College “${college}” (logo)`,
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(confirm).toContainText(`Still used on 1 page: College “${college}” (logo).`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/media\?deleted=/);
    await expect(page.getByRole('status').filter({ hasText: `Deleted ${name}.` })).toBeVisible();
    await expect(page.getByTestId('media-card').filter({ hasText: name })).toHaveCount(0);
    await expect.poll(async () => (await page.request.get(url)).status()).not.toBe(200);
  } finally {
    await service()
      .from('colleges')
      .delete()
      .eq('id', inserted.data?.id ?? '');
  }
});

test('a member uploads a profile photo, sees it in the header, and removes it', async ({ page, context }) => {
  const member = await createTestUser();
  await signInAs(context, member);
  await page.goto('/profile');
  const avatar = header(page).getByTestId('account-avatar');
  await expect(avatar).toBeVisible();
  await expect(avatar.getByTestId('account-photo')).toHaveCount(0);

  await page.getByLabel('Upload photo').setInputFiles(textFile);
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPEG, PNG, WebP or GIF image.' })).toBeVisible();

  await slowUploads(page);
  await page.getByLabel('Upload photo').setInputFiles(png('me.png'));
  await expect(page.getByRole('progressbar', { name: 'Photo upload progress' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Photo updated.' })).toBeVisible();

  const photo = avatar.getByTestId('account-photo');
  await expect(photo).toHaveAttribute(
    'src',
    new RegExp(`^${E2E_SUPABASE_URL}/storage/v1/object/public/avatars/${member.id}/avatar-[a-z0-9]+\\.png$`),
  );
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // It stays after a reload: the profile holds it.
  await page.reload();
  await expect(avatar.getByTestId('account-photo')).toBeVisible();

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo removed.' })).toBeVisible();
  await expect(avatar.getByTestId('account-photo')).toHaveCount(0);
  await expect(avatar).toHaveText(/^[A-Z]$/);
});
