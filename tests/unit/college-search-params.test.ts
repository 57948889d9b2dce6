import { describe, expect, it } from 'vitest';
import { collegeSearchTitle, describeFilters } from '@/lib/colleges/search-labels';
import {
  cleanSearchText,
  collegeSearchHref,
  DEFAULT_PAGE_SIZE,
  parseCollegeSearch,
  type CollegeSearch,
} from '@/lib/colleges/search-params';

const DEFAULTS: CollegeSearch = { sort: 'rating', page: 1, limit: DEFAULT_PAGE_SIZE };

describe('parseCollegeSearch', () => {
  it('gives the defaults for an empty query string', () => {
    expect(parseCollegeSearch({})).toEqual(DEFAULTS);
  });

  it('reads every parameter', () => {
    expect(
      parseCollegeSearch({
        q: 'ahmedabad',
        type: 'IIM',
        state: 'gujarat',
        fees: 'over-20l',
        exam: 'CAT',
        rating: '4.5',
        sort: 'fees',
        page: '3',
        limit: '20',
      }),
    ).toEqual({
      q: 'ahmedabad',
      type: 'IIM',
      state: 'gujarat',
      fees: 'over-20l',
      exam: 'CAT',
      rating: 4.5,
      sort: 'fees',
      page: 3,
      limit: 20,
    });
  });

  it('matches state keys, types and exams case-insensitively and returns their canonical spelling', () => {
    expect(parseCollegeSearch({ state: 'MahaRashtra', type: 'private university', exam: 'mah-cet' })).toMatchObject({
      state: 'maharashtra',
      type: 'Private University',
      exam: 'MAH-CET',
    });
  });

  it('drops an unknown state, type, exam, fee band or rating instead of failing', () => {
    expect(
      parseCollegeSearch({ state: 'kerala', type: 'Coaching', exam: 'GRE', fees: 'cheap', rating: '7', sort: 'random' }),
    ).toEqual(DEFAULTS);
  });

  it('falls back to page 1 for a negative, zero, fractional or junk page', () => {
    for (const page of ['-2', '0', '1.5', 'abc', '', '1e9']) {
      expect(parseCollegeSearch({ page }).page, `page=${page}`).toBe(1);
    }
  });

  it('keeps the page length between 1 and 50, 10 by default (spec §9)', () => {
    expect(parseCollegeSearch({ limit: '0' }).limit).toBe(10);
    expect(parseCollegeSearch({ limit: '500' }).limit).toBe(10);
    expect(parseCollegeSearch({ limit: 'ten' }).limit).toBe(10);
    expect(parseCollegeSearch({ limit: '25' }).limit).toBe(25);
  });

  it('treats the empty values an unchanged GET form sends as no filter', () => {
    expect(parseCollegeSearch({ q: '', type: '', state: '', fees: '', exam: '', rating: '', sort: 'rating' })).toEqual(DEFAULTS);
  });

  it('takes the first of repeated parameters', () => {
    expect(parseCollegeSearch({ state: ['delhi', 'gujarat'], page: ['2', '5'] })).toMatchObject({ state: 'delhi', page: 2 });
  });
});

describe('cleanSearchText', () => {
  it('turns PostgREST and LIKE syntax into plain words', () => {
    expect(cleanSearchText('iim),name.eq.x')).toBe('iim name.eq.x');
    expect(cleanSearchText('100%_*"\'\\')).toBe('100');
    expect(cleanSearchText('  New   Delhi ')).toBe('New Delhi');
  });

  it('gives nothing for blank text and caps long text', () => {
    expect(cleanSearchText('  ,,, ')).toBeUndefined();
    expect(cleanSearchText('a'.repeat(500))).toHaveLength(80);
  });
});

describe('collegeSearchHref', () => {
  it('leaves defaults out so one result page has one URL', () => {
    expect(collegeSearchHref(DEFAULTS)).toBe('/colleges');
    expect(collegeSearchHref({ ...DEFAULTS, state: 'delhi', page: 2 })).toBe('/colleges?state=delhi&page=2');
  });

  it('round-trips through the parser', () => {
    const search = parseCollegeSearch({
      q: 'New Delhi',
      type: 'Private',
      exam: 'XAT',
      rating: '4',
      sort: 'name',
      page: '2',
      limit: '20',
    });
    const href = collegeSearchHref(search);
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseCollegeSearch(params)).toEqual(search);
  });

  it('applies overrides, and undefined removes a filter', () => {
    const search = { ...DEFAULTS, state: 'gujarat' as const, type: 'IIM' as const, page: 3 };
    expect(collegeSearchHref(search, { page: 4 })).toBe('/colleges?type=IIM&state=gujarat&page=4');
    expect(collegeSearchHref(search, { state: undefined, page: 1 })).toBe('/colleges?type=IIM');
  });
});

describe('titles and filter labels', () => {
  it('says what a result page lists, so each filtered URL has its own title', () => {
    expect(collegeSearchTitle(DEFAULTS)).toBe('MBA colleges in India');
    expect(collegeSearchTitle({ ...DEFAULTS, type: 'IIM', state: 'gujarat', exam: 'CAT', page: 2 })).toBe(
      'IIM MBA colleges in Gujarat accepting CAT — page 2',
    );
    expect(collegeSearchTitle({ ...DEFAULTS, q: 'pune', fees: 'under-10l', rating: 4 })).toBe(
      'MBA colleges with fees under ₹10 L rated 4.0+ matching “pune”',
    );
  });

  it('lists the active filters with the parameter that removes each', () => {
    expect(describeFilters(DEFAULTS)).toEqual([]);
    expect(describeFilters({ ...DEFAULTS, state: 'delhi', exam: 'XAT', sort: 'fees' })).toEqual([
      { key: 'state', label: 'Delhi' },
      { key: 'exam', label: 'Accepts XAT' },
    ]);
  });
});
