import { describe, expect, it } from 'vitest';
import {
  deadlineRange,
  hasScholarshipFilters,
  parseScholarshipSearch,
  scholarshipSearchHref,
  stateKey,
} from '@/lib/scholarships/filters';
import { amountLabel, deadlineLabel } from '@/lib/scholarships/format';

describe('parseScholarshipSearch', () => {
  it('reads exam, state, amount, deadline and page from the URL, case-insensitively', () => {
    expect(parseScholarshipSearch({ exam: 'cat', state: 'tamil-nadu', amount: '1l', deadline: '30d', page: '2' })).toEqual({
      exam: 'CAT',
      state: 'Tamil Nadu',
      amount: '1l',
      deadline: '30d',
      page: 2,
    });
    expect(parseScholarshipSearch({ exam: 'MAH-CET', state: 'DELHI' })).toEqual({ exam: 'MAH-CET', state: 'Delhi', page: 1 });
  });

  it('reads unknown or repeated values as no filter, never an error', () => {
    expect(parseScholarshipSearch({ exam: 'gre', state: 'atlantis', amount: '5cr', deadline: 'yesterday', page: '-1' })).toEqual({
      page: 1,
    });
    expect(parseScholarshipSearch({ exam: ['xat', 'cat'] })).toEqual({ exam: 'XAT', page: 1 });
    expect(hasScholarshipFilters(parseScholarshipSearch({}))).toBe(false);
    expect(hasScholarshipFilters(parseScholarshipSearch({ amount: '25k' }))).toBe(true);
  });
});

describe('scholarshipSearchHref', () => {
  it('writes one canonical URL per list page, page 1 left out', () => {
    const search = parseScholarshipSearch({ page: '3', deadline: 'open', state: 'west-bengal', exam: 'xat' });
    expect(scholarshipSearchHref(search)).toBe('/scholarships?exam=xat&state=west-bengal&deadline=open&page=3');
    expect(scholarshipSearchHref(search, { page: 1 })).toBe('/scholarships?exam=xat&state=west-bengal&deadline=open');
    expect(scholarshipSearchHref({ page: 1 })).toBe('/scholarships');
  });

  it('round-trips through the parser', () => {
    const search = parseScholarshipSearch({ exam: 'nmat', state: 'jammu-and-kashmir', amount: '2l', page: '4' });
    const query = Object.fromEntries(new URL(scholarshipSearchHref(search), 'https://x.test').searchParams);
    expect(parseScholarshipSearch(query)).toEqual(search);
    expect(stateKey('Jammu and Kashmir')).toBe('jammu-and-kashmir');
  });
});

describe('deadlineRange', () => {
  // 20:00 UTC on 23 Nov is already 24 Nov in India.
  const now = new Date('2026-11-23T20:00:00Z');

  it('counts from today in India', () => {
    expect(deadlineRange('open', now)).toEqual({ from: '2026-11-24', to: null });
    expect(deadlineRange('30d', now)).toEqual({ from: '2026-11-24', to: '2026-12-24' });
    expect(deadlineRange('90d', now)).toEqual({ from: '2026-11-24', to: '2027-02-22' });
  });
});

describe('scholarship card labels', () => {
  it('shows the amount as published, else the range, else Not published', () => {
    expect(amountLabel({ amountText: '₹3,00,000 a year', amountMin: 300000, amountMax: 300000 })).toBe('₹3,00,000 a year');
    expect(amountLabel({ amountText: null, amountMin: 50000, amountMax: 200000 })).toBe('₹50,000 – ₹2 L');
    expect(amountLabel({ amountText: ' ', amountMin: 20000, amountMax: 20000 })).toBe('₹20,000');
    expect(amountLabel({ amountText: null, amountMin: null, amountMax: null })).toBe('Not published');
  });

  it('shows the dated deadline with its note, else the note, else Not published', () => {
    expect(deadlineLabel({ deadline: '2026-12-31', deadlineText: 'NSP portal' })).toBe('31 Dec 2026 (NSP portal)');
    expect(deadlineLabel({ deadline: '2026-12-31', deadlineText: null })).toBe('31 Dec 2026');
    expect(deadlineLabel({ deadline: null, deadlineText: 'As notified each year' })).toBe('As notified each year');
    expect(deadlineLabel({ deadline: null, deadlineText: null })).toBe('Not published');
  });
});
