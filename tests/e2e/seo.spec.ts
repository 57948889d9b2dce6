import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { STATIC_PUBLIC_ROUTES } from '@/lib/seo/public-routes';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';
import { PUBLIC_PAGES } from './support/public-pages';

/** What a crawler sees: the server's HTML, no JavaScript run. */
interface PageSeo {
  h1Count: number;
  title: string | null;
  description: string | null;
  canonical: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  twitterCard: string | null;
}

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function attr(html: string, pattern: RegExp): string | null {
  const match = pattern.exec(html);
  return match ? decode(match[1]) : null;
}

async function readSeo(request: APIRequestContext, path: string): Promise<PageSeo> {
  const response = await request.get(path);
  expect(response.status(), `${path} responds`).toBe(200);
  const html = await response.text();
  return {
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)"/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(html, /<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(html, /<meta property="og:description" content="([^"]*)"/),
    twitterCard: attr(html, /<meta name="twitter:card" content="([^"]*)"/),
  };
}

for (const path of PUBLIC_PAGES) {
  test(`${path} is server-rendered with one h1, a title, a description, a canonical URL and social tags`, async ({ request }) => {
    const seo = await readSeo(request, path);
    expect(seo.h1Count, 'exactly one h1').toBe(1);
    expect(seo.title?.trim(), 'title').toBeTruthy();
    expect(seo.description?.trim().length ?? 0, 'meta description').toBeGreaterThan(50);
    expect(seo.canonical, 'canonical').toBeTruthy();
    const canonical = new URL(seo.canonical as string);
    expect(canonical.origin, 'canonical origin').toBe(E2E_BASE_URL);
    expect(canonical.pathname, 'canonical path').toBe(path);
    expect(seo.ogTitle?.trim(), 'og:title').toBeTruthy();
    expect(seo.ogDescription?.trim(), 'og:description').toBeTruthy();
    expect(seo.twitterCard, 'twitter:card').toMatch(/^summary/);
  });
}

test('every public page has its own title', async ({ request }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string[]>();
  for (const path of PUBLIC_PAGES) {
    const { title } = await readSeo(request, path);
    titles.set(title ?? '', [...(titles.get(title ?? '') ?? []), path]);
  }
  const shared = [...titles].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${title}: ${paths.join(', ')}`);
  expect(shared).toEqual([]);
});

test('sitemap.xml lists every static page and every college, exam and blog post', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locs = new Set([...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));

  for (const route of STATIC_PUBLIC_ROUTES) expect(locs, route.path).toContain(route.path);

  // What an anonymous reader may see is exactly what should be indexed.
  const anon = createClient(E2E_SUPABASE_URL, e2eKeys().anonKey, { auth: { persistSession: false } });
  const expected: [string, string][] = [
    ['colleges', '/colleges'],
    ['exams', '/exams'],
    ['blog_posts', '/blog'],
  ];
  for (const [table, prefix] of expected) {
    const { data, error } = await anon.from(table).select('slug');
    expect(error).toBeNull();
    expect(data?.length, `${table} rows`).toBeGreaterThan(0);
    for (const row of data ?? []) expect(locs, `${prefix}/${row.slug}`).toContain(`${prefix}/${row.slug}`);
  }
});

test('robots.txt keeps crawlers out of admin and profile pages and points at the sitemap', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toMatch(/^Disallow: \/admin$/m);
  expect(body).toMatch(/^Disallow: \/profile$/m);
  expect(body).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});

test('the site has a generated Open Graph image', async ({ request }) => {
  const html = await (await request.get('/about')).text();
  const image = attr(html, /<meta property="og:image" content="([^"]*)"/);
  expect(image).toBeTruthy();
  const response = await request.get(new URL(image as string).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});
