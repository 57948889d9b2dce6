import 'server-only';
import { revalidateTag, updateTag } from 'next/cache';
import type { CacheTag } from '@/lib/cache/tags';
import { markPublished } from '@/lib/page-cache/store';

/**
 * Makes a back-office change live: expires the cached public reads under each tag, so the next request of any
 * page that shows the data (the sitemap included) reads it fresh, and the editor's own next view waits for the
 * fresh data instead of seeing the stale page once (updateTag, not revalidateTag). Next allows it only inside a
 * server action, so the 'use server' files call it after a change succeeded; the pure action factories stay
 * runnable in integration tests.
 */
export function publishContent(...tags: CacheTag[]): void {
  for (const tag of new Set(tags)) updateTag(tag);
  // Signed-out visitors' cached pages (lib/page-cache) are rendered again from the fresh data.
  markPublished();
}

/**
 * The same from a route handler (the worker's signal that scheduled posts went live, /api/jobs/content-published),
 * where Next allows no updateTag: each tag expires at once ({ expire: 0 }), so the next request reads fresh data.
 */
export function publishContentFromRoute(...tags: CacheTag[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  markPublished();
}
