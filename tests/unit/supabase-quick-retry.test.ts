import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { quickRetryOptions, withQuickRetry } from '@/lib/supabase/quick-retry';

/*
 * Our clients' read retry (issue 38: an outage's fallback within 2 s): one more try of a read, none of a write,
 * and supabase-js's own three retries off. Against real HTTP servers on loopback; a port nothing listens on stands
 * for a database that is down.
 */

let server: Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A server answering its requests with `statuses` in turn (the last one from then on); returns its URL and hits. */
async function serve(statuses: number[]): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  server = createServer((req, res) => {
    const status = statuses[Math.min(hits, statuses.length - 1)] ?? 200;
    hits += 1;
    res.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '[]' : '{"message":"loading"}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, hits: () => hits };
}

/** A loopback port that was free a moment ago, so a connection to it is refused. */
async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function counted(): { fetch: typeof fetch; calls: () => number } {
  let calls = 0;
  return {
    fetch: (input, init) => {
      calls += 1;
      return fetch(input, init);
    },
    calls: () => calls,
  };
}

describe('withQuickRetry', () => {
  it('tries a read once more after a transient 503 and returns the second answer', async () => {
    const { url, hits } = await serve([503, 200]);
    const res = await withQuickRetry(fetch, 10)(`${url}/rest/v1/colleges`);
    expect(res.status).toBe(200);
    expect(hits()).toBe(2);
  });

  it('gives a refused read up after its second try', async () => {
    const base = counted();
    await expect(withQuickRetry(base.fetch, 10)(`${await closedPort()}/rest/v1/colleges`)).rejects.toThrow();
    expect(base.calls()).toBe(2);
  });

  it('never repeats a write', async () => {
    const { url, hits } = await serve([503, 200]);
    const res = await withQuickRetry(fetch, 10)(`${url}/rest/v1/leads`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(hits()).toBe(1);
  });

  it('passes every other answer through as it came, once', async () => {
    const { url, hits } = await serve([404]);
    const res = await withQuickRetry(fetch, 10)(`${url}/rest/v1/nothing`);
    expect(res.status).toBe(404);
    expect(hits()).toBe(1);
  });
});

describe('a client made with quickRetryOptions', () => {
  it('asks a database that is down twice, not four times, and answers with the error', async () => {
    const base = counted();
    const client = createClient(await closedPort(), 'anon-key', {
      ...quickRetryOptions(base.fetch),
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.from('colleges').select('id');
    expect(data).toBeNull();
    expect(error?.message).toMatch(/fetch failed/i);
    expect(base.calls()).toBe(2);
  });
});
