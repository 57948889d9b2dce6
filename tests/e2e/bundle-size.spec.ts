import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { PUBLIC_PAGES } from './support/public-pages';

/** Issue 4: the first-load JavaScript of every public page is at most 130 kB gzipped. */
const BUDGET_BYTES = 130_000;

async function gzippedSize(response: Response): Promise<number> {
  if (response.headers()['content-encoding'] === 'gzip') return (await response.request().sizes()).responseBodySize;
  return gzipSync(await response.body()).length;
}

for (const path of PUBLIC_PAGES) {
  test(`first-load JavaScript of ${path} fits the budget`, async ({ page }) => {
    const scripts: Response[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response);
    };
    // Only what loads with the page counts; prefetches and chunks loaded on interaction come later.
    page.on('response', collect);
    await page.goto(path, { waitUntil: 'load' });
    page.off('response', collect);

    const sizes = await Promise.all(scripts.map(gzippedSize));
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`${path}: ${(total / 1000).toFixed(1)} kB gzipped JavaScript in ${scripts.length} files`);
    expect(total, `${path} first-load JavaScript in bytes`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
