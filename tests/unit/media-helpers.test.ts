import { describe, expect, it } from 'vitest';
import type { MediaUse } from '@/lib/data/media';
import { mediaListHref, parseMediaListParams } from '@/lib/media/params';
import { AVATAR_RULES, MEDIA_RULES } from '@/lib/media/rules';
import { percentOf, STORAGE_MESSAGES, storageErrorMessage } from '@/lib/media/upload';
import { usageHref, usageLabel, usageWarning } from '@/lib/media/usage';

describe('Storage error answers, in words', () => {
  const body = (statusCode: string) => JSON.stringify({ statusCode, error: 'x', message: 'x' });
  it('reads the real status from the body of Storage’s HTTP 400', () => {
    expect(storageErrorMessage(400, body('403'), MEDIA_RULES)).toBe(STORAGE_MESSAGES.forbidden);
    expect(storageErrorMessage(400, body('409'), MEDIA_RULES)).toBe(STORAGE_MESSAGES.exists);
    expect(storageErrorMessage(400, body('413'), AVATAR_RULES)).toBe('This image is larger than 2 MB.');
    expect(storageErrorMessage(400, body('415'), MEDIA_RULES)).toBe('Choose a JPEG, PNG, WebP, GIF or AVIF image.');
  });
  it('treats a gateway 401 as a session that ended, anything else as a failure to retry', () => {
    expect(storageErrorMessage(401, '{"message":"Invalid JWT"}', MEDIA_RULES)).toBe(STORAGE_MESSAGES.signedOut);
    expect(storageErrorMessage(500, 'oops', MEDIA_RULES)).toBe(STORAGE_MESSAGES.failed);
    expect(storageErrorMessage(400, body('400'), MEDIA_RULES)).toBe(STORAGE_MESSAGES.failed);
  });
  it('turns progress events into whole percentages', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(7, 5)).toBe(100);
  });
});

describe('media list URL', () => {
  it('reads search, page and the deleted banner, forgiving junk', () => {
    expect(parseMediaListParams({ q: '  campus ', page: '3', deleted: 'a.png' })).toEqual({
      q: 'campus',
      page: 3,
      deleted: 'a.png',
    });
    expect(parseMediaListParams({ q: ['x', 'y'], page: '-2' })).toEqual({ q: 'x', page: 1, deleted: null });
    expect(parseMediaListParams({ q: 'a'.repeat(300) }).q).toHaveLength(100);
  });
  it('writes only what differs from the default', () => {
    expect(mediaListHref({ q: '', page: 1 })).toBe('/admin/media');
    expect(mediaListHref({ q: 'lawn day', page: 2 })).toBe('/admin/media?q=lawn+day&page=2');
  });
});

describe('where a file is used', () => {
  const college: MediaUse = { kind: 'college', id: 'c1', title: 'IIM Ahmedabad', slug: 'iim-ahmedabad', field: 'logo' };
  const cover: MediaUse = { ...college, field: 'cover image' };
  const post: MediaUse = { kind: 'blog_post', id: 'p1', title: 'CAT plan', slug: 'cat-plan', field: 'content' };
  const video: MediaUse = { kind: 'video', id: 'v1', title: 'Tour', slug: null, field: 'thumbnail' };

  it('names each use and links to where it shows', () => {
    expect(usageLabel(college)).toBe('College “IIM Ahmedabad” (logo)');
    expect(usageHref(college)).toBe('/colleges/iim-ahmedabad');
    expect(usageHref(post)).toBe('/blog/cat-plan');
    expect(usageHref(video)).toBe('/admin/videos');
    expect(usageHref({ ...video, kind: 'testimonial' })).toBe('/admin/testimonials');
  });
  it('warns with the pages, counting a page once however many of its fields use the file', () => {
    expect(usageWarning([])).toBeNull();
    expect(usageWarning([college, cover])).toBe(
      'Still used on 1 page: College “IIM Ahmedabad” (logo); College “IIM Ahmedabad” (cover image). Deleting it leaves a broken image there.',
    );
    expect(usageWarning([college, post])).toMatch(/^Still used on 2 pages: /);
  });
});
