import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, blogPostSchema, blogPostUpdateSchema, isMediaLibraryUrl } from '@/lib/blog/admin-input';
import { adminPostListHref, parseAdminPostListParams } from '@/lib/blog/admin-list-params';
import {
  postState,
  postStateLabel,
  publicationMessage,
  publicationOf,
  resolvePublication,
  type Publishing,
} from '@/lib/blog/admin-schedule';
import { SLUG_MESSAGE } from '@/lib/content/slug';

const NOW = new Date('2026-11-23T06:30:00Z'); // 12:00 IST
const SUPABASE = 'http://127.0.0.1:54321';
const COVER = `${SUPABASE}/storage/v1/object/public/media/blog/cover.jpg`;
const host = { now: () => NOW, supabaseUrl: () => SUPABASE };
const schema = blogPostSchema(host);

const form = (over: Record<string, string> = {}) => ({
  title: 'CAT 2026: A 90-day plan',
  slug: '',
  excerpt: 'Three months, three phases.',
  content: '## Phase one\n\nBuild the basics.',
  category: 'Exam Strategy',
  tags: 'CAT, Strategy',
  publication: 'publish',
  ...over,
});

function errorsOf(input: Record<string, string>): Record<string, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('post states (scheduled = published with a future published_at)', () => {
  const at = (iso: string | null, status: Publishing['status'] = 'published') => ({ status, published_at: iso });

  it('names each state, a schedule with its IST date and time', () => {
    expect(postState(at('2026-11-23T06:00:00Z'), NOW)).toBe('published');
    expect(postState(at('2026-11-23T06:30:00Z'), NOW)).toBe('published');
    expect(postState(at('2026-11-24T03:30:00Z'), NOW)).toBe('scheduled');
    expect(postState(at(null, 'draft'), NOW)).toBe('draft');
    expect(postState(at('2026-01-01T00:00:00Z', 'archived'), NOW)).toBe('archived');
    expect(postStateLabel(at('2026-11-24T03:30:00Z'), NOW)).toBe('Scheduled for 24 Nov 2026, 9:00 am IST');
    expect(postStateLabel(at(null, 'draft'), NOW)).toBe('Draft');
  });

  it('opens a saved post on the choice that keeps it where it is', () => {
    expect(publicationOf(at('2026-11-01T00:00:00Z'), NOW)).toBe('publish');
    expect(publicationOf(at('2026-12-01T00:00:00Z'), NOW)).toBe('schedule');
    expect(publicationOf(at(null, 'draft'), NOW)).toBe('draft');
    expect(publicationOf(at(null, 'archived'), NOW)).toBe('archive');
  });
});

describe('resolvePublication', () => {
  const live = { status: 'published' as const, published_at: '2026-10-01T04:00:00.000Z' };
  const scheduled = { status: 'published' as const, published_at: '2026-12-01T04:00:00.000Z' };
  const later = new Date('2026-11-30T04:30:00Z');

  it('publishes a new post now, schedules it at the chosen moment, or keeps it undated as a draft', () => {
    expect(resolvePublication('publish', null, null, NOW)).toEqual({ status: 'published', published_at: NOW.toISOString() });
    expect(resolvePublication('schedule', later, null, NOW)).toEqual({ status: 'published', published_at: later.toISOString() });
    expect(resolvePublication('draft', null, null, NOW)).toEqual({ status: 'draft', published_at: null });
  });

  it('keeps the original date of a post that has been live, whatever it becomes', () => {
    expect(resolvePublication('publish', null, live, NOW)).toEqual(live);
    expect(resolvePublication('draft', null, live, NOW)).toEqual({ status: 'draft', published_at: live.published_at });
    expect(resolvePublication('archive', null, live, NOW)).toEqual({ status: 'archived', published_at: live.published_at });
    expect(resolvePublication('publish', null, { ...live, status: 'draft' }, NOW)).toEqual(live);
  });

  it('publishing a scheduled post now dates it now; dropping a schedule forgets the future date', () => {
    expect(resolvePublication('publish', null, scheduled, NOW)).toEqual({ status: 'published', published_at: NOW.toISOString() });
    expect(resolvePublication('draft', null, scheduled, NOW)).toEqual({ status: 'draft', published_at: null });
    expect(resolvePublication('schedule', later, scheduled, NOW).published_at).toBe(later.toISOString());
  });

  it('tells the editor where the post now stands', () => {
    expect(publicationMessage({ status: 'published', published_at: NOW.toISOString() }, NOW)).toBe('Post published.');
    expect(publicationMessage({ status: 'published', published_at: later.toISOString() }, NOW)).toBe(
      'Post scheduled for 30 Nov 2026, 10:00 am IST.',
    );
    expect(publicationMessage({ status: 'draft', published_at: null }, NOW)).toMatch(/^Draft saved/);
  });
});

