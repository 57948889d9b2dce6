import { createClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { listLeads, listLeadsOrSamples } from '@/lib/data/leads/leads';
import type { Database } from '@/lib/database.types';
import {
  DEFAULT_LIST_PARAMS,
  leadFilterQuery,
  leadListHref,
  leadSearchFilter,
  parseLeadListParams,
  sortHref,
} from '@/lib/leads/list-params';
import { SAMPLE_LEADS } from '@/lib/samples/leads';

const UUID = 'c0000000-0000-4000-8000-000000000001';

describe('parseLeadListParams', () => {
  it('reads every filter, the search, sort, direction, page and page size', () => {
    expect(
      parseLeadListParams({
        status: 'contacted',
        source: 'google_ads',
        form_type: 'consultation',
        priority: 'urgent',
        counsellor: UUID,
        q: '  Priya   Sharma ',
        overdue: '1',
        sort: 'lead_score',
        dir: 'asc',
        page: '3',
        limit: '50',
      }),
    ).toEqual({
      status: 'contacted',
      source: 'google_ads',
      formType: 'consultation',
      priority: 'urgent',
      counsellor: UUID,
      q: 'Priya Sharma',
      overdue: true,
      sort: 'lead_score',
      dir: 'asc',
      page: 3,
      limit: 50,
    });
  });

  it('gives the defaults for nothing', () => {
    expect(parseLeadListParams({})).toEqual({
      ...DEFAULT_LIST_PARAMS,
      status: undefined,
      source: undefined,
      formType: undefined,
      priority: undefined,
      counsellor: undefined,
      q: undefined,
    });
  });

  it.each([
    ['status', 'all'],
    ['status', 'archived'],
    ['source', 'tiktok'],
    ['form_type', 'CONTACT '],
    ['priority', 'critical'],
    ['counsellor', 'not-a-uuid'],
    ['counsellor', 'all'],
  ])('reads %s=%s as no filter', (key, value) => {
    const params = parseLeadListParams({ [key]: value });
    expect([params.status, params.source, params.formType, params.priority, params.counsellor]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('also reads the spec’s spellings: counselor, assigned_counselor_id and search', () => {
    const id = 'c0000000-0000-4000-8000-000000000001';
    expect(parseLeadListParams({ counselor: id }).counsellor).toBe(id);
    expect(parseLeadListParams({ assigned_counselor_id: id }).counsellor).toBe(id);
    expect(parseLeadListParams({ search: 'sharma' }).q).toBe('sharma');
  });

  it('keeps "unassigned" as a counsellor filter', () => {
    expect(parseLeadListParams({ counsellor: 'unassigned' }).counsellor).toBe('unassigned');
  });

  it.each([
    [{ sort: 'email' }, 'created_at', 'desc'],
    [{ sort: 'name' }, 'name', 'asc'],
    [{ sort: 'next_follow_up_at' }, 'next_follow_up_at', 'asc'],
    [{ sort: 'priority', dir: 'sideways' }, 'priority', 'desc'],
  ])('falls back for a bad sort or direction: %o', (raw, sort, dir) => {
    expect(parseLeadListParams(raw)).toMatchObject({ sort, dir });
  });

  it.each([['0'], ['-2'], ['1.5'], ['x'], ['99999']])('reads page %s as page 1', (page) => {
    expect(parseLeadListParams({ page }).page).toBe(1);
  });

  it.each([['7'], ['1000'], ['abc']])('reads page size %s as the default', (limit) => {
    expect(parseLeadListParams({ limit }).limit).toBe(25);
  });

  it('takes the first of a repeated parameter, drops a blank search and cuts a long one to 100 characters', () => {
    expect(parseLeadListParams({ status: ['lost', 'new'] }).status).toBe('lost');
    expect(parseLeadListParams({ q: '   ' }).q).toBeUndefined();
    expect(parseLeadListParams({ q: 'a'.repeat(150) }).q).toHaveLength(100);
  });

  it('reads only 1 or true as the overdue flag', () => {
    expect(parseLeadListParams({ overdue: 'true' }).overdue).toBe(true);
    expect(parseLeadListParams({ overdue: 'yes' }).overdue).toBe(false);
  });
});

describe('list URLs', () => {
  const base = parseLeadListParams({});

  it('leaves the defaults out, so one view has one URL', () => {
    expect(leadListHref(base)).toBe('/admin/leads');
    expect(leadListHref(base, { page: 2 })).toBe('/admin/leads?page=2');
    expect(leadListHref(parseLeadListParams({ sort: 'name', dir: 'asc' }))).toBe('/admin/leads?sort=name&dir=asc');
  });

  it('round-trips through the parser', () => {
    const params = parseLeadListParams({
      status: 'new',
      q: 'a&b=c',
      counsellor: 'unassigned',
      sort: 'name',
      dir: 'desc',
      page: '2',
      limit: '100',
      overdue: '1',
    });
    const href = leadListHref(params);
    const again = parseLeadListParams(Object.fromEntries(new URL(href, 'http://x').searchParams));
    expect(again).toEqual(params);
  });

  it('a sortable header picks its default direction, then flips it, and goes back to page 1', () => {
    const onPage3 = parseLeadListParams({ page: '3' });
    expect(sortHref(onPage3, 'lead_score')).toBe('/admin/leads?sort=lead_score&dir=desc');
    expect(sortHref(parseLeadListParams({ sort: 'lead_score' }), 'lead_score')).toBe('/admin/leads?sort=lead_score&dir=asc');
    expect(sortHref(parseLeadListParams({ sort: 'name', dir: 'asc' }), 'created_at')).toBe('/admin/leads');
  });

  it('the export carries the filters only', () => {
    const params = parseLeadListParams({ status: 'new', q: 'cat', sort: 'name', page: '4' });
    expect(leadFilterQuery(params).toString()).toBe('status=new&q=cat');
  });
});

describe('leadSearchFilter', () => {
  it('searches the five columns of spec §7', () => {
    expect(leadSearchFilter('priya')).toBe(
      'name.ilike."%priya%",email.ilike."%priya%",phone.ilike."%priya%",subject.ilike."%priya%",message.ilike."%priya%"',
    );
  });

  it('escapes LIKE wildcards and quotes what would end the value or the list', () => {
    const [first] = leadSearchFilter('50%_a\\b,c.(d)"e"').split(',email.ilike.');
    // 50\%\_a\\b → quoted for PostgREST, each backslash and quote escaped once more.
    expect(first).toBe('name.ilike."%50\\\\%\\\\_a\\\\\\\\b,c.(d)\\"e\\"%"');
  });

  it('is sent to PostgREST as one or() parameter', async () => {
    let url = '';
    const client = createClient<Database>('http://db.test', 'anon', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: async (input) => {
          url = String(input instanceof Request ? input.url : input);
          return Response.json([], { headers: { 'content-range': '*/0' } });
        },
      },
    });
    await listLeads(
      client,
      parseLeadListParams({ q: 'a,b', status: 'new', counsellor: 'unassigned', sort: 'next_follow_up_at' }),
      {
        overdueCutoff: null,
      },
    );
    const query = new URL(url).searchParams;
    expect(query.getAll('or')).toEqual([`(${leadSearchFilter('a,b')})`]);
    expect(query.get('status')).toBe('eq.new');
    expect(query.get('assigned_counselor_id')).toBe('is.null');
    expect(query.get('order')).toBe('next_follow_up_at.asc.nullslast,created_at.desc,id.asc');
    expect(query.get('offset')).toBe('0');
    expect(query.get('limit')).toBe('25');
  });
});

describe('the list with the database unreachable', () => {
  const client = (fail: () => Response) =>
    createClient<Database>('http://db.test', 'anon', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: async () => fail() },
    });

  it('falls back to the five sample leads (spec §4)', async () => {
    const down = client(() => {
      throw new TypeError('fetch failed');
    });
    // supabase-js retries a failed read three times, 1 s, 2 s and 4 s apart, before giving up.
    vi.useFakeTimers();
    const listed = listLeadsOrSamples(down, DEFAULT_LIST_PARAMS, { overdueCutoff: null });
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(await listed).toEqual({
      leads: SAMPLE_LEADS,
      total: 5,
      sample: true,
    });
  });

  it('but not for any other failure', async () => {
    const broken = client(() => Response.json({ code: '42703', message: 'column does not exist' }, { status: 400 }));
    await expect(listLeadsOrSamples(broken, DEFAULT_LIST_PARAMS, { overdueCutoff: null })).rejects.toMatchObject({
      code: 'UNKNOWN',
    });
  });
});
