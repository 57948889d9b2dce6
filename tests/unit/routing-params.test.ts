import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstParam, isSlug, isUuid, MAX_PAGE, pageParam } from '@/lib/routing/params';

describe('firstParam', () => {
  it('reads a parameter given once, the first of a repeated one, and nothing for an absent one', () => {
    expect(firstParam('delhi')).toBe('delhi');
    expect(firstParam(['delhi', 'gujarat'])).toBe('delhi');
    expect(firstParam([])).toBeUndefined();
    expect(firstParam(undefined)).toBeUndefined();
  });
});

describe('pageParam', () => {
  it('reads a whole page number from 1 up', () => {
    expect(pageParam('1')).toBe(1);
    expect(pageParam('7')).toBe(7);
    expect(pageParam(' 3 ')).toBe(3);
    expect(pageParam(['2', '5'])).toBe(2);
    expect(pageParam(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it('falls back to page 1 for anything else', () => {
    for (const page of [undefined, '', ' ', '0', '-2', '1.5', 'abc', '1e9', String(MAX_PAGE + 1), 'Infinity', 'NaN']) {
      expect(pageParam(page), `page=${String(page)}`).toBe(1);
    }
  });

  it('always gives a page between 1 and the maximum, and gives every such page back', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.string())), (raw) => {
        const page = pageParam(raw);
        return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE;
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_PAGE }), (n) => pageParam(String(n)) === n));
  });
});

describe('isSlug', () => {
  it('accepts lower-case words joined by single hyphens, as the database does', () => {
    for (const slug of ['cat', 'iim-ahmedabad', 'mah-cet', 'top-10-colleges-2026']) expect(isSlug(slug), slug).toBe(true);
  });

  it('refuses anything that cannot be a stored slug', () => {
    for (const slug of ['', 'CAT', 'iim--ahmedabad', '-cat', 'cat-', 'iim ahmedabad', 'iim_a', 'cat.xml', '../admin', 'कैट']) {
      expect(isSlug(slug), slug).toBe(false);
    }
  });
});

describe('isUuid', () => {
  it('accepts a row id and refuses anything else before a query is made', () => {
    expect(isUuid('6b0e7c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('6B0E7C7E-1A2B-4C3D-8E9F-0A1B2C3D4E5F')).toBe(true);
    for (const value of ['', 'new', '6b0e7c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5', "1' or '1'='1", '6b0e7c7e1a2b4c3d8e9f0a1b2c3d4e5f']) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
