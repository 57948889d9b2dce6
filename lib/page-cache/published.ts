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

type TagTimes = Pick<RedisCache, 'tagTimes'>;

/**
 * The last publication any server made known, as a function to call per page view. Page views that arrive while
 * a Redis lookup is on its way share it instead of each sending their own: under load a server answers most cached
 * page views with one lookup in flight, and a lookup is a round trip to Redis that costs both processes more than
 * the rest of a cached answer. A view never waits on a lookup sent before the last one finished, so what it sees
 * is at most that round trip old. Null when Redis is configured but cannot say (then nothing is served from the
 * cache).
 */
export function publishedClock(shared: TagTimes | null, local: () => number): () => Promise<number | null> {
  if (!shared) return async () => local();
  let pending: Promise<number | null> | null = null;
  const lookUp = async (): Promise<number | null> => {
    const times = await shared.tagTimes(ALL_TAGS);
    if (!times) return null;
    const now = Date.now();
    // A tag marked stale counts from then; an expiry set in the future (revalidateTag with a profile) not before it.
    const marks = [...times.stale, ...times.expired.filter((time) => time !== null && time <= now)];
    return Math.max(0, ...marks.map((time) => time ?? 0));
  };
  return async () => {
    pending ??= lookUp().finally(() => {
      pending = null;
    });
    const marks = await pending;
    // This process's own publications count as soon as they happen, even during a lookup sent before them.
    return marks === null ? null : Math.max(local(), marks);
  };
}

let clock: (() => Promise<number | null>) | null = null;

/** The last publication any server made known (publishedClock, with this process's Redis and store). */
export function lastPublishedAt(): Promise<number | null> {
  clock ??= publishedClock(redis(), localPublishedAt);
  return clock();
}
