import { describe, expect, it } from 'vitest';
import {
  AVATAR_RULES,
  avatarObjectPath,
  formatBytes,
  isOwnAvatarPath,
  MEDIA_PATH_PATTERN,
  MEDIA_RULES,
  mediaObjectPath,
  publicObjectUrl,
  randomToken,
  safeBaseName,
  typeList,
  uploadProblem,
} from '@/lib/media/rules';

const MB = 1024 * 1024;

describe('upload rules (the buckets of supabase/migrations/*_storage.sql)', () => {
  it('admits the media bucket’s image types up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(uploadProblem({ name: 'a', type, size: 10 * MB }, MEDIA_RULES)).toBeNull();
    }
    expect(uploadProblem({ name: 'A.PNG', type: 'IMAGE/PNG', size: 1 }, MEDIA_RULES)).toBeNull();
  });

  it('refuses other types with a message naming the allowed ones', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'text/plain', '']) {
      expect(uploadProblem({ name: 'a', type, size: 10 }, MEDIA_RULES)).toBe('Choose a JPEG, PNG, WebP, GIF or AVIF image.');
    }
    expect(uploadProblem({ name: 'a.avif', type: 'image/avif', size: 10 }, AVATAR_RULES)).toBe(
      'Choose a JPEG, PNG, WebP or GIF image.',
    );
  });

  it('refuses files over the bucket limit, saying both sizes', () => {
    expect(uploadProblem({ name: 'a', type: 'image/png', size: 10 * MB + 1 }, MEDIA_RULES)).toBe(
      'This image is just over the 10 MB limit. Choose a smaller image.',
    );
    expect(uploadProblem({ name: 'a', type: 'image/jpeg', size: 3.5 * MB }, AVATAR_RULES)).toBe(
      'This image is 3.5 MB; the largest allowed is 2 MB.',
    );
    expect(uploadProblem({ name: 'a', type: 'image/jpeg', size: 2 * MB }, AVATAR_RULES)).toBeNull();
  });

  it('refuses empty files and no file at all', () => {
    expect(uploadProblem({ name: 'a', type: 'image/png', size: 0 }, MEDIA_RULES)).toBe(
      'This file is empty. Choose another image.',
    );
    expect(uploadProblem(null, MEDIA_RULES)).toBe('Choose an image to upload.');
  });

  it('formats sizes as people read them', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * MB)).toBe('2 MB');
    expect(formatBytes(1.25 * MB)).toBe('1.3 MB');
  });

  it('lists types in words', () => {
    expect(typeList({ types: ['image/png'], maxBytes: 1 })).toBe('PNG');
    expect(typeList({ types: ['image/png', 'image/gif'], maxBytes: 1 })).toBe('PNG or GIF');
  });
});

describe('object names', () => {
  it('makes a safe base name from any file name', () => {
    expect(safeBaseName('Campus Day (1).PNG')).toBe('campus-day-1');
    expect(safeBaseName('Café résumé.jpeg')).toBe('cafe-resume');
    expect(safeBaseName('.png')).toBe('image');
    expect(safeBaseName('日本.png')).toBe('image');
    expect(safeBaseName(`${'a'.repeat(100)}.png`)).toHaveLength(60);
  });

  it('stores library uploads under library/<year>/<month>/ with the type’s extension', () => {
    const path = mediaObjectPath({ name: 'Campus Day.jpeg', type: 'image/jpeg' }, new Date('2026-03-09T10:00:00Z'), 'abc123');
    expect(path).toBe('library/2026/03/abc123-campus-day.jpg');
    expect(MEDIA_PATH_PATTERN.test(path)).toBe(true);
    expect(MEDIA_PATH_PATTERN.test('library/2026/03/abc123-x.svg')).toBe(false);
    expect(MEDIA_PATH_PATTERN.test('../etc/abc123-x.png')).toBe(false);
    expect(MEDIA_PATH_PATTERN.test('avatars/abc123-x.png')).toBe(false);
  });

  it('keeps avatars in the member’s own folder', () => {
    const uid = '6f1c1c1e-1111-4222-8333-944444444444';
    const path = avatarObjectPath(uid, 'image/webp', 'x1y2z3');
    expect(path).toBe(`${uid}/avatar-x1y2z3.webp`);
    expect(isOwnAvatarPath(uid, path)).toBe(true);
    expect(isOwnAvatarPath('someone-else', path)).toBe(false);
    expect(isOwnAvatarPath(uid, `${uid}/../other/avatar-x1y2z3.png`)).toBe(false);
    expect(isOwnAvatarPath(uid, `${uid}/avatar-x1y2z3.avif`)).toBe(false);
  });

  it('builds public URLs as storage-js does', () => {
    expect(publicObjectUrl('http://127.0.0.1:54321/', 'media', 'library/2026/03/a b.png')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/media/library/2026/03/a%20b.png',
    );
  });

  it('makes random tokens of lower-case letters and digits', () => {
    expect(randomToken(new Uint8Array([0, 10, 35, 36, 255]))).toBe('0az03');
  });
});
