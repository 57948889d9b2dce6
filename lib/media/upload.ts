import { formatBytes, typeList, type UploadRules } from './rules';

/*
 * Uploads from the browser straight to Storage with the signed-in person's own token, so the bucket's policies
 * decide (content managers for 'media', the member's own folder for 'avatars'). storage-js uploads with fetch,
 * which cannot report upload progress; this sends the same request (POST /storage/v1/object/<bucket>/<path>,
 * multipart, the file under the field name '' and cacheControl beside it) through XMLHttpRequest instead.
 */

export interface UploadTarget {
  supabaseUrl: string;
  anonKey: string;
  accessToken: string;
  bucket: string;
  path: string;
}

export const STORAGE_MESSAGES = {
  forbidden: "You don't have permission to upload here.",
  exists: 'A file with this name already exists. Try again.',
  network: 'The upload did not reach the server. Check your connection and try again.',
  failed: 'The upload failed. Please try again.',
  signedOut: 'Your session has ended. Sign in again to upload.',
} as const;

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * The message for a Storage error answer. Storage answers HTTP 400 for most errors with the real status in the
 * body's statusCode (403 policy refusal, 409 duplicate, 413 too large, 415 wrong type); 401/403 at the HTTP level
 * come from the gateway (an expired or missing token).
 */
export function storageErrorMessage(httpStatus: number, body: string, rules: UploadRules): string {
  let status = String(httpStatus);
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'statusCode' in parsed) status = String(parsed.statusCode);
  } catch {
    // Not JSON: the HTTP status alone decides.
  }
  if (httpStatus === 401 || status === '401') return STORAGE_MESSAGES.signedOut;
  if (status === '403') return STORAGE_MESSAGES.forbidden;
  if (status === '409') return STORAGE_MESSAGES.exists;
  if (status === '413') return `This image is larger than ${formatBytes(rules.maxBytes)}.`;
  if (status === '415') return `Choose a ${typeList(rules)} image.`;
  return STORAGE_MESSAGES.failed;
}

/** Whole percent from an upload progress event, 0–100. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/**
 * Sends the file; onProgress gets whole percentages as the bytes leave. Resolves when Storage has stored it,
 * rejects with an UploadError carrying a message for people.
 */
export function uploadWithProgress(
  target: UploadTarget,
  file: Blob,
  rules: UploadRules,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const base = target.supabaseUrl.replace(/\/+$/, '');
    const path = target.path.split('/').map(encodeURIComponent).join('/');
    xhr.open('POST', `${base}/storage/v1/object/${target.bucket}/${path}`);
    xhr.setRequestHeader('apikey', target.anonKey);
    xhr.setRequestHeader('authorization', `Bearer ${target.accessToken}`);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(percentOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(storageErrorMessage(xhr.status, xhr.responseText, rules)));
      }
    };
    xhr.onerror = () => reject(new UploadError(STORAGE_MESSAGES.network));
    xhr.onabort = () => reject(new UploadError('Upload cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('cacheControl', '3600');
    body.append('', file);
    xhr.send(body);
  });
}

/** Width and height of an image file, read in the browser; null when the browser cannot decode it. */
export async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}
