// @ts-check
/*
 * Next.js's incremental cache in Redis, so that any number of servers share one data cache and one record of
 * tag revalidations (docs/deployment.md). next.config.ts names this file as `cacheHandler` only when REDIS_URL
 * is set; without it a single server keeps Next.js's own file cache.
 *
 * What is shared: the fetch cache (lib/supabase/public.ts caches every public read under its tags) and any
 * page or route response Next.js caches. When publishContent calls updateTag on one server, the tag's expiry
 * time goes to Redis and every server compares each entry with it on read, so none serves what was cached
 * before the change. Next.js's in-process tags manifest cannot do that: it only knows this process's calls.
 *
 * Redis is a cache, never a dependency: while it cannot be reached every read is a miss (the page reads the
 * database), writes are dropped, one line is logged, and tag revalidations are sent again on reconnection.
 *
 * Plain JavaScript: Next.js loads it with Node's import() at run time, outside its TypeScript build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { asStale, decodeEntry, encodeEntry, ENTRY_TTL_SECONDS, freshness, responseTags } from './cache-entry.mjs';

/**
 * @typedef {import('./cache-entry.mjs').StoredEntry} StoredEntry
 * @typedef {import('./cache-entry.mjs').CacheValue} CacheValue
 * @typedef {import('./cache-entry.mjs').CacheControl} CacheControl
 * @typedef {import('./cache-entry.mjs').TagTimes} TagTimes
 * @typedef {{ expire?: number }} TagDurations
 *   revalidateTag(tag, profile) passes the profile's expire (seconds); updateTag passes nothing: expire now.
 * @typedef {{ kind: string, revalidate?: number | false, tags?: string[], softTags?: string[] }} GetContext
 * @typedef {{ fetchCache?: boolean, tags?: string[], cacheControl?: CacheControl }} SetContext
 * @typedef {{
 *   url: string,
 *   keyPrefix?: string,
 *   commandTimeoutMs?: number,
 *   log?: (message: string) => void,
 * }} RedisCacheOptions
 */

/** Unsent tag revalidations kept for the reconnection; beyond this many, Redis has been away too long to care. */
const MAX_UNSENT = 1000;

/** One connection to Redis and the cache's keys in it; every request's handler of a server process shares it. */
export class RedisCache {
  #client;
  #prefix;
  #log;
  #healthy = true;
  /** @type {{ tags: string[], durations: TagDurations | undefined, at: number }[]} */
  #unsent = [];
  /** @type {Promise<void>} */
  #firstConnection;

