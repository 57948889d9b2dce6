import type { IncomingMessage } from 'node:http';
import type { StackConfig } from './types';

/** Request bodies above this many bytes are refused, except storage object uploads. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** The Supabase CLI's default global file size limit for Storage (50 MiB). */
export const DEFAULT_STORAGE_BODY_LIMIT = 50 * 1024 * 1024;
/** Room for multipart boundaries and form fields around a file of exactly the storage limit. */
export const MULTIPART_ALLOWANCE = 64 * 1024;

export type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too_large' } | { kind: 'aborted' };

/**
 * The byte limit of a request's body. Object uploads (POST/PUT under /storage/v1/object/, except the JSON
 * routes list, sign, move and copy) get Storage's file size limit; everything else the general limit.
 */
export function bodyLimitFor(
  method: string,
  path: string,
  config: Pick<StackConfig, 'bodyLimit' | 'storageBodyLimit'>,
): { limit: number; upload: boolean } {
  const upload =
    (method === 'POST' || method === 'PUT') && /^\/storage\/v1\/object\/(?!(?:list|sign|move|copy)(?:\/|$))./.test(path);
  return upload ? { limit: config.storageBodyLimit + MULTIPART_ALLOWANCE, upload } : { limit: config.bodyLimit, upload };
}

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length above the limit is refused before
 * anything is read; otherwise bytes are counted as chunks arrive and reading stops (the stream is paused,
 * nothing more is kept) as soon as the count passes the limit, so a huge or endless body never sits in memory.
 * The caller answers 413 with `Connection: close`, which ends the socket and with it the unread rest.
 */
export function readLimitedBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ kind: 'too_large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.pause();
        settle({ kind: 'too_large' });
      } else {
        chunks.push(chunk);
      }
    };
    req.on('data', onData);
    req.once('end', () => settle({ kind: 'ok', body: Buffer.concat(chunks, size) }));
    // A client that goes away mid-body ('aborted' surfaces as an error or as close before end) gets no answer.
    // The error listener stays on: an 'error' with no listener would crash the process.
    req.on('error', () => settle({ kind: 'aborted' }));
    req.once('close', () => settle({ kind: 'aborted' }));
  });
}
