/** What an editor reads when a slug they typed cannot be an address. */
export const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens (for example iim-ahmedabad).';

export const SLUG_MAX_LENGTH = 80;

/** The database's rule (public.is_valid_slug): lower-case words of letters and digits joined by single hyphens. */
export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/**
 * An address from a title: accents folded ('Pōrto' → 'porto'), '&' read as 'and', everything else that is not a
 * letter or digit a single hyphen, cut at a word boundary to 80 characters. '' when nothing usable is left.
 */
export function slugify(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_MAX_LENGTH) return words;
  const cut = words.slice(0, SLUG_MAX_LENGTH + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

/** base, base-2, base-3 …: the first candidate `taken` does not hold, kept within the length limit. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
