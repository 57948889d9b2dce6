import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sitemap from '@/app/sitemap';
import {
  getBlogPostBySlug,
  listBlogCategoryLabels,
  listBlogPosts,
  listBlogSlugs,
  listPostsByTags,
  listRelatedPosts,
} from '@/lib/data/blog';
import { getCollegeBySlug, getRelatedColleges, listColleges, listCollegeSlugs } from '@/lib/data/colleges';
import { listPublicCollegeThreads, listPublicThreads, listPublicThreadSlugs } from '@/lib/data/community/threads';
import { getExamBySlug, listExams, listExamSlugs } from '@/lib/data/exams';
import { listFaqs } from '@/lib/data/faq';
import { getExamHubs, getLatestPosts } from '@/lib/data/home';
import { listExamMockTests, listPublishedMockTests } from '@/lib/data/mock-tests/catalogue';
import { settle } from '@/lib/data/settle';
import { getPublicSetting } from '@/lib/data/site-settings';
import { listSitemapSlugs } from '@/lib/data/sitemap';
import { listTestimonials } from '@/lib/data/testimonials';
import { listExamVideos, listVideoCategories, listVideos } from '@/lib/data/video';
import { DataError } from '@/lib/errors/data-error';
import { EXAM_HUB_DEFAULTS } from '@/lib/home/content';
import { SAMPLE_FAQS } from '@/lib/samples/faqs';
import { SAMPLE_VIDEOS } from '@/lib/samples/videos';
import { STATIC_PUBLIC_ROUTES } from '@/lib/seo/public-routes';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient as createBrowserClient } from '@/lib/supabase/client';
import { createPublicClient } from '@/lib/supabase/public';
import { createClient as createServerClient } from '@/lib/supabase/server';

const SEARCH = { sort: 'rating', page: 1, limit: 10 } as const;

describe('with no Supabase configured at all', () => {
  const fetches: string[] = [];

  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', '');
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      fetches.push(input.toString());
      return new Response('[]');
    });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    expect(fetches, 'nothing is requested without a configured project').toEqual([]);
  });

  it('creating any client is DataError NOT_CONFIGURED, "Database connection not available"', async () => {
    for (const create of [() => createPublicClient(['colleges']), createAdminClient, createBrowserClient]) {
      expect(create).toThrow(DataError);
      expect(create).toThrow('Database connection not available');
    }
    await expect(createServerClient()).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
  });

  const reads: [string, () => Promise<unknown>][] = [
    ['listColleges', () => listColleges(SEARCH)],
    ['getCollegeBySlug', () => getCollegeBySlug('iim-ahmedabad')],
    ['getRelatedColleges', () => getRelatedColleges({ id: 'x', type: 'IIM', state: 'Gujarat' })],
    ['listCollegeSlugs', () => listCollegeSlugs()],
    ['listExams', () => listExams()],
    ['getExamBySlug', () => getExamBySlug('cat')],
    ['listExamSlugs', () => listExamSlugs()],
    ['listExamMockTests', () => listExamMockTests('x')],
    ['listPublishedMockTests', () => listPublishedMockTests()],
    ['listExamVideos', () => listExamVideos('CAT')],
    ['listBlogPosts', () => listBlogPosts()],
    ['getBlogPostBySlug', () => getBlogPostBySlug('cat-strategy')],
    ['listRelatedPosts', () => listRelatedPosts({ id: 'x', category: 'Exam Strategy' })],
    ['listPostsByTags', () => listPostsByTags(['CAT'])],
    ['listBlogCategoryLabels', () => listBlogCategoryLabels()],
    ['listBlogSlugs', () => listBlogSlugs()],
    ['getLatestPosts', () => getLatestPosts()],
    ['listTestimonials', () => listTestimonials()],
    ['listPublicThreads', () => listPublicThreads({ topic: 'cat' })],
    ['listPublicCollegeThreads', () => listPublicCollegeThreads('x')],
    ['listPublicThreadSlugs', () => listPublicThreadSlugs()],
    ['listSitemapSlugs', () => listSitemapSlugs()],
  ];

  it.each(reads)('%s fails with NOT_CONFIGURED, which settle() hands to the page for its section', async (_name, read) => {
    await expect(read()).rejects.toMatchObject({ code: 'NOT_CONFIGURED', message: 'Database connection not available' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = await settle(read());
    vi.restoreAllMocks();
    expect(loaded).toMatchObject({ ok: false, error: { code: 'NOT_CONFIGURED', message: 'Database connection not available' } });
  });

  it('videos and FAQs are the spec §4 samples, marked as samples', async () => {
    await expect(listVideos()).resolves.toEqual({ videos: SAMPLE_VIDEOS, sample: true });
    await expect(listVideos({ featured: true }, { limit: 6 })).resolves.toEqual({ videos: SAMPLE_VIDEOS, sample: true });
    await expect(listFaqs({ limit: 10 })).resolves.toEqual({ faqs: SAMPLE_FAQS, sample: true });
    expect(await listVideoCategories()).toEqual([...new Set(SAMPLE_VIDEOS.map((v) => v.category))].sort());
  });

  it('sitemap.xml lists the static pages rather than failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const entries = await sitemap();
    vi.restoreAllMocks();
    expect(entries.map((e) => new URL(e.url).pathname)).toEqual(STATIC_PUBLIC_ROUTES.map((r) => r.path));
  });

  it('the home exam hubs keep their fixed copy and site settings their defaults', async () => {
    expect((await getExamHubs()).map((hub) => hub.name)).toEqual(EXAM_HUB_DEFAULTS.map((e) => e.name));
    expect(await getPublicSetting('stats')).toBeNull();
  });
});

