import { expect, test, type Locator } from '@playwright/test';

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

// Runs in the mobile project only. On the narrowest phones the Compare and Save buttons once shared the name's
// line and covered its words.
test('at 360 px a college name is whole and no action button covers it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/colleges/iim-ahmedabad');
  const name = page.getByRole('heading', { level: 1, name: 'Indian Institute of Management Ahmedabad' });
  await expect(name).toBeVisible();
  expect(await name.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  for (const action of [
    page.getByRole('button', { name: /compare/i }).first(),
    page.getByRole('button', { name: /save/i }).first(),
  ]) {
    await expect(action).toBeVisible();
    expect(overlaps(await box(name), await box(action))).toBe(false);
  }
});
