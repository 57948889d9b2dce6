import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDataToObject, submitForm } from '@/lib/actions/result';
import { formValues } from '@/lib/contact/form-values';
import { firstParam, pageParam, type SearchParamValue } from '@/lib/routing/params';
import { isUndecodablePath } from '@/lib/routing/undecodable-path';
import { hostileSeed, hostileString, hostileValue, loneSurrogate } from '../support/hostile-values';

// Issue 13, hostile input at the two boundaries every request crosses before any schema: the query string
// (read through firstParam by every page's parser) and a server action's form argument (which a crafted call
// can replace with any value).

const settings = { seed: hostileSeed(), numRuns: 300 };

describe('query parameters', () => {
  it('read text the database cannot store (NUL, lone surrogates) as absent, anything else as sent', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })), (value: SearchParamValue) => {
        const first = Array.isArray(value) ? value[0] : value;
        const storable = first !== undefined && !first.includes('\u0000') && first.isWellFormed();
        expect(firstParam(value)).toBe(storable ? first : undefined);
        expect(pageParam(value)).toBeGreaterThanOrEqual(1);
      }),
      settings,
    );
    expect(firstParam(['\u0000', 'x'])).toBeUndefined();
    fc.assert(
      fc.property(loneSurrogate, (s) => {
        expect(firstParam(`q${s}`)).toBeUndefined();
      }),
    );
  });
});

describe("a form action's argument", () => {
  it('reads as an empty form when it is not a form at all, so validation refuses it instead of a throw', async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, async (notAForm) => {
        const form = notAForm as FormData;
        expect(formDataToObject(form)).toEqual({});
        expect(formValues(form)).toEqual({});
        const seen: unknown[] = [];
        const state = await submitForm(async (input) => {
          seen.push(input);
          return { ok: false, code: 'VALIDATION', message: 'Please check the highlighted fields and try again.' };
        }, form);
        expect(seen).toEqual([{}]);
        expect(state.result).toMatchObject({ ok: false, code: 'VALIDATION' });
      }),
      { ...settings, numRuns: 100 },
    );
  });

  it('keeps the string fields of a real form, whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !k.startsWith('$')),
          hostileString,
          { maxKeys: 5 },
        ),
        (fields) => {
          const form = new FormData();
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          // FormData stores text as USVString: a lone surrogate becomes U+FFFD on the way in, as a browser sends it.
          const expected = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.toWellFormed(), v.toWellFormed()]));
          expect(formDataToObject(form)).toEqual(expected);
        },
      ),
      { ...settings, numRuns: 100 },
    );
  });
});

describe('paths', () => {
  it('are undecodable exactly when percent-decoding fails: the proxy answers those 400 before Next would 500', () => {
    for (const path of ['/blog/%E0%A4%A', '/exams/%ED%A0%80', '/blog/%', '/colleges/%C0%AE', '/x/%FF']) {
      expect(isUndecodablePath(path), path).toBe(true);
    }
    for (const path of ['/', '/colleges/iim-ahmedabad', '/blog/%00', '/blog/%25', '/x/%E2%80%AE', '/..%2F']) {
      expect(isUndecodablePath(path), path).toBe(false);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(isUndecodablePath(`/blog/${encodeURIComponent(text)}`)).toBe(false);
      }),
      settings,
    );
  });
});