describe('the post form schema', () => {
  it('accepts a complete post and reads tags, featured and an empty slug', () => {
    const parsed = schema.parse(form({ featured: 'on', cover_image_url: COVER }));
    expect(parsed).toMatchObject({
      title: 'CAT 2026: A 90-day plan',
      slug: null,
      category: 'Exam Strategy',
      featured: true,
      tags: ['CAT', 'Strategy'],
      cover_image_url: COVER,
      author_id: null,
      publication: 'publish',
      publishAt: null,
      seo_title: null,
    });
  });

  it('refuses missing text with a message per field, and unknown categories', () => {
    expect(errorsOf(form({ title: ' ', excerpt: '', content: '', category: 'Gossip' }))).toMatchObject({
      title: BLOG_MESSAGES.title,
      excerpt: BLOG_MESSAGES.excerpt,
      content: BLOG_MESSAGES.content,
      category: BLOG_MESSAGES.category,
    });
  });

  it('takes a typed slug in lower case, refuses one that is not a slug, and needs one when the title has no a–z', () => {
    expect(schema.parse(form({ slug: 'CAT-Plan' })).slug).toBe('cat-plan');
    expect(errorsOf(form({ slug: 'cat plan!' }))).toEqual({ slug: SLUG_MESSAGE });
    expect(errorsOf(form({ slug: 'a'.repeat(81) }))).toEqual({ slug: SLUG_MESSAGE });
    expect(errorsOf(form({ title: 'कैट की तैयारी' }))).toEqual({ slug: BLOG_MESSAGES.slugFromTitle });
    expect(schema.parse(form({ title: 'कैट की तैयारी', slug: 'cat-ki-taiyari' })).slug).toBe('cat-ki-taiyari');
  });

  it('schedules only for a moment in the future, read as Indian time', () => {
    expect(errorsOf(form({ publication: 'schedule' }))).toEqual({ publish_at: BLOG_MESSAGES.publishAtMissing });
    expect(errorsOf(form({ publication: 'schedule', publish_at: 'tomorrow' }))).toEqual({
      publish_at: BLOG_MESSAGES.publishAtInvalid,
    });
    // 12:00 IST is now: not in the future.
    expect(errorsOf(form({ publication: 'schedule', publish_at: '2026-11-23T12:00' }))).toEqual({
      publish_at: BLOG_MESSAGES.publishAtPast,
    });
    const parsed = schema.parse(form({ publication: 'schedule', publish_at: '2026-11-23T12:01' }));
    expect(parsed.publishAt?.toISOString()).toBe('2026-11-23T06:31:00.000Z');
    // A stale date left in the field does not matter unless scheduling.
    expect(schema.parse(form({ publication: 'draft', publish_at: '2020-01-01T00:00' })).publishAt).toBeNull();
  });

  it('takes the cover only from the media library', () => {
    expect(errorsOf(form({ cover_image_url: 'https://example.com/cat.jpg' }))).toEqual({
      cover_image_url: BLOG_MESSAGES.coverImage,
    });
    expect(isMediaLibraryUrl(COVER, SUPABASE)).toBe(true);
    expect(isMediaLibraryUrl(`${SUPABASE}/storage/v1/object/public/avatars/x.jpg`, SUPABASE)).toBe(false);
    expect(isMediaLibraryUrl(`${SUPABASE}/storage/v1/object/public/media/../avatars/x.jpg`, SUPABASE)).toBe(false);
    expect(isMediaLibraryUrl(COVER, '')).toBe(false);
  });

  it('refuses an author that is not an id, and an update without the post id', () => {
    expect(errorsOf(form({ author_id: 'editor' }))).toEqual({ author_id: BLOG_MESSAGES.author });
    const update = blogPostUpdateSchema(host);
    expect(update.safeParse(form()).success).toBe(false);
    expect(update.parse({ ...form(), id: '11111111-1111-4111-8111-111111111111' }).id).toBe(
      '11111111-1111-4111-8111-111111111111',
    );
  });
});

describe('the back-office list URL', () => {
  it('reads known filters and drops the rest', () => {
    expect(
      parseAdminPostListParams({ q: ' cat, fees ', category: 'Finance', status: 'scheduled', featured: 'true', page: '2' }),
    ).toEqual({
      q: 'cat fees',
      category: 'Finance',
      state: 'scheduled',
      featured: true,
      page: 2,
    });
    expect(parseAdminPostListParams({ category: 'Gossip', status: 'live', featured: 'yes', page: '-1' })).toEqual({
      q: '',
      category: null,
      state: null,
      featured: null,
      page: 1,
    });
  });

  it('writes the choices back, defaults left out', () => {
    expect(adminPostListHref({ q: 'cat', state: 'draft', featured: false, page: 3 })).toBe(
      '/admin/blogs?q=cat&status=draft&featured=false&page=3',
    );
    expect(adminPostListHref({ page: 1 })).toBe('/admin/blogs');
  });
});
