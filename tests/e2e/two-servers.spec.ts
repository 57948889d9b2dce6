import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Redis } from 'ioredis';
import { freePort } from '../../scripts/free-port';
import { startRedisServer, type RedisServer } from '../../scripts/redis-server';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';
import { createTestCollege, renameProgrammeDirectly, renameProgrammeInBackOffice } from './support/college-edits';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Many servers (issue 13): two more `next start` processes on the suite's build and stack share one Redis
 * through the cache handler (REDIS_URL set for the servers only, as in docs/deployment.md). A college page is
 * cached by server B; a change made behind the cache's back is not seen, on B nor on A, which never read it
 * (one cache); the same change saved through A's back office is on B at its next request.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

interface NextServer {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** `next start` on a free port, or with `processes` above 1 that many of them on it (scripts/next-cluster.ts). */
async function startNextServer(redisUrl: string, processes = 1): Promise<NextServer> {
  const port = await freePort();
  const keys = e2eKeys();
  const command =
    processes > 1
      ? ['--import', 'tsx', path.join(ROOT, 'scripts/next-cluster.ts'), String(processes), '-p', String(port)]
      : [NEXT_BIN, 'start', '-p', String(port)];
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      REDIS_URL: redisUrl,
      NEXT_PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      NEXT_PUBLIC_SITE_URL: E2E_BASE_URL,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const server: NextServer = {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(5000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`next start did not answer on ${url} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Which versions of the programme's name the college's page shows on `server`, on one request. */
async function versionsOn(request: APIRequestContext, server: NextServer, slug: string, name: string): Promise<string[]> {
  return (await pageOn(request, server, slug, name)).versions;
}

/** The versions shown, and whether the server answered from its page cache (lib/page-cache). */
async function pageOn(request: APIRequestContext, server: NextServer, slug: string, name: string) {
  // A page load, as a browser asks for it (lib/page-cache answers only those).
  const res = await request.get(`${server.url}/colleges/${slug}`, { headers: { accept: 'text/html' } });
  expect(res.status(), `GET /colleges/${slug} on ${server.url}`).toBe(200);
  const html = await res.text();
  const versions = [...new Set([...html.matchAll(new RegExp(`${name} (v\\d)`, 'g'))].map((match) => match[1] ?? ''))].sort();
  return { versions, pageCache: res.headers()['x-page-cache'] };
}

let redis: RedisServer | undefined;
let serverA: NextServer | undefined;
let serverB: NextServer | undefined;
let editor: TestUser;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  redis = await startRedisServer();
  [serverA, serverB] = await Promise.all([startNextServer(redis.url), startNextServer(redis.url)]);
  editor = await createTestUser({ role: 'editor', isAdmin: true });
});

test.afterAll(async () => {
  await Promise.all([serverA?.stop(), serverB?.stop()]);
  await redis?.stop();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [name, server] of [
    ['A', serverA],
    ['B', serverB],
  ] as const) {
    if (server) await testInfo.attach(`server ${name} output`, { body: server.output(), contentType: 'text/plain' });
  }
});

test('an edit saved through one server is on the other at its next request', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const [a, b] = [serverA, serverB];
  if (!a || !b) throw new Error('the two servers did not start');
  const tag = randomUUID().slice(0, 8);
  const name = `Shared Cache PGDM ${tag}`;
  const programme = (version: string) => `${name} ${version}`;

  const college = await createTestCollege('Two Servers', programme('v1'));

  const shown = (server: NextServer) => versionsOn(request, server, college.slug, name);

  // B reads the college and caches it, in Redis; its next page load comes from B's page cache.
  expect(await shown(b)).toEqual(['v1']);
  expect(await pageOn(request, b, college.slug, name)).toEqual({ versions: ['v1'], pageCache: 'hit' });
  const client = new Redis(redis?.url ?? '');
  try {
    expect(await client.keys('mba-disha:fetch:*')).not.toHaveLength(0);
  } finally {
    client.disconnect();
  }

  // A change behind the cache's back (no revalidation): B still serves what it cached, and so does A, which
  // never read this college itself: the cache is one for both.
  await renameProgrammeDirectly(college, programme('v2'));
  expect(await shown(b)).toEqual(['v1']);
  expect(await shown(a)).toEqual(['v1']);

  // The editor saves a new name through A's back office, which revalidates the colleges tag.
  await signInAs(context, editor);
  await renameProgrammeInBackOffice(page, a.url, college.id, programme('v3'));

  // B's very next request shows it: the publication recorded in Redis makes B render its cached page again.
  expect(await pageOn(request, b, college.slug, name)).toEqual({ versions: ['v3'], pageCache: 'miss' });
});

test('two processes on one port answer every page load, each filling its own page cache once', async () => {
  test.setTimeout(90_000);
  if (!redis) throw new Error('redis did not start');
  const server = await startNextServer(redis.url, 2);
  try {
    expect(server.output()).toContain('2 server processes share port');
    const outcomes: string[] = [];
    const nonces = new Set<string>();
    // A new connection each time, so the cluster hands the loads to both processes.
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${server.url}/`, {
        headers: { accept: 'text/html', connection: 'close' },
        signal: AbortSignal.timeout(15_000),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('MBA Disha');
      outcomes.push(res.headers.get('x-page-cache') ?? 'none');
      nonces.add(/'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '');
    }
    // A fill may land on either process; both recognise it, so each renders the page once and then serves it.
    expect(outcomes.filter((outcome) => outcome === 'miss').length).toBeLessThanOrEqual(2);
    expect(outcomes.filter((outcome) => outcome === 'hit').length).toBeGreaterThanOrEqual(10);
    expect(nonces.size).toBe(12);
  } finally {
    await server.stop();
  }
  // Stopping the cluster stops both processes: nothing answers on the port any more.
  const after = await fetch(`${server.url}/robots.txt`, { signal: AbortSignal.timeout(2000) }).then(
    () => 'answered',
    () => 'refused',
  );
  expect(after).toBe('refused');
});
