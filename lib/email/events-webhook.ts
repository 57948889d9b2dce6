import { createHash, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { errorFields } from '@/lib/log/logger';
import { readBodyText } from '@/lib/net/body';
import { parseProviderPayload, suppressingEvents, type SuppressingEvent } from './provider-events';

/*
 * POST /api/email/events: an e-mail provider reports bounces and complaints. Runnable outside Next: the route
 * passes the secret, the recorder (lib/data/email-events.ts) and its log.
 */

export const EMAIL_EVENTS_MAX_BYTES = 256 * 1024;

/** Suppressions recorded at once: a batch of a thousand bounces should neither take a minute nor flood the pool. */
const CONCURRENCY = 8;

export interface EmailEventsHost {
  /** EMAIL_WEBHOOK_SECRET; unset or blank, the endpoint is not configured and refuses everything. */
  secret: string | undefined;
  record(event: SuppressingEvent): Promise<boolean>;
  log: Logger;
}

function answer(body: object, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/**
 * The secret a request presents: `Authorization: Bearer <secret>`, or the password of Basic credentials, because
 * Amazon SNS can authenticate only with credentials in the endpoint's URL, which arrive as Basic.
 */
export function presentedSecret(authorization: string | null): string | null {
  const [scheme, value, ...rest] = (authorization ?? '').trim().split(/\s+/);
  if (!value || rest.length > 0) return null;
  if (/^bearer$/i.test(scheme)) return value;
  if (!/^basic$/i.test(scheme)) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : null;
}

/** Compared as digests, so neither the secret's length nor its characters show in the time taken. */
export function secretMatches(presented: string | null, secret: string): boolean {
  if (presented === null) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(secret));
}

export async function handleEmailEvents(request: Request, host: EmailEventsHost): Promise<Response> {
  const secret = host.secret?.trim();
  if (!secret) return answer({ error: 'E-mail events are not configured.' }, 503);
  if (!secretMatches(presentedSecret(request.headers.get('authorization')), secret)) {
    return answer({ error: 'Unauthorized' }, 401, { 'www-authenticate': 'Bearer' });
  }
  const text = await readBodyText(request, EMAIL_EVENTS_MAX_BYTES);
  if (text === null) return answer({ error: 'The body is larger than 256 KB.' }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer({ error: 'The body is not JSON.' }, 400);
  }
  const payload = parseProviderPayload(body);
  if (!payload) return answer({ error: 'The body holds no e-mail event this endpoint knows.' }, 400);
  if (payload.kind === 'sns-subscription') {
    // Confirming is an operator's step: opening a URL a request names would let anyone make this server fetch.
    host.log.warn({ subscribeUrl: payload.subscribeUrl }, 'Amazon SNS asks to confirm the subscription: open SubscribeURL once');
    return answer({ received: 0, suppressed: 0 }, 200);
  }

  const toRecord = suppressingEvents(payload.events);
  let suppressed = 0;
  try {
    for (let i = 0; i < toRecord.length; i += CONCURRENCY) {
      const results = await Promise.all(toRecord.slice(i, i + CONCURRENCY).map((event) => host.record(event)));
      suppressed += results.filter(Boolean).length;
    }
  } catch (error) {
    // Recording is idempotent, so the provider's retry of the whole batch is safe.
    host.log.error({ err: errorFields(error), suppressing: toRecord.length }, 'e-mail events could not be recorded');
    return answer({ error: 'The events could not be recorded. Please retry.' }, 503, { 'retry-after': '60' });
  }
  const providers = [...new Set(payload.events.map((event) => event.provider))];
  host.log.info({ received: payload.events.length, suppressed, providers }, 'e-mail events received');
  return answer({ received: payload.events.length, suppressed }, 200);
}
