import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, type CollegeSearch } from '@/lib/colleges/search-params';
import { listColleges, toCollegeQuery } from '@/lib/data/colleges';

const DEFAULTS: CollegeSearch = { sort: 'rating', page: 1, limit: DEFAULT_PAGE_SIZE };

describe('toCollegeQuery', () => {
  it('orders by rating, then name, and reads the first ten rows by default', () => {
    expect(toCollegeQuery(DEFAULTS)).toEqual({
      order: [
        { column: 'rating', ascending: false },
        { column: 'name', ascending: true },
      ],
      from: 0,
      to: 9,
    });
  });

  it('offsets by the page length', () => {
    expect(toCollegeQuery({ ...DEFAULTS, page: 3 })).toMatchObject({ from: 20, to: 29 });
    expect(toCollegeQuery({ ...DEFAULTS, page: 2, limit: 25 })).toMatchObject({ from: 25, to: 49 });
  });

  it('maps each filter', () => {
    const q = toCollegeQuery({ ...DEFAULTS, q: 'ahmedabad', type: 'IIM', state: 'gujarat', exam: 'CAT', rating: 4 });
    expect(q.searchOr).toBe('name.ilike.*ahmedabad*,short_name.ilike.*ahmedabad*,location.ilike.*ahmedabad*');
    expect(q).toMatchObject({ type: 'IIM', locationPattern: '%gujarat%', exam: 'CAT', minRating: 4 });
  });

  it('puts a college in a fee band by its single fee, else by the lower end of its range', () => {
    expect(toCollegeQuery({ ...DEFAULTS, fees: 'under-10l' }).feesOr).toBe(
      'and(total_fees.lt.1000000),and(total_fees.is.null,fees_min.lt.1000000)',
    );
    expect(toCollegeQuery({ ...DEFAULTS, fees: '10-20l' }).feesOr).toBe(
      'and(total_fees.gte.1000000,total_fees.lt.2000000),and(total_fees.is.null,fees_min.gte.1000000,fees_min.lt.2000000)',
    );
    expect(toCollegeQuery({ ...DEFAULTS, fees: 'over-20l' }).feesOr).toBe(
      'and(total_fees.gte.2000000),and(total_fees.is.null,fees_min.gte.2000000)',
    );
  });

  it('sorts by fees with unpublished fees last, and by package', () => {
    expect(toCollegeQuery({ ...DEFAULTS, sort: 'fees' }).order.map((o) => o.column)).toEqual(['total_fees', 'fees_min', 'name']);
    expect(toCollegeQuery({ ...DEFAULTS, sort: 'package' }).order[0]).toEqual({ column: 'average_package', ascending: false });
    expect(toCollegeQuery({ ...DEFAULTS, sort: 'name' }).order).toEqual([{ column: 'name', ascending: true }]);
  });
});

interface SeenRequest {
  method: string;
  params: URLSearchParams;
  headers: Headers;
  tags: string[] | undefined;
}

/** listColleges against a fetch that records the PostgREST requests (and their cache tags) instead of sending them. */
async function requestsFor(search: CollegeSearch): Promise<{ rows: SeenRequest; count: SeenRequest }> {
  const seen: SeenRequest[] = [];
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://db.test');
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit & { next?: { tags?: string[] } }) => {
    const url = new URL(input.toString());
    expect(url.pathname).toBe('/rest/v1/colleges');
    seen.push({
      method: init?.method ?? 'GET',
      params: url.searchParams,
      headers: new Headers(init?.headers),
      tags: init?.next?.tags,
    });
    return new Response('[]', { status: 200, headers: { 'content-range': '*/0', 'content-type': 'application/json' } });
  });
  try {
    await listColleges(search);
  } finally {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  }
  expect(seen.map((r) => r.method).sort()).toEqual(['GET', 'HEAD']);
  return { rows: seen.find((r) => r.method === 'GET')!, count: seen.find((r) => r.method === 'HEAD')! };
}

describe('listColleges request', () => {
  it('asks for active colleges by rating, ten at a time, and counts them in a request of its own', async () => {
    const { rows, count } = await requestsFor(DEFAULTS);
    expect(rows.tags).toEqual(['colleges']);
    expect(rows.params.get('is_active')).toBe('eq.true');
    expect(rows.params.get('order')).toBe('rating.desc.nullslast,name.asc.nullslast');
    expect(rows.params.get('offset')).toBe('0');
    expect(rows.params.get('limit')).toBe('10');
    expect(rows.params.get('select')).toContain('average_package');
    // A counted partial page is answered 206, which Next.js never caches: the count comes from a HEAD.
    expect(rows.headers.get('prefer') ?? '').not.toContain('count=');
    expect(count.tags).toEqual(['colleges']);
    expect(count.headers.get('prefer')).toContain('count=exact');
    expect(count.params.get('is_active')).toBe('eq.true');
    expect(count.params.has('limit')).toBe(false);
    expect(count.params.has('offset')).toBe(false);
  });

  it('sends search, type, state, fees, exam and rating as PostgREST filters', async () => {
    const { rows, count } = await requestsFor({
      ...DEFAULTS,
      q: 'iim',
      type: 'IIM',
      state: 'maharashtra',
      fees: 'under-10l',
      exam: 'CAT',
      rating: 4.5,
      page: 2,
    });
    // The count has the same filters as the page, so the total is the total of this search.
    for (const { params } of [rows, count]) {
      expect(params.getAll('or')).toEqual([
        '(name.ilike.*iim*,short_name.ilike.*iim*,location.ilike.*iim*)',
        '(and(total_fees.lt.1000000),and(total_fees.is.null,fees_min.lt.1000000))',
      ]);
      expect(params.get('type')).toBe('eq.IIM');
      expect(params.get('location')).toBe('ilike.%maharashtra%');
      expect(params.get('exams_accepted')).toBe('cs.{CAT}');
      expect(params.get('rating')).toBe('gte.4.5');
    }
    expect(rows.params.get('offset')).toBe('10');
  });
});
