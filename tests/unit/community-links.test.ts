import { describe, expect, it } from 'vitest';
import { renderMarkdownHtml } from '@/lib/blog/markdown';
import { containsLink } from '@/lib/community/links';
import { LINKED_FORMS, UNLINKED_FORMS } from '../support/community-link-forms';

// Issue 34: the first-post hold looked for links with a pattern the renderer did not agree with. The detector
// now reads the renderer's own parse; here it is checked on every form, and against the rendered HTML.

const hasAnchor = (markdown: string) => /<a\b/.test(renderMarkdownHtml(markdown, {}));

describe('containsLink', () => {
  it.each(LINKED_FORMS)('finds the $name', ({ text, rendersNoAnchor }) => {
    expect(containsLink(text)).toBe(true);
    // What the page shows: an <a> for every form but a bare definition.
    expect(hasAnchor(text)).toBe(!rendersNoAnchor);
  });

  it.each(UNLINKED_FORMS)('finds none in $name', ({ text }) => {
    expect(containsLink(text)).toBe(false);
    expect(hasAnchor(text)).toBe(false);
  });

  it('reads quotes nested far deeper than a post ever goes without running out of stack', () => {
    expect(containsLink(`${'> '.repeat(2000)}www.evil.example`)).toBe(true);
    expect(containsLink(`${'> '.repeat(2000)}plain`)).toBe(false);
  });
});
