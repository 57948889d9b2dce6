/*
 * The page cache's entries and the moment content was last published, both in process memory. Kept on
 * globalThis: proxy.ts and the server actions that publish are bundled apart, yet run in one Node.js process and
 * must see the same values.
 */

export interface CachedPage {
  /** The HTML in UTF-8, cut where the nonce it was rendered with stood (./nonce.ts). */
  parts: Uint8Array[];
  /**
   * Response headers worth keeping (./serve.ts): content type, cache control, vary, the font preload link. Each
   * value is cut at the rendered nonce like the HTML (Next.js puts the nonce on the preload link it sends).
   */
  headers: [name: string, valueParts: string[]][];
  /** When the render began: anything published after it may be missing from the page. */
  renderedAt: number;
  bytes: number;
}

interface State {
  pages: Map<string, CachedPage>;
  bytes: number;
  publishedAt: number;
}

/** At most this much HTML is kept; the least recently used pages go first. */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** A page is rendered again at least this often, so what depends on the clock (days to a deadline) moves on. */
export const MAX_PAGE_AGE_MS = 5 * 60 * 1000;

const KEY = Symbol.for('mba-disha.page-cache');

function state(): State {
  const holder = globalThis as typeof globalThis & { [KEY]?: State };
  holder[KEY] ??= { pages: new Map(), bytes: 0, publishedAt: 0 };
  return holder[KEY];
}

/** The cached page at `key`, marked as the most recently used; undefined when there is none. */
export function cachedPage(key: string): CachedPage | undefined {
  const { pages } = state();
  const page = pages.get(key);
  if (page) {
    pages.delete(key);
    pages.set(key, page);
  }
  return page;
}

export function storePage(key: string, page: CachedPage): void {
  const s = state();
  dropPage(key);
  if (page.bytes > MAX_CACHED_BYTES) return;
  s.pages.set(key, page);
  s.bytes += page.bytes;
  for (const [oldest, old] of s.pages) {
    if (s.bytes <= MAX_CACHED_BYTES) break;
    s.pages.delete(oldest);
    s.bytes -= old.bytes;
  }
}

export function dropPage(key: string): void {
  const s = state();
  const page = s.pages.get(key);
  if (!page) return;
  s.pages.delete(key);
  s.bytes -= page.bytes;
}

/** Called wherever content is published (lib/content/publish.ts): every page cached before now is stale. */
export function markPublished(now: number = Date.now()): void {
  const s = state();
  s.publishedAt = Math.max(s.publishedAt, now);
}

/** The last time this process published content (0: never). */
export function localPublishedAt(): number {
  return state().publishedAt;
}

/** Whether a cached page may still be served, given when content was last published anywhere. */
export function isFresh(page: CachedPage, publishedAt: number, now: number = Date.now()): boolean {
  return page.renderedAt > publishedAt && now - page.renderedAt < MAX_PAGE_AGE_MS;
}

/** How much is cached (the unit tests check the byte budget with it). */
export function cacheSize(): { pages: number; bytes: number } {
  const { pages, bytes } = state();
  return { pages: pages.size, bytes };
}