describe('each public read is cached under the tags of the tables it reads', () => {
  const requests: { table: string; tags: string[] | undefined }[] = [];

  beforeEach(() => {
    requests.length = 0;
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://db.test');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit & { next?: { tags?: string[] } }) => {
      requests.push({ table: new URL(input.toString()).pathname.replace('/rest/v1/', ''), tags: init?.next?.tags });
      return new Response('[]', { status: 200, headers: { 'content-range': '*/0', 'content-type': 'application/json' } });
    });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  const cases: [string, () => Promise<unknown>, string, string[]][] = [
    ['listColleges', () => listColleges(SEARCH), 'colleges', ['colleges']],
    ['getCollegeBySlug', () => getCollegeBySlug('iim-ahmedabad'), 'colleges', ['colleges']],
    ['getRelatedColleges', () => getRelatedColleges({ id: 'x', type: 'IIM', state: null }), 'colleges', ['colleges']],
    ['listCollegeSlugs', () => listCollegeSlugs(), 'colleges', ['colleges']],
    ['listExams', () => listExams(), 'exams', ['exams']],
    ['getExamBySlug', () => getExamBySlug('cat'), 'exams', ['exams']],
    ['listExamSlugs', () => listExamSlugs(), 'exams', ['exams']],
    ['getExamHubs', () => getExamHubs(), 'exams', ['exams']],
    ['listExamMockTests', () => listExamMockTests('x'), 'mock_tests', ['mock-tests']],
    // Each mock test embeds its exam, so an exam's change refreshes the catalogue too.
    ['listPublishedMockTests', () => listPublishedMockTests(), 'mock_tests', ['mock-tests', 'exams']],
    ['listVideos', () => listVideos(), 'videos', ['videos']],
    ['listVideoCategories', () => listVideoCategories(), 'videos', ['videos']],
    ['listExamVideos', () => listExamVideos('CAT'), 'videos', ['videos']],
    ['listBlogPosts', () => listBlogPosts(), 'blog_posts', ['blog-posts']],
    ['getBlogPostBySlug', () => getBlogPostBySlug('cat-strategy'), 'blog_posts', ['blog-posts']],
    ['listRelatedPosts', () => listRelatedPosts({ id: 'x', category: 'Exam Strategy' }), 'blog_posts', ['blog-posts']],
    ['listPostsByTags', () => listPostsByTags(['CAT']), 'blog_posts', ['blog-posts']],
    ['listBlogCategoryLabels', () => listBlogCategoryLabels(), 'blog_posts', ['blog-posts']],
    ['listBlogSlugs', () => listBlogSlugs(), 'blog_posts', ['blog-posts']],
    ['getLatestPosts', () => getLatestPosts(), 'blog_posts', ['blog-posts']],
    ['listFaqs', () => listFaqs(), 'faqs', ['faqs']],
    ['listTestimonials', () => listTestimonials(), 'testimonials', ['testimonials']],
    ['getPublicSetting', () => getPublicSetting('stats'), 'site_settings', ['site-settings']],
    ['listPublicThreads', () => listPublicThreads({ topic: 'cat', q: 'mocks' }), 'community_threads', ['community']],
    ['listPublicCollegeThreads', () => listPublicCollegeThreads('x'), 'community_threads', ['community']],
    ['listPublicThreadSlugs', () => listPublicThreadSlugs(), 'community_threads', ['community']],
  ];

  it.each(cases)('%s reads %s under %j', async (_name, read, table, tags) => {
    await read();
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request).toEqual({ table, tags });
  });

  it('the sitemap reads each table under its own tag', async () => {
    await listSitemapSlugs();
    expect(requests.sort((a, b) => a.table.localeCompare(b.table))).toEqual([
      { table: 'blog_posts', tags: ['blog-posts'] },
      { table: 'colleges', tags: ['colleges'] },
      { table: 'community_threads', tags: ['community'] },
      { table: 'exams', tags: ['exams'] },
    ]);
  });

  it('a community list looks up its answered threads among the replies, under the community tag too', async () => {
    const thread = {
      id: 't1',
      slug: 'mocks-t1',
      title: 'Mocks',
      body: 'How many?',
      topic: 'cat',
      college_id: null,
      is_pinned: false,
      is_locked: false,
      reply_count: 1,
      vote_count: 0,
      view_count: 0,
      last_activity_at: '2026-11-20T10:00:00Z',
      created_at: '2026-11-20T09:00:00Z',
      edited_at: null,
      author: null,
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit & { next?: { tags?: string[] } }) => {
      const table = new URL(input.toString()).pathname.replace('/rest/v1/', '');
      requests.push({ table, tags: init?.next?.tags });
      const body = table === 'community_threads' ? [thread] : [{ thread_id: 't1' }];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-range': '*/1', 'content-type': 'application/json' },
      });
    });
    const list = await listPublicThreads({ topic: 'cat' });
    expect(list.threads).toEqual([expect.objectContaining({ id: 't1', answered: true, topicLabel: 'CAT' })]);
    expect(new Set(requests.map((r) => JSON.stringify(r)))).toEqual(
      new Set([
        JSON.stringify({ table: 'community_threads', tags: ['community'] }),
        JSON.stringify({ table: 'community_replies', tags: ['community'] }),
      ]),
    );
  });
});
