import fc from 'fast-check';

/*
 * Hostile values for the property tests of issue 13: what a crafted request can put where the site expects a
 * person's text — markup, SQL, control and invisible characters, unpaired UTF-16 halves, huge strings — and,
 * for actions called with objects, values of the wrong type. Shared by the unit, integration and browser tests.
 */

/** Markup that would run script if a page rendered it unescaped; a response must never reflect it as markup. */
export const MARKUP = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  "'><iframe src=javascript:alert(1)>",
] as const;

/** Fragments that have broken parsers, SQL builders, URL handling or storage somewhere. */
export const FRAGMENTS = [
  ...MARKUP,
  "'; DROP TABLE leads; --",
  "' OR '1'='1",
  '") OR 1=1 --',
  '%',
  '_',
  '\\',
  '%00',
  '%E0%A4%A',
  '%%',
  '../../etc/passwd',
  '..',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u2028\u2029',
  'मराठी हिन्दी',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🇮🇳',
  'é'.normalize('NFD'),
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ufffd\uffff',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/',
  '//evil.example',
  'a@b',
  '"quoted"',
] as const;

/** A single UTF-16 surrogate with no partner: valid in a JS string, not in UTF-8 or in PostgreSQL text. */
export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Strings up to 120 kB: longer than any field's limit, so every limit is tried. */
export const hugeString = fc
  .tuple(fc.constantFrom('a', '<b>', 'é', '🇮🇳', '\u0000', ' '), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any hostile text: fixed fragments, random unicode, and mixtures of both. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: loneSurrogate },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8 }), loneSurrogate), { maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: hugeString },
);

/** Values of every shape where a string is expected: what a crafted server-action call can send. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(null, undefined, true, false, 0, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, -0),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.bigInt() },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'toString', 'id'), hostileString, { maxKeys: 3 }) },
);

/** Keys an attacker adds to a form in the hope an action writes them through. */
export const EXTRA_KEYS = ['__proto__', 'constructor', 'role', 'is_admin', 'id', 'user_id', 'created_at', '$ACTION_ID', ''];

/**
 * An input built from a valid one: some fields replaced by hostile values, some dropped, some extra added —
 * so the hostile value reaches the handler when the rest is acceptable, not only the schema's first check.
 */
export function hostileInputFrom(base: Record<string, unknown>, overrides = hostileValue): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(base), ...EXTRA_KEYS];
  const changes = fc.array(fc.tuple(fc.constantFrom(...keys), fc.option(overrides, { nil: undefined, freq: 5 })), {
    minLength: 1,
    maxLength: 4,
  });
  const mutated = changes.map((list) => {
    const input: Record<string, unknown> = { ...base };
    for (const [key, value] of list) {
      if (value === undefined) delete input[key];
      else Object.defineProperty(input, key, { value, enumerable: true, configurable: true, writable: true });
    }
    return input;
  });
  return fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue });
}

/** Text-only variant for forms: a browser's FormData holds strings only, and the form actions read only strings. */
export function hostileFormFrom(base: Record<string, string>): fc.Arbitrary<unknown> {
  return hostileInputFrom(base, hostileString);
}

/**
 * hostileFormFrom for a form whose valid values must differ per run (names that must be unique, hidden fields
 * of one rendering): fields the mutation left as they were get a freshly made value.
 */
export function hostileFreshFormFrom(base: () => Record<string, string>): fc.Arbitrary<unknown> {
  const template = base();
  return hostileFormFrom(template).map((input) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const fresh = base();
    const form = { ...(input as Record<string, unknown>) };
    for (const key of Object.keys(form)) if (key in template && form[key] === template[key]) form[key] = fresh[key];
    return form;
  });
}

/** True when `html` carries any of the markup from MARKUP as markup (unescaped), rather than as text. */
export function reflectsMarkup(html: string): string | null {
  const patterns = [/<script>alert\(1\)/i, /<img src=x onerror=/i, /<svg onload=/i, /<iframe src=javascript:/i];
  const hit = patterns.find((pattern) => pattern.test(html));
  return hit ? hit.source : null;
}

/** One fixed seed per run, printed, so a failure is replayed with `HOSTILE_SEED=<seed>`. */
export function hostileSeed(): number {
  const seed = Number(process.env.HOSTILE_SEED ?? 1_300_013);
  return Number.isFinite(seed) ? seed : 1_300_013;
}
