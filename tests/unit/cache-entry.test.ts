import { describe, expect, it } from 'vitest';
import { asStale, decodeEntry, encodeEntry, freshness, responseTags } from '@/lib/cache/cache-entry.mjs';

// The pure half of the Redis cache handler: the stored form of an entry, and Next.js's tag rules on shared times.

describe('encodeEntry and decodeEntry', () => {
  it('give back Buffers and Maps, which plain JSON would lose', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      tags: [],
      value: {
        kind: 'APP_PAGE',
        html: '<p>₹ 25 LPA</p>',
        rscData: Buffer.from([0, 1, 254, 255]),
        segmentData: new Map([['/_index', Buffer.from('segment')]]),
        headers: { 'x-next-cache-tags': 'colleges' },
      },
      cacheControl: { revalidate: 3600 as const, expire: undefined },
    };
    const back = decodeEntry(encodeEntry(entry));
    expect(back).toEqual({ ...entry, cacheControl: { revalidate: 3600 } });
    expect(Buffer.isBuffer(back?.value.rscData)).toBe(true);
    expect(back?.value.segmentData).toBeInstanceOf(Map);
  });

  it('read anything else as no entry', () => {
    expect(decodeEntry('not json')).toBeNull();
    expect(decodeEntry('"text"')).toBeNull();
    expect(decodeEntry(JSON.stringify({ lastModified: 1, tags: [], value: { html: 'x' } }))).toBeNull();
    expect(decodeEntry(JSON.stringify({ lastModified: '1', tags: [], value: { kind: 'FETCH' } }))).toBeNull();
  });
});

describe('responseTags', () => {
  it("reads a cached page's tags from the header Next.js keeps them in", () => {
    expect(responseTags({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'colleges,_N_T_/layout' } })).toEqual([
      'colleges',
      '_N_T_/layout',
    ]);
    expect(responseTags({ kind: 'APP_ROUTE', headers: {} })).toEqual([]);
    expect(responseTags({ kind: 'REDIRECT' })).toEqual([]);
  });
});

describe('freshness', () => {
  const now = 10_000;
  const times = (expired: (number | null)[], stale: (number | null)[] = []) => ({ expired, stale });

  it('expires an entry written before a tag expiry that has come', () => {
    expect(freshness(5_000, times([null, 6_000]), now)).toBe('expired');
    expect(freshness(5_000, times([now]), now)).toBe('expired');
  });

  it('keeps an entry written after the expiry, or whose tag expires later', () => {
    expect(freshness(7_000, times([6_000]), now)).toBe('fresh');
    expect(freshness(5_000, times([now + 1]), now)).toBe('fresh');
    expect(freshness(5_000, times([null], [null]), now)).toBe('fresh');
  });

  it('marks stale an entry written before a tag was marked stale, unless expired', () => {
    expect(freshness(5_000, times([now + 1_000], [6_000]), now)).toBe('stale');
    expect(freshness(7_000, times([], [6_000]), now)).toBe('fresh');
    expect(freshness(5_000, times([6_000], [6_000]), now)).toBe('expired');
  });
});

describe('asStale', () => {
  const entry = { lastModified: 9_000_000, tags: [], value: { kind: 'FETCH' } };

  it('moves lastModified back past the revalidate period, so Next.js serves it and refreshes it', () => {
    const stale = asStale(entry, 3600, 10_000_000);
    expect(10_000_000 - (stale?.lastModified ?? 0)).toBeGreaterThan(3600 * 1000);
  });

  it('gives nothing to serve when there is no period to pass', () => {
    expect(asStale(entry, false, 10_000_000)).toBeNull();
    expect(asStale(entry, undefined, 10_000_000)).toBeNull();
    expect(asStale(entry, 0, 10_000_000)).toBeNull();
  });
});
