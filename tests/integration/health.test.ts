import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueueHealth } from '@/lib/data/health';
import { checkHealth } from '@/lib/health/check';
import { pingRedis } from '@/lib/health/redis-ping';
import type { LocalStack } from '@/supabase/local';
import { freePort } from '../../scripts/free-port';
import { startRedisServer } from '../../scripts/redis-server';
import { startFormsStack, visitor } from './support/enquiries';

// GET /api/health's checks against the local stack: the database's answer and the queue's numbers through an
// anonymous client, 503 while the stack is suspended, and Redis (a real redis-server where one is installed).

let stack: LocalStack;
const database = () => readQueueHealth(visitor(stack, '192.0.2.30'), AbortSignal.timeout(3000));
const hasRedisServer = spawnSync(process.env.REDIS_SERVER_PATH || 'redis-server', ['--version']).status === 0;

beforeAll(async () => {
  stack = await startFormsStack();
}, 120_000);
afterAll(() => stack?.stop());

describe('the health check', () => {
  it('is ok with the database answering: its latency and the queue (no worker has installed it yet)', async () => {
    await stack.db.query(
      `insert into private.email_outbox (to_email, subject, text, kind, status, attempts)
       values ('failed@health.test', 'Hello', 'Body', 'newsletter_test', 'failed', 8)`,
    );
    const { httpStatus, body } = await checkHealth({ database, redis: null });
    expect(httpStatus).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      database: { ok: true, latency_ms: expect.any(Number) },
      redis: { configured: false },
      queue: { waiting: 0, oldest_waiting_seconds: null, failed_email: 1 },
    });
  });

  it('is 503 with database.ok false while the stack does not answer, and ok again once it does', async () => {
    await stack.suspend();
    try {
      const { httpStatus, body } = await checkHealth({ database, redis: null });
      expect(httpStatus).toBe(503);
      expect(body).toEqual({ status: 'down', database: { ok: false }, redis: { configured: false }, queue: null });
    } finally {
      await stack.resume();
    }
    expect((await checkHealth({ database, redis: null })).httpStatus).toBe(200);
  });

  it('is 200 but degraded when Redis is configured and does not answer', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const { httpStatus, body } = await checkHealth({ database, redis: () => pingRedis(url) });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(httpStatus).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', database: { ok: true }, redis: { ok: false } });
  });

  it.skipIf(!hasRedisServer)('is ok with a Redis that answers, over one connection kept between checks', async () => {
    const redis = await startRedisServer();
    try {
      const first = await checkHealth({ database, redis: () => pingRedis(redis.url) });
      expect(first.body).toMatchObject({ status: 'ok', redis: { ok: true } });
      expect(await pingRedis(redis.url)).toBe(true);
    } finally {
      await redis.stop();
    }
    expect(await pingRedis(redis.url)).toBe(false);
  });
});
