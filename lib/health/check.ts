import type { QueueHealth } from '@/lib/data/health';

/*
 * GET /api/health, for monitoring and a load balancer's readiness check: the database answers (and how fast),
 * Redis answers when one is configured, and how the job queue stands. Only a database that cannot answer makes
 * the server unready (503); without Redis the servers still serve, each from its own cache, so that is 200
 * 'degraded'. Runnable outside Next: the route passes the probes.
 */

export interface HealthProbes {
  database(): Promise<QueueHealth>;
  /** Null when REDIS_URL is not set. */
  redis: (() => Promise<boolean>) | null;
  now?: () => number;
}

export type HealthBody = {
  status: 'ok' | 'degraded' | 'down';
  database: { ok: true; latency_ms: number } | { ok: false };
  redis: { ok: boolean } | { configured: false };
  queue: { waiting: number; oldest_waiting_seconds: number | null; failed_email: number } | null;
};

export async function checkHealth(probes: HealthProbes): Promise<{ httpStatus: 200 | 503; body: HealthBody; cause?: unknown }> {
  const now = probes.now ?? (() => performance.now());
  const started = now();
  const [database, redis] = await Promise.allSettled([
    probes.database().then((queue) => ({ queue, latency: Math.round(now() - started) })),
    probes.redis ? probes.redis() : Promise.resolve(null),
  ]);
  const redisBody = probes.redis ? { ok: redis.status === 'fulfilled' && redis.value === true } : { configured: false as const };
  if (database.status === 'rejected') {
    return {
      httpStatus: 503,
      body: { status: 'down', database: { ok: false }, redis: redisBody, queue: null },
      cause: database.reason,
    };
  }
  const { queue, latency } = database.value;
  return {
    httpStatus: 200,
    body: {
      status: 'ok' in redisBody && !redisBody.ok ? 'degraded' : 'ok',
      database: { ok: true, latency_ms: latency },
      redis: redisBody,
      queue: { waiting: queue.waiting, oldest_waiting_seconds: queue.oldestWaitingSeconds, failed_email: queue.failedEmail },
    },
  };
}
