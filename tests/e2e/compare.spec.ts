import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { anonClient } from './support/db';
import { createTestUser, signInAs } from './support/session';

// Issue 16, compare: three colleges picked from the list travel in the tray to a shareable, server-rendered
// comparison that reads the same for a signed-out visitor, and a member can save it to their profile.

async function topColleges(n: number) {
  const { data, error } = await anonClient()
    .from('colleges')
    .select('slug, name, short_name')
    .eq('is_active', true)
    .order('rating', { ascending: false, nullsFirst: false })
    .order('name', { ascending: true })
    .limit(n);
  if (error || !data) throw new Error(`no colleges: ${error?.message}`);
  return data.map((c) => ({ slug: c.slug, name: c.name as string, label: (c.short_name ?? c.name) as string }));
}

test('compare three colleges from the list and share the URL', async ({ page, browser }) => {
  const colleges = await topColleges(3);
  await page.goto('/colleges');
  const results = page.getByRole('region', { name: 'Results' });
  for (const c of colleges) {
    const add = results.getByRole('button', { name: `Add ${c.label} to compare` });
    await add.click();
    await expect(results.getByRole('button', { name: `Remove ${c.label} from comparison` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  const tray = page.getByRole('complementary', { name: 'Colleges to compare' });
  await expect(tray).toContainText('Compare 3 of 4');

  // The tray follows the visitor to another page.
  await page.goto('/exams');
  await expect(tray).toContainText('Compare 3 of 4');
  await tray.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?c=${colleges.map((c) => c.slug).join(',')}$`));

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Compare ${colleges.map((c) => c.label).join(' vs ')}`);
  const table = page.getByRole('table');
  for (const c of colleges) await expect(table.getByRole('columnheader', { name: new RegExp(c.name) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Total fees/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Average package/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /NIRF rank/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /cut-off/ }).first()).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Differs/ }).first()).toBeVisible();
  await expect(table.getByText('Not published').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The shared URL: the same page for a signed-out visitor in a fresh browser, server-rendered with its own
  // title and share image.
  const url = page.url();
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const shared = await stranger.newPage();
  await shared.goto(url);
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText(await heading.innerText());
  // The comparison table itself: the true-cost table below it has columns of its own.
  await expect(shared.getByRole('region', { name: 'Comparison table' }).getByRole('columnheader')).toHaveCount(3);
  await expect(shared).toHaveTitle(new RegExp(`${colleges[0].label} vs ${colleges[1].label} vs ${colleges[2].label}`));
  const og = await shared.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toContain(`/compare/og?c=${colleges.map((c) => c.slug).join(',')}`);
  const image = await shared.request.get(og!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  await stranger.close();

  // Removing a college from the table leaves a shareable comparison of the other two.
  await page.getByRole('link', { name: `Remove ${colleges[2].name} from the comparison` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?c=${colleges[0].slug},${colleges[1].slug}$`));
});

test('a member saves a comparison and finds it on their profile', async ({ page, context }) => {
  const [a, b] = await topColleges(2);
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto(`/compare?c=${a.slug},${b.slug}`);
  await page.getByRole('button', { name: 'Save comparison' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('link', { name: 'See your saved comparisons' }).click();
  await expect(page.getByTestId('saved-comparisons').getByRole('link', { name: `${a.name} vs ${b.name}` })).toBeVisible();
});

test('a comparison page adds a college by search without JavaScript, and says what it could not find', async ({ browser }) => {
  const [a] = await topColleges(1);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/compare?c=${a.slug},no-such-college`);
  await expect(page.getByRole('status').filter({ hasText: 'Not found: no-such-college' })).toBeVisible();
  await expect(page.getByText(`Add at least one more college to compare with ${a.name}.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'College name' }).fill('XLRI');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: /Add XLRI.* to the comparison/ }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?c=${a.slug},xlri-jamshedpur$`));
  await expect(page.getByRole('region', { name: 'Comparison table' }).getByRole('columnheader')).toHaveCount(2);
  await context.close();
});
