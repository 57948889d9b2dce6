import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, MAX_JSON_DEPTH, parseJsonBounded } from '@/supabase/local/json-depth';

/** The real nesting depth of a parsed value, for comparing with the scan. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects, allowing exactly the limit', () => {
    expect(exceedsJsonDepth('['.repeat(3) + ']'.repeat(3), 3)).toBe(false);
    expect(exceedsJsonDepth('['.repeat(4) + ']'.repeat(4), 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
    expect(exceedsJsonDepth('[[],[],[[]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[],[],[[]]]', 2)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify({ s: '[[[[{{{{' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ s: 'say \\"[[[[\\" and "[[["' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('scans 20,000 levels without recursing', () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    expect(exceedsJsonDepth(deep)).toBe(true);
    expect(parseJsonBounded(deep)).toEqual({
      ok: false,
      tooDeep: true,
      message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('agrees with the real depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(exceedsJsonDepth(text, max)).toBe(depthOf(value) > max);
      }),
    );
  });
});

describe('parseJsonBounded', () => {
  it('parses ordinary JSON and reports syntax errors as not too deep', () => {
    expect(parseJsonBounded('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJsonBounded('{"a":')).toMatchObject({ ok: false, tooDeep: false });
  });
});
