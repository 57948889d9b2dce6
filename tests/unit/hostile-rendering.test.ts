import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PostMarkdown } from '@/components/blog/markdown';
import { createActionChain } from '@/lib/actions/chain';
import { jsonLdText } from '@/lib/seo/json-ld';
import type { TypedClient } from '@/lib/supabase/types';
import { UNSTORABLE_TEXT_MESSAGE, unstorableFields } from '@/lib/validation/storable-text';
import { FRAGMENTS, hostileSeed, hostileString, hostileValue, loneSurrogate, MARKUP } from '../support/hostile-values';

// Issue 13, hostile input, without a database: what renders stored text (post markdown, structured data) never
// turns it into markup, and the action chain refuses text PostgreSQL cannot store before any schema sees it.

const settings = { seed: hostileSeed(), numRuns: 300 };

/** Markdown assembled from hostile fragments and markdown's own constructs (links, images, raw HTML, code). */
const hostileMarkdown = fc
  .array(
    fc.oneof(
      fc.constantFrom(...FRAGMENTS),
      hostileString,
      fc.constantFrom('[x](', '![x](', ')', '<', '>', '`', '```\n', '\n\n', '# ', '- ', '| a | b |\n|---|---|\n'),
      fc.constantFrom(
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        ' javascript:alert(1)',
        'jav&#x61;script:alert(1)',
        'data:text/html;base64,PHNjcmlwdD4=',
      ),
      fc.constantFrom(
        '<div onclick="alert(1)">',
        '<a href="javascript:alert(1)">',
        '<img src=x onerror=alert(1)>',
        '<style>',
        '<iframe>',
      ),
    ),
    { maxLength: 25 },
  )
  .map((parts) => parts.join(''));

describe('post bodies (markdown through rehype-sanitize)', () => {
  it('never render a script, frame, style, event handler or script URL, whatever an editor stored', () => {
    fc.assert(
      fc.property(hostileMarkdown, (markdown) => {
        const html = renderToStaticMarkup(createElement(PostMarkdown, null, markdown));
        expect(html).not.toMatch(/<(script|iframe|style|object|embed|form|svg|math)\b/i);
        // Only real tags count: text (also text that looks like a tag) is escaped, '<' becoming '&lt;'.
        for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
          expect(tag).not.toMatch(/\son[a-z]+\s*=|\sstyle\s*=/i);
          for (const [, url] of tag.matchAll(/\s(?:href|src|action)="([^"]*)"/gi)) {
            expect(url.replace(/[\s\u0000-\u001f]/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
          }
        }
      }),
      { ...settings, numRuns: 120 },
    );
  }, 30_000);
});

describe('structured data (JSON-LD)', () => {
  it('keeps any stored text inside its script element and parses back to the same data', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('name', 'description', 'url'), hostileString, { maxKeys: 3 }), (data) => {
        const inner = jsonLdText(data);
        expect(inner).not.toMatch(/<\/?script|<!--/i);
        expect(JSON.parse(inner)).toEqual(data);
      }),
      settings,
    );
  });
});

describe('text the database cannot store', () => {
  it('is found in any field, also inside lists', () => {
    expect(unstorableFields({ name: 'ok', note: 'a\u0000b', tags: ['x', '\ud800'], n: 5 })).toEqual(['note', 'tags']);
    expect(unstorableFields('\udfff')).toEqual(['']);
    expect(unstorableFields({ emoji: '👩‍👩‍👧‍👦🇮🇳', rtl: '\u202eabc', zero: '\u200b', hindi: 'मराठी' })).toEqual([]);
  });

  it('is refused by every action as a validation error on its field, before the schema and the handler', async () => {
    let handled = 0;
    const chain = createActionChain({
      visitor: async () => ({ ip: '192.0.2.1', userAgent: null }),
      client: async () => ({}) as TypedClient,
      user: async () => null,
      report: () => {
        throw new Error('nothing unexpected may be reported');
      },
    });
    const action = chain.publicAction(
      { name: 'test.hostile', input: z.object({ note: z.unknown() }).loose(), rateLimit: { max: 1, windowSeconds: 60 } },
      async () => {
        handled++;
        return 'saved';
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(loneSurrogate, fc.constant('\u0000')), hostileValue, async (bad, other) => {
        const result = await action({ note: `a${bad}b`, other });
        expect(result).toMatchObject({ ok: false, code: 'VALIDATION', fieldErrors: { note: [UNSTORABLE_TEXT_MESSAGE] } });
      }),
      { ...settings, numRuns: 100 },
    );
    expect(handled).toBe(0);
  });

  it('leaves markup alone: it is text like any other, and pages escape it', () => {
    expect(unstorableFields({ note: MARKUP.join('') })).toEqual([]);
  });
});
