import { publishContentFromRoute } from '@/lib/content/publish';
import { handleContentPublished } from '@/lib/content/published-signal';
import { logger } from '@/lib/log/logger';
import { requestId } from '@/lib/net/request-id';
import { serverKey } from '@/lib/supabase/server-key';

/**
 * The worker's signal that content went live (lib/content/published-signal.ts): JSON { tags, at }, signed in
 * X-Job-Signature. 204 refreshed · 400 not JSON, unknown tag · 401 bad signature, `at` over 5 minutes off ·
 * 413 · 503 the key cannot be read.
 */
export async function POST(request: Request): Promise<Response> {
  return handleContentPublished(request, {
    key: serverKey,
    publish: (tags) => publishContentFromRoute(...tags),
    log: logger().child({ requestId: requestId(request.headers), route: '/api/jobs/content-published' }),
  });
}
