import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheHandlerFor, RedisCache } from '@/lib/cache/redis-handler.mjs';
import { freePort } from '../../scripts/free-port';
import { startRedisServer, type RedisServer } from '../../scripts/redis-server';

/*
 * The shared cache handler against a real redis-server. Two handler classes, each over its own connection, stand
 * for two Next.js servers: what one revalidates, the other no longer serves. With Redis gone, every call is a
 * quiet miss.
 */

let redis: RedisServer;
const caches: RedisCache[] = [];
let run = 0;

/** A server's handler: its own connection, its own key prefix per test so tests never see each other's keys. */
function server(prefix: string, options: { url?: string; serverDistDir?: string; log?: (m: string) => void } = {}) {
  const cache = new RedisCache({ url: options.url ?? redis.url, keyPrefix: prefix, log: options.log ?? (() => {}) });
  caches.push(cache);
  const Handler = cacheHandlerFor(() => cache);
  return { cache, handler: new Handler({ serverDistDir: options.serverDistDir }) };
}

const prefix = () => `test-${process.pid}-${run++}:`;

function fetchValue(body: string, tags: string[]) {
  return {
    kind: 'FETCH',
    data: { headers: { 'content-type': 'application/json' }, body, url: 'http://db/x', status: 200 },
    tags,
    revalidate: 3600,
  };
}

const FETCH_GET = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: ['_N_T_/layout'], revalidate: 3600 });

/** A .next/server directory of a build with this id. */
function buildDir(id: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'next-build-'));
  writeFileSync(path.join(root, 'BUILD_ID'), id);
  mkdirSync(path.join(root, 'server'));
  return path.join(root, 'server');
}

beforeAll(async () => {
  redis = await startRedisServer();
});

afterEach(() => {
  for (const cache of caches.splice(0)) cache.close();
});

afterAll(async () => {
  await redis?.stop();
});

describe('one server', () => {
  it('gets back the fetch entry it set, with its tags and the time it was written', async () => {
    const { handler } = server(prefix());
    const before = Date.now();
    await handler.set('k1', fetchValue('[{"id":1}]', ['colleges']), { fetchCache: true, tags: ['colleges'] });
    const entry = await handler.get('k1', FETCH_GET(['colleges']));
    expect(entry?.value).toEqual(fetchValue('[{"id":1}]', ['colleges']));
    expect(entry?.tags).toEqual(['colleges']);
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before);
    expect(await handler.get('unknown', FETCH_GET(['colleges']))).toBeNull();
  });

  it('keeps a page entry whole: its HTML, RSC payload and segments as Buffers, and its cache control', async () => {
    const { handler } = server(prefix());
    const page = {
      kind: 'APP_PAGE',
      html: '<html>₹12,00,000</html>',
      rscData: Buffer.from([0, 255, 10, 13]),
      headers: { 'x-next-cache-tags': 'colleges,_N_T_/colleges' },
      postponed: undefined,
      status: 200,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    };
    await handler.set('/colleges', page, { cacheControl: { revalidate: 3600, expire: undefined } });
    const entry = await handler.get('/colleges', { kind: 'APP_PAGE' });
    expect(entry?.value.html).toBe(page.html);
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true);
    expect(entry?.value.rscData).toEqual(page.rscData);
    expect(entry?.value.segmentData).toEqual(page.segmentData);
    expect(entry?.cacheControl).toEqual({ revalidate: 3600 });
  });

  it('keeps pages of one build from a server running another; fetched data is shared', async () => {
    const keyPrefix = prefix();
    const oldBuild = server(keyPrefix, { serverDistDir: buildDir('build-1') }).handler;
    const newBuild = server(keyPrefix, { serverDistDir: buildDir('build-2') }).handler;
    await oldBuild.set('/', { kind: 'APP_PAGE', html: 'old', headers: {} }, {});
    await oldBuild.set('k', fetchValue('[]', []), { fetchCache: true, tags: [] });
    expect(await newBuild.get('/', { kind: 'APP_PAGE' })).toBeNull();
    expect(await newBuild.get('k', FETCH_GET([]))).not.toBeNull();
  });
});

