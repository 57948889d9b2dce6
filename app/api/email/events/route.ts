import { recordEmailEvent } from '@/lib/data/email-events';
import { handleEmailEvents } from '@/lib/email/events-webhook';
import { logger } from '@/lib/log/logger';
import { requestId } from '@/lib/net/request-id';

/**
 * The e-mail provider's webhook: `Authorization: Bearer <EMAIL_WEBHOOK_SECRET>`, a JSON body of bounces and
 * complaints (lib/email/provider-events.ts). Hard bounces and complaints suppress the address.
 * 200 { received, suppressed } · 400 not JSON or no known event · 401 wrong secret · 413 over 256 KB ·
 * 503 not configured, or the database could not record them (the provider retries).
 */
export async function POST(request: Request): Promise<Response> {
  return handleEmailEvents(request, {
    secret: process.env.EMAIL_WEBHOOK_SECRET,
    record: (event) => recordEmailEvent(event),
    log: logger().child({ requestId: requestId(request.headers), route: '/api/email/events' }),
  });
}
