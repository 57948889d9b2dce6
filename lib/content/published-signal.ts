import type { Logger } from 'pino';
import { z } from 'zod';
import { TAGS, type CacheTag } from '@/lib/cache/tags';
import { JOB_SIGNATURE_HEADER, verifyJobRequest } from '@/lib/jobs/signature';
import { errorFields } from '@/lib/log/logger';
import { readBodyText } from '@/lib/net/body';

/*
 * POST /api/jobs/content-published: the worker says content went live without a back-office write (a scheduled
 * blog post's time passed), so pages cached before then are refreshed. The body is signed with the database's
 * server key (lib/jobs/signature.ts) and carries its time: a body older or newer than five minutes is refused, so
 * a captured request cannot be sent again later. Runnable outside Next: the route passes the key and the publisher.
 */

export interface ContentPublishedHost {
  /** The database's server key (lib/supabase/server-key.ts). */
  key(): Promise<string>;
  publish(tags: CacheTag[]): void;
  now?: () => number;
  log: Logger;
}

const MAX_BODY_BYTES = 4096;
export const MAX_SIGNAL_SKEW_MS = 5 * 60_000;

const KNOWN_TAGS: readonly string[] = Object.values(TAGS);

const signal = z.object({
  tags: z
    .array(z.string().refine((tag) => KNOWN_TAGS.includes(tag)))
    .min(1)
    .max(KNOWN_TAGS.length),
  at: z.iso.datetime({ offset: true }),
});

function refused(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

export async function handleContentPublished(request: Request, host: ContentPublishedHost): Promise<Response> {
  const body = await readBodyText(request, MAX_BODY_BYTES);
  if (body === null) return refused(413, 'The body is too large.');
  let key: string;
  try {
    key = await host.key();
  } catch (error) {
    host.log.error({ err: errorFields(error) }, 'the server key could not be read');
    return refused(503, 'The signature cannot be checked just now.');
  }
  if (!verifyJobRequest(key, body, request.headers.get(JOB_SIGNATURE_HEADER))) return refused(401, 'Bad signature.');

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refused(400, 'The body is not JSON.');
  }
  const parsed = signal.safeParse(json);
  if (!parsed.success) return refused(400, 'The body needs known cache tags and an ISO time "at".');
  const now = host.now?.() ?? Date.now();
  if (Math.abs(now - Date.parse(parsed.data.at)) > MAX_SIGNAL_SKEW_MS) return refused(401, 'The signal is out of date.');

  const tags = [...new Set(parsed.data.tags)] as CacheTag[];
  host.publish(tags);
  host.log.info({ tags, at: parsed.data.at }, 'content published');
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