describe('two servers on one Redis', () => {
  it('after updateTag on one, the other misses what was cached before and keeps what is cached after', async () => {
    const keyPrefix = prefix();
    const a = server(keyPrefix).handler;
    const b = server(keyPrefix).handler;
    await b.set('colleges-list', fetchValue('["old"]', ['colleges']), { fetchCache: true, tags: ['colleges'] });
    await b.set('exams-list', fetchValue('["cat"]', ['exams']), { fetchCache: true, tags: ['exams'] });
    expect(await a.get('colleges-list', FETCH_GET(['colleges']))).not.toBeNull();

    await a.revalidateTag('colleges');
    expect(await b.get('colleges-list', FETCH_GET(['colleges']))).toBeNull();
    expect((await b.get('exams-list', FETCH_GET(['exams'])))?.value.data).toMatchObject({ body: '["cat"]' });

    // Written after the change (the same millisecond would count as before it).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.set('colleges-list', fetchValue('["new"]', ['colleges']), { fetchCache: true, tags: ['colleges'] });
    expect((await a.get('colleges-list', FETCH_GET(['colleges'])))?.value.data).toMatchObject({ body: '["new"]' });
  });

  it('a page whose tags were expired is a miss on the other server too', async () => {
    const keyPrefix = prefix();
    const a = server(keyPrefix).handler;
    const b = server(keyPrefix).handler;
    const page = { kind: 'APP_PAGE', html: 'x', headers: { 'x-next-cache-tags': '_N_T_/layout,colleges' } };
    await b.set('/colleges/iim', page, { cacheControl: { revalidate: 3600, expire: undefined } });
    await a.revalidateTag(['colleges', 'blog-posts']);
    expect(await b.get('/colleges/iim', { kind: 'APP_PAGE' })).toBeNull();
  });

  it("revalidateTag(tag, 'max') on one leaves the other serving the entry once, as stale", async () => {
    const keyPrefix = prefix();
    const a = server(keyPrefix).handler;
    const b = server(keyPrefix).handler;
    await b.set('colleges-list', fetchValue('["old"]', ['colleges']), { fetchCache: true, tags: ['colleges'] });
    await a.revalidateTag('colleges', { expire: 365 * 24 * 3600 });
    const entry = await b.get('colleges-list', FETCH_GET(['colleges']));
    expect(entry?.value.data).toMatchObject({ body: '["old"]' });
    // Older than its revalidate period: Next.js serves it and refetches in the background.
    expect(Date.now() - (entry?.lastModified ?? Date.now())).toBeGreaterThan(3600 * 1000);
  });
});

describe('Redis unavailable', () => {
  it('never reached: every call resolves as a miss, and one line is logged', async () => {
    const log = vi.fn();
    const { handler } = server(prefix(), { url: `redis://127.0.0.1:${await freePort()}`, log });
    await expect(
      handler.set('k', fetchValue('[]', ['colleges']), { fetchCache: true, tags: ['colleges'] }),
    ).resolves.toBeUndefined();
    await expect(handler.get('k', FETCH_GET(['colleges']))).resolves.toBeNull();
    await expect(handler.revalidateTag('colleges')).resolves.toBeUndefined();
    await expect(handler.get('k', FETCH_GET(['colleges']))).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/Redis cannot be reached/);
  });

  it('gone while serving: a miss instead of an error, and a revalidation made meanwhile is sent on its return', async () => {
    const own = await startRedisServer();
    try {
      const keyPrefix = prefix();
      const log = vi.fn();
      const a = server(keyPrefix, { url: own.url, log });
      await a.handler.set('k', fetchValue('[]', ['colleges']), { fetchCache: true, tags: ['colleges'] });
      expect(await a.handler.get('k', FETCH_GET(['colleges']))).not.toBeNull();

      await own.stop();
      await expect(a.handler.get('k', FETCH_GET(['colleges']))).resolves.toBeNull();
      const editedAt = Date.now();
      await a.handler.revalidateTag('colleges');
      expect(log).toHaveBeenCalledTimes(1);

      // Back (empty, as a restarted cache is), with an entry written before the edit by a server that missed it.
      const back = await startRedisServer(own.port);
      try {
        const b = server(keyPrefix, { url: back.url });
        await b.cache.write('fetch:old', {
          lastModified: editedAt - 1000,
          value: fetchValue('["old"]', ['colleges']),
          tags: ['colleges'],
        });
        await expect.poll(() => b.handler.get('old', FETCH_GET(['colleges'])), { timeout: 10_000 }).toBeNull();
        expect(log).toHaveBeenLastCalledWith('[cache] Redis is reachable again.');
      } finally {
        await back.stop();
      }
    } finally {
      await own.stop();
    }
  });
});
