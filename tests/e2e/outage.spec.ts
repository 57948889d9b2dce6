import { expect, test } from '@playwright/test';
import { SAMPLE_NOTICE } from '@/lib/samples/notice';
import { SAMPLE_VIDEOS } from '@/lib/samples/videos';
import { controlStack } from './support/stack';

/*
 * Runs in its own Playwright project after every other one (playwright.config.ts), because taking the
 * database away would fail any test running at the same time.
 */

test('with the database down, the video library shows the six samples and the notice', async ({ page }) => {
  // Next.js caches each distinct query, and a cached answer would still be served during the outage. A
  // category nobody has asked for yet makes the page query the (unreachable) database; the samples are then
  // shown whatever the filters, as spec §4 asks. A failed fetch is never cached.
  const path = `/videos?category=${encodeURIComponent(`Outage check ${Date.now()}`)}`;
  const rpcCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/rest/v1/rpc/')) rpcCalls.push(req.url());
  });
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));

  await controlStack('suspend');
  try {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: SAMPLE_NOTICE })).toBeVisible();
    const plays = page.getByRole('button', { name: /^Play video: / });
    await expect(plays).toHaveCount(6);
    for (const video of SAMPLE_VIDEOS)
      await expect(page.getByRole('button', { name: `Play video: ${video.title}` })).toBeVisible();
    await expect(page.getByText('₹299')).toHaveCount(SAMPLE_VIDEOS.filter((v) => v.price === 299).length);
    await expect(page.getByText('₹499')).toHaveCount(SAMPLE_VIDEOS.filter((v) => v.price === 499).length);

    // Playing a sample opens the player but sends no view to the server.
    await plays.first().click();
    await expect(page.getByRole('dialog', { name: SAMPLE_VIDEOS[0].title })).toBeVisible();
    await page.waitForTimeout(500);
    expect(rpcCalls).toEqual([]);
  } finally {
    await controlStack('resume');
  }

  // Back up: a new query reads the database again.
  await page.goto(`/videos?category=${encodeURIComponent(`After outage ${Date.now()}`)}`);
  await expect(page.getByText('No videos match these filters.')).toBeVisible();
  await expect(page.getByText(SAMPLE_NOTICE)).toHaveCount(0);
});
