import type { Element } from 'hast';
import { element, isInternalHref, renderMarkdownHtml, type MarkdownRenderers } from '@/lib/blog/markdown';

/*
 * Community posts are rendered exactly as blog posts are (lib/blog/markdown.ts: no raw HTML, GitHub's sanitize
 * schema, http(s)/mailto links only), with one difference: members write them, so every link tells search
 * engines it is user content not vouched for (rel="nofollow ugc"), and a link off the site opens in a new tab
 * without handing the opened page a reference back (noopener noreferrer).
 */
export const UGC_REL = 'nofollow ugc';

export interface LinkAttributes {
  rel: string;
  target?: '_blank';
}

export function communityLinkAttributes(href: string | undefined): LinkAttributes {
  return isInternalHref(href) ? { rel: UGC_REL } : { rel: `${UGC_REL} noopener noreferrer`, target: '_blank' };
}

/** The element's children under another tag with the given classes; its own attributes are dropped. */
function as(tagName: string, className: string) {
  return (source: Element) => element(tagName, { className }, source.children);
}

/*
 * A member's post, rendered on the server (no markdown code ships to the browser) and sanitised as blog posts
 * are. Headings are demoted (the thread title is the page's h1 and each post sits under an h2 or h3), images
 * are never loaded (their alt text stands in), and every link carries rel="nofollow ugc".
 */
const renderers: MarkdownRenderers = {
  h1: as('h3', 'mt-5 mb-2 text-lg font-semibold text-brand-900'),
  h2: as('h3', 'mt-5 mb-2 text-lg font-semibold text-brand-900'),
  h3: as('h4', 'mt-4 mb-2 font-semibold text-brand-900'),
  h4: as('h4', 'mt-4 mb-2 font-semibold text-brand-900'),
  h5: as('p', 'mt-4 mb-2 font-semibold'),
  h6: as('p', 'mt-4 mb-2 font-semibold'),
  p: as('p', 'my-3 leading-7'),
  ul: as('ul', 'my-3 list-disc space-y-1 pl-6'),
  ol: as('ol', 'my-3 list-decimal space-y-1 pl-6'),
  li: as('li', 'leading-7'),
  blockquote: as('blockquote', 'my-4 border-l-4 border-brand-200 pl-4 text-gray-700 italic'),
  hr: () => element('hr', { className: 'my-6 border-gray-200' }),
  code: as('code', 'rounded bg-gray-100 px-1 py-0.5 text-[0.9em] break-words'),
  pre: as('pre', 'my-4 overflow-x-auto rounded-lg bg-gray-100 p-3 text-sm'),
  table: (source) =>
    element('div', { className: 'my-4 overflow-x-auto rounded-lg border border-gray-200' }, [
      element('table', { className: 'w-full min-w-[20rem] border-collapse text-left text-sm' }, source.children),
    ]),
  th: (source) =>
    element('th', { scope: 'col', className: 'bg-brand-50 px-3 py-2 font-semibold text-brand-900' }, source.children),
  td: as('td', 'border-t border-gray-200 px-3 py-2 align-top'),
  a: (source) => {
    const href = typeof source.properties.href === 'string' ? source.properties.href : undefined;
    return element('a', { href, className: 'link break-words underline', ...communityLinkAttributes(href) }, source.children);
  },
  img: (source) => {
    const alt = typeof source.properties.alt === 'string' ? source.properties.alt : '';
    return element('span', { className: 'text-gray-600' }, alt ? [{ type: 'text', value: `[Image: ${alt}]` }] : []);
  },
};

/** A member's post as sanitised HTML, rendered on the server for the page, the preview and held replies alike. */
export function renderCommunityHtml(markdown: string): string {
  return renderMarkdownHtml(markdown, renderers);
}
