import { parseJsonBounded } from '../json-depth';
import { ERRORS } from './errors';

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** The Supabase CLI's default global limit (50 MiB); a bucket's own limit may only be lower. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/**
 * Reads an upload as storage-js sends it: multipart (file under any field, `cacheControl` and `metadata` fields)
 * or a raw body with content-type, cache-control and base64 JSON in x-metadata.
 */
export async function readUpload(req: Request): Promise<UploadBody> {
  const type = req.headers.get('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw ERRORS.invalidRequest('Invalid multipart body');
    }
    let file: File | undefined;
    for (const [, value] of form) if (typeof value !== 'string') file ??= value;
    if (!file) throw ERRORS.invalidRequest('No content provided');
    const cache = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: typeof cache === 'string' && cache ? `max-age=${cache}` : 'no-cache',
      userMetadata: typeof metadata === 'string' ? parseJsonObject(metadata) : null,
    };
  }
  const encoded = req.headers.get('x-metadata');
  return {
    bytes: new Uint8Array(await req.arrayBuffer()),
    contentType: type || 'application/octet-stream',
    cacheControl: req.headers.get('cache-control') ?? 'no-cache',
    userMetadata: encoded ? parseJsonObject(Buffer.from(encoded, 'base64').toString('utf8')) : null,
  };
}

/** User metadata, stored as jsonb: over-deep JSON (see json-depth.ts) is invalid like any non-object. */
function parseJsonObject(text: string): Record<string, unknown> {
  const parsed = parseJsonBounded(text);
  const value = parsed.ok ? parsed.value : null;
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw ERRORS.invalidRequest('Invalid metadata');
}

export interface BucketLimits {
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/**
 * Enforces the bucket's size limit and mime types (`image/*` wildcards allowed), parameters ignored.
 * `globalLimit` is the stack's storageBodyLimit, which also caps the upload's request body as it streams in.
 */
export function checkLimits(body: UploadBody, bucket: BucketLimits, globalLimit = GLOBAL_FILE_SIZE_LIMIT): void {
  const limit = bucket.file_size_limit == null ? globalLimit : Math.min(Number(bucket.file_size_limit), globalLimit);
  if (body.bytes.byteLength > limit) throw ERRORS.entityTooLarge();
  const allowed = bucket.allowed_mime_types?.filter(Boolean) ?? [];
  if (!allowed.length) return;
  const mime = body.contentType.split(';')[0].trim().toLowerCase();
  const [type] = mime.split('/');
  const ok = allowed.some((a) => {
    const want = a.split(';')[0].trim().toLowerCase();
    return want === mime || (want.endsWith('/*') && want.slice(0, -2) === type);
  });
  if (!ok) throw ERRORS.invalidMimeType(body.contentType);
}

/** Whitespace WHATWG's sniffing skips before it looks at a document's first byte. */
const LEADING_WHITESPACE = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * Refuses markup sent under an image type: an SVG or HTML page labelled image/png gets past allowed_mime_types,
 * and whoever later serves it with the wrong type (or sniffs) runs its script. No raster format (JPEG, PNG, GIF,
 * WebP, AVIF, BMP, ICO, TIFF) begins with '<', so after a byte-order mark and whitespace that byte is enough.
 * Stricter than Supabase Storage, which trusts the declared type; the bucket's types and nosniff are what hold
 * there, this only keeps such files out of local data.
 */
export function checkNotDisguisedMarkup(body: UploadBody): void {
  const mime = body.contentType.split(';')[0].trim().toLowerCase();
  if (!mime.startsWith('image/') || isActiveContentType(mime)) return;
  const bytes = body.bytes;
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && LEADING_WHITESPACE.has(bytes[i])) i++;
  if (bytes[i] === 0x3c) throw ERRORS.invalidMimeType(body.contentType);
}

/**
 * Types a browser renders as a document that can run script when the object is opened at its URL: HTML, SVG and
 * any XML (which can carry XHTML). Their objects are served as attachments under a sandboxing policy.
 */
export function isActiveContentType(contentType: string): boolean {
  const mime = contentType.split(';')[0].trim().toLowerCase();
  return mime === 'text/html' || mime.endsWith('/xml') || mime.endsWith('+xml');
}

/** Bucket file_size_limit as storage-js may send it: bytes, or a string such as "1MB" / "20GB". */
export function parseFileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb)?\s*$/i.exec(value) : null;
  if (!match) throw ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const power = ['b', 'kb', 'mb', 'gb', 'tb'].indexOf((match[2] ?? 'b').toLowerCase());
  return Math.floor(Number(match[1]) * 1024 ** power);
}
