import { describe, expect, it } from 'vitest';
import { TAGS, type CacheTag } from '@/lib/cache/tags';
import { handleContentPublished, MAX_SIGNAL_SKEW_MS } from '@/lib/content/published-signal';
import { signJobRequest } from '@/lib/jobs/signature';
import { createLogger } from '@/lib/log/logger';

// POST /api/jobs/content-published, the worker's word that scheduled posts went live: only a body signed with
// the server key, dated within five minutes and naming known cache tags refreshes anything.

const KEY = 's'.repeat(43);
const NOW = Date.parse('2026-12-04T10:00:00.000Z');

function world(key: () => Promise<string> = async () => KEY) {
  const published: CacheTag[][] = [];
  const host = {
    key,
    publish: (tags: CacheTag[]) => published.push(tags),
    now: () => NOW,
    log: createLogger({ name: 'test', level: 'silent' }),
  };
  return { published, send: (request: Request) => handleContentPublished(request, host) };
}

function signal(body: string, signature = signJobRequest(KEY, body)): Request {
  return new Request('http://site.test/api/jobs/content-published', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-job-signature': signature },
    body,
  });
}

const body = (over: object = {}) => JSON.stringify({ tags: [TAGS.blog], at: new Date(NOW).toISOString(), ...over });

describe('the content-published signal', () => {
  it('refreshes the tags of a signed, current body: 204', async () => {
    const { published, send } = world();
    const response = await send(signal(body({ tags: [TAGS.blog, TAGS.blog, TAGS.settings] })));
    expect(response.status).toBe(204);
    expect(published).toEqual([[TAGS.blog, TAGS.settings]]);
    expect((await send(signal(body({ at: new Date(NOW - MAX_SIGNAL_SKEW_MS + 1000).toISOString() })))).status).toBe(204);
    expect((await send(signal(body({ at: '2026-12-04T15:30:00+05:30' })))).status).toBe(204);
  });

  it('refuses a wrong or missing signature, and a body from too long ago or too far ahead: 401', async () => {
    const { published, send } = world();
    expect((await send(signal(body(), signJobRequest('other-key', body())))).status).toBe(401);
    expect((await send(signal(body(), ''))).status).toBe(401);
    const unsigned = new Request('http://site.test/', { method: 'POST', body: body() });
    expect((await send(unsigned)).status).toBe(401);
    for (const offset of [-MAX_SIGNAL_SKEW_MS - 1000, MAX_SIGNAL_SKEW_MS + 1000, -86_400_000]) {
      expect((await send(signal(body({ at: new Date(NOW + offset).toISOString() })))).status, String(offset)).toBe(401);
    }
    expect(published).toEqual([]);
  });

  it('refuses, signed or not, what is not a signal: 400 for unknown tags or shapes, 413 for a large body', async () => {
    const { published, send } = world();
    for (const bad of [
      'not json',
      body({ tags: [] }),
      body({ tags: ['blog-posts', 'everything'] }),
      body({ tags: 'blog-posts' }),
      body({ at: 'yesterday' }),
      JSON.stringify({ tags: [TAGS.blog] }),
    ]) {
      expect((await send(signal(bad))).status, bad).toBe(400);
    }
    expect((await send(signal(body({ padding: 'x'.repeat(5000) })))).status).toBe(413);
    expect(published).toEqual([]);
  });

  it('answers 503 while the server key cannot be read', async () => {
    const { published, send } = world(async () => {
      throw new Error('database down');
    });
    expect((await send(signal(body()))).status).toBe(503);
    expect(published).toEqual([]);
  });
});
