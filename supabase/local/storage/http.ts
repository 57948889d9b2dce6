import { parseJsonBounded } from '../json-depth';
import { ERRORS } from './errors';
import { isActiveContentType } from './upload-body';

/** Object metadata in storage.objects.metadata, with the keys Storage writes. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export async function jsonBody<T extends object>(req: Request): Promise<Partial<T>> {
  const text = await req.text();
  if (!text) return {};
  // Over-deep JSON is refused like any other unparsable body (see json-depth.ts).
  const parsed = parseJsonBounded(text);
  if (parsed.ok && parsed.value && typeof parsed.value === 'object') return parsed.value as Partial<T>;
  throw ERRORS.invalidRequest('Body is not valid JSON');
}

/**
 * Serves object bytes the way Storage's asset renderer does: stored content type and cache-control, ETag and
 * Last-Modified with conditional GET, single byte ranges, and `?download[=name]` as an attachment.
 */
export function assetResponse(
  req: Request,
  name: string,
  meta: Partial<ObjectMetadata> | null,
  bytes: Buffer,
  extra: Record<string, string> = {},
): Response {
  const headers = new Headers(extra);
  headers.set('content-type', meta?.mimetype || 'application/octet-stream');
  headers.set('cache-control', meta?.cacheControl || 'no-cache');
  headers.set('accept-ranges', 'bytes');
  if (meta?.eTag) headers.set('etag', meta.eTag);
  if (meta?.lastModified) headers.set('last-modified', new Date(meta.lastModified).toUTCString());
  const download = new URL(req.url).searchParams.get('download');
  // An SVG or HTML object opened at its URL would run its script on this origin: it is only ever downloaded, and
  // the policy sandboxes it (no script, no same-origin access) should a browser render it anyway.
  const active = isActiveContentType(headers.get('content-type') ?? '');
  if (active) headers.set('content-security-policy', "default-src 'none'; sandbox");
  if (download !== null || active) {
    const filename = download || name.split('/').pop() || name;
    headers.set(
      'content-disposition',
      `attachment; filename=${encodeURIComponent(filename)}; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
  }
  const ifNoneMatch = req.headers.get('if-none-match');
  if (ifNoneMatch && meta?.eTag && ifNoneMatch.split(',').some((t) => t.trim() === meta.eTag || t.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  const range = req.headers.get('range');
  if (range) {
    const slice = parseRange(range, bytes.length);
    headers.set('content-range', `bytes ${slice.start}-${slice.end}/${bytes.length}`);
    headers.set('content-length', String(slice.end - slice.start + 1));
    return new Response(new Uint8Array(bytes.subarray(slice.start, slice.end + 1)), { status: 206, headers });
  }
  headers.set('content-length', String(bytes.length));
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

function parseRange(header: string, size: number): { start: number; end: number } {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) throw ERRORS.invalidRange();
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start > end || start >= size) throw ERRORS.invalidRange();
  return { start, end };
}
