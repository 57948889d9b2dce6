import { RedisCache } from '@/lib/cache/redis-handler.mjs';
import { TAGS } from '@/lib/cache/tags';
import { localPublishedAt } from './store';

/*
 * When content was last published, as the page cache must know it. One server: the moment publishContent ran in
 * this process. Many servers (REDIS_URL, docs/deployment.md): also the tag revalidations every server records in
 * Redis through the shared cache handler, so a change published through one server is never hidden by another
 * server's cached page.
 */

const ALL_TAGS: string[] = Object.values(TAGS);
const KEY = Symbol.for('mba-disha.page-cache.redis');

function redis(): RedisCache | null {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const holder = globalThis as typeof globalThis & { [KEY]?: RedisCache };
  holder[KEY] ??= new RedisCache({ url, keyPrefix: process.env.REDIS_KEY_PREFIX || undefined, commandTimeoutMs: 200 });
  return holder[KEY];
}

/** The last publication any server made known; null when Redis is configured but cannot say (then nothing is served from the cache). */
export async function lastPublishedAt(now: number = Date.now()): Promise<number | null> {
  const local = localPublishedAt();
  const shared = redis();
  if (!shared) return local;
  const times = await shared.tagTimes(ALL_TAGS);
  if (!times) return null;
  // A tag marked stale counts from then; an expiry set in the future (revalidateTag with a profile) not before it.
  const marks = [...times.stale, ...times.expired.filter((time) => time !== null && time <= now)];
  return Math.max(local, ...marks.map((time) => time ?? 0));
}
