import { readQueueHealth } from '@/lib/data/health';
import { checkHealth } from '@/lib/health/check';
import { pingRedis } from '@/lib/health/redis-ping';
import { errorFields, logger } from '@/lib/log/logger';
import { requestId } from '@/lib/net/request-id';
import { createClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/** A database that takes longer than this counts as down: a readiness check must answer within its own timeout. */
const DATABASE_TIMEOUT_MS = 3000;

/**
 * Readiness and monitoring (lib/health/check.ts): 200 { status: 'ok' | 'degraded', database: { ok, latency_ms },
 * redis: { ok } | { configured: false }, queue } · 503 { status: 'down', database: { ok: false } }.
 */
export async function GET(request: Request): Promise<Response> {
  const redisUrl = process.env.REDIS_URL?.trim();
  const { httpStatus, body, cause } = await checkHealth({
    database: async () => readQueueHealth(await createClient(), AbortSignal.timeout(DATABASE_TIMEOUT_MS)),
    redis: redisUrl ? () => pingRedis(redisUrl) : null,
  });
  if (body.status !== 'ok') {
    const log = logger().child({ requestId: requestId(request.headers), route: '/api/health' });
    log.warn(
      { database: body.database, redis: body.redis, ...(cause ? { err: errorFields(cause) } : {}) },
      'health check not ok',
    );
  }
  return Response.json(body, { status: httpStatus, headers: { 'cache-control': 'no-store' } });
}
