import { createElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FaqPage from '@/app/(site)/faq/page';
import { HomeFaq } from '@/components/site/home/home-sections';
import { listFaqs } from '@/lib/data/faq';

// Spec §8: an empty FAQ list reads 'No FAQs available at the moment.' An empty list is an answer, not a failure:
// the database is reached and has no active FAQ, so neither the samples nor an error stand in. The reads go
// through lib/data to a PostgREST stub that answers with `faqRows`; /faq renders whole, as the server renders it,
// and the home page's FAQ section gets what the home page reads (listFaqs({ limit: 10 })). The browser suite
// cannot show this: its database always has seeded FAQs.

// Outside a request there is no CSP nonce to read; the structured data of a non-empty /faq needs one.
vi.mock('@/lib/security/nonce', () => ({ requestNonce: async () => undefined }));

const EMPTY = 'No FAQs available at the moment.';
const SAMPLE_NOTICE = /Currently showing sample content/;

const FAQ = {
  id: 'f0000000-0000-4000-8000-000000000001',
  question: 'Is work experience required for an MBA in India?',
  answer: 'No. Most programmes admit freshers.',
  category: 'admissions',
  views: 3,
};

let faqRows: object[] = [];
const requested: string[] = [];

beforeEach(() => {
  faqRows = [];
  requested.length = 0;
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://db.test');
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input.toString());
    requested.push(`${url.pathname}?${url.searchParams.toString()}`);
    return Response.json(url.pathname === '/rest/v1/faqs' ? faqRows : []);
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** The HTML the server sends, once everything in it has loaded. */
async function render(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const faqPage = async () => render(await FaqPage());
const homeFaqSection = async () => render(createElement(HomeFaq, { list: await listFaqs({ limit: 10 }) }));

describe("an empty FAQ list reads 'No FAQs available at the moment.' (spec §8)", () => {
  it('on /faq', async () => {
    const html = await faqPage();
    expect(requested.filter((r) => r.startsWith('/rest/v1/faqs?'))).toHaveLength(1);
    expect(html).toContain(EMPTY);
    expect(html).not.toMatch(SAMPLE_NOTICE);
    expect(html).not.toContain('Try Again');
    expect(html).not.toContain('aria-expanded');
  });

  it('in the home page’s FAQ section', async () => {
    const html = await homeFaqSection();
    expect(requested).toEqual([expect.stringMatching(/^\/rest\/v1\/faqs\?.*is_active=eq\.true.*limit=10/)]);
    expect(html).toContain('Frequently asked questions');
    expect(html).toContain(EMPTY);
    expect(html).not.toMatch(SAMPLE_NOTICE);
    expect(html).not.toContain('aria-expanded');
  });

  it('and only then: with one FAQ, both show its question instead', async () => {
    faqRows = [FAQ];
    for (const html of [await faqPage(), await homeFaqSection()]) {
      expect(html).toContain(FAQ.question);
      expect(html).toContain('aria-expanded');
      expect(html).not.toContain(EMPTY);
    }
  });
});
