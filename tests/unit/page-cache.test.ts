import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { nonceOfPolicy, splitAtNonce, withNonce } from '@/lib/page-cache/nonce';
import { isCacheablePageRequest, type PageRequest } from '@/lib/page-cache/policy';
import {
  cachedPage,
  cacheSize,
  dropPage,
  isFresh,
  localPublishedAt,
  markPublished,
  MAX_CACHED_BYTES,
  MAX_PAGE_AGE_MS,
  storePage,
  type CachedPage,
} from '@/lib/page-cache/store';

type RequestShape = Partial<Omit<PageRequest, 'headers'>> & { headers?: Record<string, string> };

function request({ headers, ...over }: RequestShape = {}): PageRequest {
  return {
    method: 'GET',
    pathname: '/',
    search: '',
    ...over,
    headers: new Headers({ accept: 'text/html,application/xhtml+xml', ...headers }),
  };
}

describe('which requests the page cache answers', () => {
  it('takes a browser page load, and a client that names no Accept (a crawler, the bench)', () => {
    expect(isCacheablePageRequest(request({ headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } }))).toBe(
      true,
    );
    const bare = request();
    bare.headers.delete('accept');
    expect(isCacheablePageRequest(bare)).toBe(true);
  });

  it('takes signed-out page loads of the public pages', () => {
    for (const pathname of [
      '/',
      '/colleges',
      '/colleges/iim-ahmedabad',
      '/blog/cat-exam-pattern-explained',
      '/exams/cat',
      '/exams/calendar',
      '/mock-tests',
      '/community',
      '/faq',
    ]) {
      expect(isCacheablePageRequest(request({ pathname })), pathname).toBe(true);
    }
  });

  it('leaves alone anything personal, queried, not a page load, or not a public page', () => {
    const refused: PageRequest[] = [
      request({ headers: { cookie: 'sb-127-auth-token=base64-abc' } }),
      request({ headers: { cookie: 'theme=dark; sb-x-auth-token.0=chunk' } }),
      request({ search: '?state=Delhi', pathname: '/colleges' }),
      request({ search: '?utm_source=google' }),
      request({ method: 'POST' }),
      request({ method: 'HEAD' }),
      request({ headers: { rsc: '1' } }),
      request({ headers: { 'next-router-prefetch': '1' } }),
      request({ headers: { 'next-action': 'abc' } }),
      request({ headers: { accept: 'application/json' } }),
      // A client navigation or prefetch as proxy.ts sees it: Next.js hides rsc and _rsc, not what the browser sent.
      request({ headers: { accept: '*/*', 'sec-fetch-dest': 'empty', 'next-url': '/colleges' } }),
      request({ headers: { accept: '*/*' } }),
      request({ headers: { accept: 'text/html', 'sec-fetch-dest': 'empty' } }),
      request({ pathname: '/profile' }),
      request({ pathname: '/admin' }),
      request({ pathname: '/community/new' }),
      request({ pathname: '/exams/calendar/unsubscribe/abc' }),
      request({ pathname: '/my-data' }),
      request({ pathname: '/compare' }),
      request({ pathname: '/colleges/IIM' }),
    ];
    for (const r of refused) expect(isCacheablePageRequest(r), `${r.method} ${r.pathname}${r.search}`).toBe(false);
  });

  it('still caches for a visitor whose session cookie is empty (signed out)', () => {
    expect(isCacheablePageRequest(request({ headers: { cookie: 'sb-127-auth-token=; mba_touch=x' } }))).toBe(true);
  });
});

describe('the nonce of a cached page', () => {
  it('is read from the policy it was rendered under', () => {
    expect(nonceOfPolicy("default-src 'self'; script-src 'self' 'nonce-AbC+/def0123456789==' 'strict-dynamic'")).toBe(
      'AbC+/def0123456789==',
    );
    expect(nonceOfPolicy("script-src 'self'")).toBeNull();
    expect(nonceOfPolicy(null)).toBeNull();
  });

  it('is replaced everywhere by the response nonce, and nothing else is touched', () => {
    expect(new TextDecoder().decode(withNonce(splitAtNonce('<p>Pune – पुणे</p>', 'x0123456789abcdef'), 'N'))).toBe(
      '<p>Pune – पुणे</p>',
    );
    const html =
      '<script nonce="OLD+/nonce0123456==">a</script><p>OLD</p><script nonce="OLD+/nonce0123456==" src="/x.js"></script>';
    const parts = splitAtNonce(html, 'OLD+/nonce0123456==');
    expect(new TextDecoder().decode(withNonce(parts, 'NEW'))).toBe(
      '<script nonce="NEW">a</script><p>OLD</p><script nonce="NEW" src="/x.js"></script>',
    );
  });

  it('gives the page with the new nonce in every place of the old, whatever the text around it', () => {
    const old = 'OLD+/nonce0123456==';
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 6 }),
        fc.base64String({ minLength: 4, maxLength: 24 }),
        (texts, fresh) => {
          const html = texts.join(old);
          expect(new TextDecoder().decode(withNonce(splitAtNonce(html, old), fresh))).toBe(html.replaceAll(old, fresh));
        },
      ),
    );
  });
});

describe('the page store', () => {
  const page = (over: Partial<CachedPage> = {}): CachedPage => ({
    parts: [new TextEncoder().encode('<html></html>')],
    headers: [['content-type', ['text/html; charset=utf-8']]],
    renderedAt: Date.now(),
    bytes: 26,
    ...over,
  });
  afterEach(() => {
    for (const key of ['/a', '/b', '/c']) dropPage(key);
  });

  it('serves a page rendered after the last publication and younger than its maximum age only', () => {
    const now = 1_000_000;
    expect(isFresh(page({ renderedAt: now - 10 }), now - 20, now)).toBe(true);
    expect(isFresh(page({ renderedAt: now - 10 }), now - 10, now)).toBe(false);
    expect(isFresh(page({ renderedAt: now - 10 }), now - 5, now)).toBe(false);
    expect(isFresh(page({ renderedAt: now - MAX_PAGE_AGE_MS }), 0, now)).toBe(false);
  });

  it('records publications, never moving back in time', () => {
    markPublished(5_000);
    markPublished(4_000);
    expect(localPublishedAt()).toBeGreaterThanOrEqual(5_000);
  });

  it('keeps at most its byte budget, dropping the least recently used first', () => {
    const before = cacheSize().pages;
    const half = Math.floor(MAX_CACHED_BYTES / 2) - 10;
    storePage('/a', page({ bytes: half }));
    storePage('/b', page({ bytes: half }));
    expect(cachedPage('/a')).toBeDefined(); // /a is now the most recently used
    storePage('/c', page({ bytes: half }));
    expect(cachedPage('/b')).toBeUndefined();
    expect(cachedPage('/a')).toBeDefined();
    expect(cachedPage('/c')).toBeDefined();
    expect(cacheSize().pages).toBe(before + 2);
    storePage('/a', page({ bytes: MAX_CACHED_BYTES + 1 })); // too big to keep: not stored, the old one dropped
    expect(cachedPage('/a')).toBeUndefined();
  });
});
