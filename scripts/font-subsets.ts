/**
 * What the site's Inter file holds (scripts/subset-fonts.ts makes it). Fontsource's Latin and Latin Extended files
 * weighed 131 KiB together on every page; this one file holds what our pages print — Latin-1, Latin Extended-A
 * for names, typographic punctuation, the rupee sign — at the text optical size and the weights the pages use, with
 * only the layout features they use, in about 30 KiB. A character outside it is drawn by the metric-matched
 * fallback, so it still shows, only not in Inter.
 */
const range = (from: number, to: number): string =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const FONT_FILE = 'inter.woff2';

/** Inter 4's variable font, from the inter-ui package (devDependency). */
export const FONT_SOURCE = 'inter-ui/variable/InterVariable.woff2';

export const FONT_TEXT =
  range(0x20, 0x7e) +
  // Latin-1 (©, ·, ×, accented letters) and Latin Extended-A (ō, ś…).
  range(0xa0, 0x17f) +
  // Dashes, quotes, bullet, ellipsis, primes, ™, €, ₹, arrows, minus, square root (the calculator), check mark.
  '\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u2122\u20ac\u20b9\u2190\u2191\u2192\u2193\u2212\u221a\u2713';

/** font-normal (400) to font-bold (700); the optical size pinned to text (14). */
export const FONT_AXES = { wght: { min: 400, max: 700 }, opsz: 14 } as const;

/** Kerning, ligatures, marks, case forms and tabular figures (`tabular-nums` on tables and figures). */
export const FONT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'case', 'tnum'];
