import { describe, expect, it } from 'vitest';
import { checkHealth } from '@/lib/health/check';

// GET /api/health's verdict: the database decides readiness (503), Redis only degrades.

const queue = async () => ({ waiting: 3, oldestWaitingSeconds: 42, failedEmail: 1 });
const clock = () => {
  let t = 1000;
  return () => (t += 7);
};

describe('checkHealth', () => {
  it('is ok with the database and no Redis configured', async () => {
    expect(await checkHealth({ database: queue, redis: null, now: clock() })).toEqual({
      httpStatus: 200,
      body: {
        status: 'ok',
        database: { ok: true, latency_ms: 7 },
        redis: { configured: false },
        queue: { waiting: 3, oldest_waiting_seconds: 42, failed_email: 1 },
      },
    });
  });

  it('is ok with Redis answering, degraded (still 200) with Redis down or failing', async () => {
    expect((await checkHealth({ database: queue, redis: async () => true })).body).toMatchObject({
      status: 'ok',
      redis: { ok: true },
    });
    for (const redis of [async () => false, async () => Promise.reject(new Error('boom'))]) {
      const { httpStatus, body } = await checkHealth({ database: queue, redis });
      expect(httpStatus).toBe(200);
      expect(body).toMatchObject({ status: 'degraded', database: { ok: true }, redis: { ok: false } });
    }
  });

  it('is 503 down when the database fails, whatever Redis says, and keeps the cause for the log only', async () => {
    const failure = new Error('connect ECONNREFUSED');
    const result = await checkHealth({ database: () => Promise.reject(failure), redis: async () => true });
    expect(result).toEqual({
      httpStatus: 503,
      body: { status: 'down', database: { ok: false }, redis: { ok: true }, queue: null },
      cause: failure,
    });
    expect(JSON.stringify(result.body)).not.toContain('ECONNREFUSED');
  });
});
