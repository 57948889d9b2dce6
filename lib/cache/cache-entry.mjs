// @ts-check
/*
 * The pure half of the shared cache handler (redis-handler.mjs): how an entry is written to and read back from
 * Redis, and whether tag revalidations have made it stale or expired. Plain JavaScript because Next.js imports
 * the handler with Node's own import(), outside the TypeScript build (Node 20 cannot load a .ts file).
 */

/** How long an entry stays in Redis at most, in seconds: long enough to serve stale while revalidating. */
export const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The header in which Next.js lists a cached page's or route's tags (its fetch tags and its path tags). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {{ revalidate: number | false, expire: number | undefined }} CacheControl
 * @typedef {{ kind: string } & Record<string, unknown>} CacheValue
 *   A value as Next.js hands it to set(): FETCH (a response's body and headers), APP_PAGE (html, RSC payload as
 *   a Buffer, segments as a Map of Buffers), APP_ROUTE (body as a Buffer), PAGES or REDIRECT.
 * @typedef {{ lastModified: number, value: CacheValue, tags: string[], cacheControl?: CacheControl }} StoredEntry
 * @typedef {{ expired: (number | null)[], stale: (number | null)[] }} TagTimes
 *   Per tag, in the order asked for: when revalidateTag last expired it, and when it last marked it stale
 *   (milliseconds since the epoch), null for never.
 * @typedef {'fresh' | 'stale' | 'expired'} Freshness
 */

/**
 * JSON that keeps Buffers and Maps (a page's RSC payload and segments), which plain JSON would turn into
 * number arrays and empty objects.
 * @param {StoredEntry} entry
 * @returns {string}
 */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replacer(key, value) {
    const original = /** @type {Record<string, unknown>} */ (this)[key];
    if (original instanceof Uint8Array) {
      return { $binary: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64') };
    }
    if (original instanceof Map) return { $map: [...original] };
    return value;
  });
}

/**
 * The entry encodeEntry wrote, or null for anything else (another program's key, a format from an older
 * release): a miss, never a crash.
 * @param {string} text
 * @returns {StoredEntry | null}
 */
export function decodeEntry(text) {
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(text, (_key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (typeof value.$binary === 'string') return Buffer.from(value.$binary, 'base64');
        if (Array.isArray(value.$map)) return new Map(value.$map);
      }
      return value;
    });
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const entry = /** @type {Partial<StoredEntry>} */ (parsed);
  if (typeof entry.lastModified !== 'number' || !Array.isArray(entry.tags)) return null;
  if (!entry.value || typeof entry.value !== 'object' || typeof entry.value.kind !== 'string') return null;
  return /** @type {StoredEntry} */ (entry);
}

/**
 * The tags of a cached page or route, from the header Next.js stores them in; a fetch's tags are given to get()
 * and set() instead.
 * @param {CacheValue} value
 * @returns {string[]}
 */
export function responseTags(value) {
  const headers = value.headers;
  if (!headers || typeof headers !== 'object') return [];
  const header = /** @type {Record<string, unknown>} */ (headers)[CACHE_TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

/**
 * Next.js's own tag rules (its in-process tags manifest), applied to timestamps every server shares: an entry
 * written before a tag's expiry, once that time has come, is expired (never served: the next request reads
 * fresh data, as after updateTag); an entry written before a tag was marked stale is served once more while it
 * is refreshed in the background (as after revalidateTag(tag, 'max')).
 * @param {number} lastModified
 * @param {TagTimes} times
 * @param {number} now
 * @returns {Freshness}
 */
export function freshness(lastModified, times, now) {
  if (times.expired.some((at) => at !== null && at <= now && at > lastModified)) return 'expired';
  if (times.stale.some((at) => at !== null && at > lastModified)) return 'stale';
  return 'fresh';
}

/**
 * A stale entry as Next.js recognises one: its lastModified moved back past its revalidate period, so Next.js
 * serves it and refreshes it in the background. Null when the entry has no period to move past (it would
 * never turn stale): it must then be read afresh.
 * @param {StoredEntry} entry
 * @param {number | false | undefined} revalidateSeconds
 * @param {number} now
 * @returns {StoredEntry | null}
 */
export function asStale(entry, revalidateSeconds, now) {
  if (typeof revalidateSeconds !== 'number' || !(revalidateSeconds > 0) || !Number.isFinite(revalidateSeconds)) {
    return null;
  }
  return { ...entry, lastModified: Math.min(entry.lastModified, now - revalidateSeconds * 1000 - 1) };
}
