import { oneClickGet, oneClickPost } from '@/lib/email/one-click.handlers';
import { logger } from '@/lib/log/logger';
import { clientIpFromHeaders } from '@/lib/net/client-ip';
import { requestId } from '@/lib/net/request-id';
import { createClient } from '@/lib/supabase/server';

type Segments = { params: Promise<{ list: string; token: string }> };

/**
 * RFC 8058 one-click unsubscribe, the List-Unsubscribe address of marketing and reminder e-mails
 * (lib/email/one-click.handlers.ts). POST unsubscribes: 200 text "You are unsubscribed." · 404 unknown list or token ·
 * 400 malformed token · 413 · 429 · 503. GET changes nothing: 303 to the list's page, whose button asks first.
 */
export async function POST(request: Request, { params }: Segments): Promise<Response> {
  return oneClickPost(request, await params, {
    client: () => createClient({ visitorIp: clientIpFromHeaders(request.headers) }),
    log: logger().child({ requestId: requestId(request.headers), route: '/api/unsubscribe' }),
  });
}

export async function GET(_request: Request, { params }: Segments): Promise<Response> {
  return oneClickGet(await params);
}
