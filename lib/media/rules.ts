/*
 * What may be uploaded where: the storage buckets' own limits (supabase/migrations/*_storage.sql), checked in the
 * browser before a byte is sent so people read a clear message instead of Storage's error. The buckets enforce
 * the same limits again; these constants must never be looser than theirs.
 */

export const MEDIA_BUCKET = 'media';
export const AVATAR_BUCKET = 'avatars';

/** Thumbnails per page of the media picker's dialog. */
export const PICKER_PAGE_SIZE = 12;

export interface UploadRules {
  /** MIME types accepted, in the order the message names them. */
  types: readonly string[];
  /** Largest file in bytes. */
  maxBytes: number;
}

/**
 * Images only: the media bucket also admits PDF, which is not a picture the public pages can show in an <img>,
 * so the library does not offer it. SVG is admitted nowhere: it can carry script (issue 34).
 */
export const MEDIA_RULES: UploadRules = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  maxBytes: 10 * 1024 * 1024,
};

export const AVATAR_RULES: UploadRules = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: 2 * 1024 * 1024,
};

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** '2 MB', '1.5 MB', '640 KB', '12 bytes': sizes as people read them (1 MB = 1,048,576 bytes, as the buckets count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/** 'JPEG, PNG, WebP or GIF'. */
export function typeList(rules: UploadRules): string {
  const names = rules.types.map((t) => TYPE_NAMES[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('');
}

export const UPLOAD_MESSAGES = {
  noFile: 'Choose an image to upload.',
  empty: 'This file is empty. Choose another image.',
  type: (rules: UploadRules) => `Choose a ${typeList(rules)} image.`,
  size: (size: number, rules: UploadRules) => {
    const [actual, limit] = [formatBytes(size), formatBytes(rules.maxBytes)];
    return actual === limit
      ? `This image is just over the ${limit} limit. Choose a smaller image.`
      : `This image is ${actual}; the largest allowed is ${limit}.`;
  },
} as const;

/** The parts of a File the checks read, so they run in tests without a browser. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Why this file may not be uploaded under these rules, or null when it may. */
export function uploadProblem(file: FileFacts | null | undefined, rules: UploadRules): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!rules.types.includes(file.type.toLowerCase())) return UPLOAD_MESSAGES.type(rules);
  if (file.size <= 0) return UPLOAD_MESSAGES.empty;
  if (file.size > rules.maxBytes) return UPLOAD_MESSAGES.size(file.size, rules);
  return null;
}

/** The file's name without its extension, as lower-case words joined by hyphens ('Campus Day (1).PNG' → 'campus-day-1'). */
export function safeBaseName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  const words = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 60).replace(/-+$/, '') || 'image';
}

export function extensionFor(type: string): string {
  return EXTENSIONS[type.toLowerCase()] ?? 'bin';
}

/**
 * Where a library upload is stored: 'library/2026/11/<random>-campus-day.png'. The random part keeps two files
 * of the same name apart (uploads never overwrite), the month keeps folders small.
 */
export function mediaObjectPath(file: Pick<FileFacts, 'name' | 'type'>, now: Date, random: string): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `library/${now.getUTCFullYear()}/${month}/${random}-${safeBaseName(file.name)}.${extensionFor(file.type)}`;
}

/** A library object path as mediaObjectPath makes them; anything else is refused by the record action. */
export const MEDIA_PATH_PATTERN = /^library\/\d{4}\/\d{2}\/[a-z0-9]{6,40}-[a-z0-9-]{1,60}\.(jpg|png|webp|gif|avif)$/;

/** A member's avatar: '<user id>/avatar-<random>.png', the folder the avatars bucket's policies give them. */
export function avatarObjectPath(userId: string, type: string, random: string): string {
  return `${userId}/avatar-${random}.${extensionFor(type)}`;
}

export function isOwnAvatarPath(userId: string, path: string): boolean {
  const prefix = `${userId}/`;
  return path.startsWith(prefix) && /^avatar-[a-z0-9]{6,40}\.(jpg|png|webp|gif)$/.test(path.slice(prefix.length));
}

/** The public URL of an object, as storage-js's getPublicUrl builds it (no request made). */
export function publicObjectUrl(supabaseUrl: string, bucket: string, path: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${bucket}/${encodeURI(path)}`;
}

/** A short random token of lower-case letters and digits for object names. */
export function randomToken(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}
