import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanCommunitySearch,
  communityListHref,
  communityListTitle,
  communityPageCount,
  parseCommunityListParams,
} from '@/lib/community/list-params';
import { COMMUNITY_TOPICS, THREAD_ORDERS } from '@/lib/community/topics';
import { MAX_PAGE } from '@/lib/routing/params';

const DEFAULTS = { topic: null, q: '', order: 'newest', page: 1 };

describe('parseCommunityListParams', () => {
  it('reads topic, search, order and page from the URL', () => {
    expect(parseCommunityListParams({ topic: 'gd-pi', q: ' DILR  sets ', order: 'unanswered', page: '3' })).toEqual({
      topic: 'gd-pi',
      q: 'DILR sets',
      order: 'unanswered',
      page: 3,
    });
    expect(parseCommunityListParams({ topic: 'CAT', order: 'Active' })).toMatchObject({ topic: 'cat', order: 'active' });
    expect(parseCommunityListParams({ topic: ['xat', 'cat'], page: ['2', '9'] })).toMatchObject({ topic: 'xat', page: 2 });
  });

  it('gives the defaults for nothing at all', () => {
    expect(parseCommunityListParams({})).toEqual(DEFAULTS);
  });

  it('reads junk as the defaults, never failing', () => {
    const junk = {
      topic: 'gmat',
      q: '%_*(),',
      order: 'oldest; drop table',
      page: '-4',
    };
    expect(parseCommunityListParams(junk)).toEqual(DEFAULTS);
    expect(parseCommunityListParams({ topic: '\u0000', order: '', page: '1e9', q: '\u0000abc' })).toEqual(DEFAULTS);
    expect(parseCommunityListParams({ page: String(MAX_PAGE + 1) }).page).toBe(1);
  });

  it('keeps a search to plain words of at most 80 characters', () => {
    expect(cleanCommunitySearch('a,b(c)*"d"%e_f\\')).toBe('a b c d e f');
    expect(cleanCommunitySearch('x'.repeat(200))).toHaveLength(80);
    expect(cleanCommunitySearch('आईआईएम कॉल')).toBe('आईआईएम कॉल');
  });

  it('always gives a valid set of choices, whatever the query string', () => {
    const value = fc.oneof(fc.constant(undefined), fc.string(), fc.array(fc.string(), { maxLength: 3 }));
    fc.assert(
      fc.property(fc.record({ topic: value, q: value, order: value, page: value }), (raw) => {
        const params = parseCommunityListParams(raw);
        expect(params.topic === null || (COMMUNITY_TOPICS as readonly string[]).includes(params.topic)).toBe(true);
        expect(THREAD_ORDERS).toContain(params.order);
        expect(Number.isInteger(params.page) && params.page >= 1 && params.page <= MAX_PAGE).toBe(true);
        expect(params.q).not.toMatch(/[,()%_*"\\]/);
        expect(params.q.length).toBeLessThanOrEqual(80);
      }),
    );
  });
});

describe('communityListHref', () => {
  it('leaves the defaults out, so each list page has one address', () => {
    expect(communityListHref(DEFAULTS as never)).toBe('/community');
    expect(communityListHref({ topic: 'cat', q: 'mocks', order: 'active', page: 2 })).toBe(
      '/community?topic=cat&q=mocks&order=active&page=2',
    );
    expect(communityListHref({ topic: null, order: 'newest', page: 1 })).toBe('/community');
  });

  it('reads back as the same choices', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...COMMUNITY_TOPICS),
        fc.string().map(cleanCommunitySearch),
        fc.constantFrom(...THREAD_ORDERS),
        fc.integer({ min: 1, max: MAX_PAGE }),
        (topic, q, order, page) => {
          const url = new URL(communityListHref({ topic, q, order, page }), 'http://x.test');
          const raw = Object.fromEntries(url.searchParams.entries());
          expect(parseCommunityListParams(raw)).toEqual({ topic, q, order, page });
        },
      ),
    );
  });
});

describe('titles and page counts', () => {
  it('names the topic and the page', () => {
    expect(communityListTitle({ topic: 'cat', page: 1 })).toBe('CAT discussions — Community');
    expect(communityListTitle({ topic: null, page: 3 })).toBe('Discussions — Community, page 3');
  });

  it('counts at least one page', () => {
    expect(communityPageCount(0)).toBe(1);
    expect(communityPageCount(20)).toBe(1);
    expect(communityPageCount(21)).toBe(2);
    expect(communityPageCount(5, 2)).toBe(3);
  });
});