  /** @param {RedisCacheOptions} options */
  constructor({ url, keyPrefix = 'mba-disha:', commandTimeoutMs = 500, log = (message) => console.warn(message) }) {
    if (!url) throw new Error('The shared cache needs REDIS_URL (see docs/deployment.md).');
    this.#prefix = keyPrefix;
    this.#log = log;
    this.#client = new Redis(url, {
      // While disconnected a command fails at once (a miss), rather than queueing and holding up the request.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A Redis that accepts connections but does not answer costs a request at most this much.
      commandTimeout: commandTimeoutMs,
      connectTimeout: 2000,
      // Keep trying to reconnect for as long as the server runs.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.#client.on('error', (error) => this.#failed(error));
    this.#client.on('ready', () => this.#recovered());
    // The first requests after start wait for the first connection attempt instead of missing while it runs.
    this.#firstConnection = new Promise((resolve) => {
      const done = () => resolve();
      this.#client.once('ready', done);
      this.#client.once('error', done);
      setTimeout(done, 2000).unref();
    });
  }

  /**
   * @param {string} key
   * @returns {Promise<StoredEntry | null>}
   */
  async read(key) {
    const text = await this.#run((client) => client.get(this.#prefix + key));
    return text ? decodeEntry(text) : null;
  }

  /**
   * @param {string} key
   * @param {StoredEntry} entry
   */
  async write(key, entry) {
    await this.#run((client) => client.set(this.#prefix + key, encodeEntry(entry), 'EX', ENTRY_TTL_SECONDS));
  }

  /**
   * When each tag was last expired and marked stale; null when Redis could not say.
   * @param {string[]} tags
   * @returns {Promise<TagTimes | null>}
   */
  async tagTimes(tags) {
    if (tags.length === 0) return { expired: [], stale: [] };
    const replies = await this.#run((client) =>
      client
        .pipeline()
        .hmget(this.#tagsKey('expired'), ...tags)
        .hmget(this.#tagsKey('stale'), ...tags)
        .exec(),
    );
    if (!replies) return null;
    /** @type {(number | null)[][]} */
    const times = [];
    for (const [error, reply] of replies) {
      if (error || !Array.isArray(reply)) return this.#failed(error ?? new Error('unexpected HMGET reply'));
      times.push(reply.map((value) => (typeof value === 'string' && value !== '' ? Number(value) : null)));
    }
    return { expired: times[0] ?? [], stale: times[1] ?? [] };
  }

  /**
   * Next.js's revalidateTag semantics, kept in Redis: without durations (updateTag) the tags expire now; with
   * them (revalidateTag(tag, profile)) they are stale now and expire after the profile's expire.
   * @param {string[]} tags
   * @param {TagDurations | undefined} durations
   * @param {number} [at]
   */
  async expireTags(tags, durations, at = Date.now()) {
    if (tags.length === 0) return;
    /** @param {number} time */
    const fields = (time) => Object.fromEntries(tags.map((tag) => [tag, String(time)]));
    const sent = await this.#run((client) => {
      const transaction = client.multi();
      if (durations) {
        transaction.hset(this.#tagsKey('stale'), fields(at));
        if (durations.expire !== undefined) transaction.hset(this.#tagsKey('expired'), fields(at + durations.expire * 1000));
      } else {
        transaction.hset(this.#tagsKey('expired'), fields(at));
      }
      return transaction.exec();
    });
    if (!sent && this.#unsent.length < MAX_UNSENT) this.#unsent.push({ tags, durations, at });
  }

  /** Closes the connection at once (tests; a server process simply exits). */
  close() {
    this.#client.disconnect();
  }

  /** @param {'expired' | 'stale'} kind */
  #tagsKey(kind) {
    return `${this.#prefix}tags:${kind}`;
  }

  /**
   * Runs a command; on any failure logs (once per outage) and resolves undefined.
   * @template T
   * @param {(client: Redis) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async #run(command) {
    await this.#firstConnection;
    try {
      const result = await command(this.#client);
      if (!this.#healthy) this.#recovered();
      return result;
    } catch (error) {
      this.#failed(error);
      return undefined;
    }
  }

  /**
   * @param {unknown} error
   * @returns {null}
   */
  #failed(error) {
    if (this.#healthy) {
      this.#healthy = false;
      const reason = error instanceof Error ? error.message : String(error);
      this.#log(`[cache] Redis cannot be reached (${reason}): pages read the database until it is back.`);
    }
    return null;
  }

  #recovered() {
    if (this.#healthy) return;
    this.#healthy = true;
    this.#log('[cache] Redis is reachable again.');
    const unsent = this.#unsent.splice(0);
    for (const { tags, durations, at } of unsent) void this.expireTags(tags, durations, at);
  }
}

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * The build a server runs, so that cached pages (whose HTML names the build's script files) are never served by
 * a server running another build. Cached fetches are plain data and shared across builds.
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'none';
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'none';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/**
 * A Next.js cache handler class over the RedisCache that `cacheOf` returns. Next.js makes one instance per
 * request, so the connection lives outside the instances.
 * @param {() => RedisCache} cacheOf
 */
export function cacheHandlerFor(cacheOf) {
  return class RedisCacheHandler {
    #cache;
    #pageScope;

    /** @param {{ serverDistDir?: string }} context */
    constructor(context) {
      this.#cache = cacheOf();
      this.#pageScope = `page:${buildIdOf(context.serverDistDir)}:`;
    }

    /**
     * @param {string} key
     * @param {GetContext} context
     * @returns {Promise<StoredEntry | null>}
     */
    async get(key, context) {
      const isFetch = context.kind === 'FETCH';
      const entry = await this.#cache.read(isFetch ? `fetch:${key}` : this.#pageScope + key);
      if (!entry) return null;
      const tags = isFetch ? [...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])] : responseTags(entry.value);
      const times = await this.#cache.tagTimes([...new Set(tags)]);
      if (!times) return null;
      const now = Date.now();
      const state = freshness(entry.lastModified, times, now);
      if (state === 'fresh') return entry;
      if (state === 'expired') return null;
      // The period Next.js itself judges staleness by: the fetch's own, else the stored one.
      const stored = entry.value.revalidate;
      const revalidate = isFetch
        ? context.revalidate || (typeof stored === 'number' ? stored : undefined)
        : entry.cacheControl?.revalidate;
      return asStale(entry, revalidate, now);
    }

    /**
     * @param {string} key
     * @param {CacheValue | null} data
     * @param {SetContext} context
     */
    async set(key, data, context) {
      // Next.js's file cache keeps no empty entries on disk either; a later get simply misses.
      if (!data) return;
      const isFetch = data.kind === 'FETCH';
      await this.#cache.write(isFetch ? `fetch:${key}` : this.#pageScope + key, {
        lastModified: Date.now(),
        value: data,
        tags: isFetch ? (context.tags ?? []) : [],
        ...(isFetch || !context.cacheControl ? {} : { cacheControl: context.cacheControl }),
      });
    }

    /**
     * @param {string | string[]} tags
     * @param {TagDurations} [durations]
     */
    async revalidateTag(tags, durations) {
      await this.#cache.expireTags(typeof tags === 'string' ? [tags] : tags, durations);
    }

    /** Nothing is kept per request: every read asks Redis. */
    resetRequestCache() {}
  };
}

/** @type {RedisCache | undefined} */
let processCache;

export default cacheHandlerFor(
  () =>
    (processCache ??= new RedisCache({
      url: process.env.REDIS_URL ?? '',
      keyPrefix: process.env.REDIS_KEY_PREFIX || undefined,
    })),
);
