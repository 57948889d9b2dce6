import type { Element, ElementContent } from 'hast';
import { element, isInternalHref, renderMarkdownHtml, withClass, type MarkdownRenderers } from '@/lib/blog/markdown';

const H2 = 'mt-10 mb-3 text-2xl font-bold text-brand-900';

function heading(tagName: string, className: string) {
  return (source: Element) => element(tagName, withClass(source, className), source.children);
}

function styled(className: string) {
  return (source: Element) => element(source.tagName, withClass(source, className), source.children);
}

function href(source: Element): string | undefined {
  return typeof source.properties.href === 'string' ? source.properties.href : undefined;
}

/*
 * Typography as element mappings rather than a prose plugin: the post page's <h1> is the title, so a '#' in
 * the body becomes an <h2> (one h1 per page), tables scroll inside their own box on a 360 px screen, and
 * images from other hosts are not loaded (DESIGN.md: never hot-linked) -- their alt text stands in.
 */
const renderers: MarkdownRenderers = {
  h1: heading('h2', H2),
  h2: heading('h2', H2),
  h3: heading('h3', 'mt-8 mb-2 text-xl font-semibold text-brand-900'),
  h4: heading('h4', 'mt-6 mb-2 text-lg font-semibold text-brand-900'),
  p: styled('my-4 leading-7'),
  ul: styled('my-4 list-disc space-y-2 pl-6'),
  ol: styled('my-4 list-decimal space-y-2 pl-6'),
  li: styled('leading-7'),
  blockquote: styled('my-6 border-l-4 border-brand-200 pl-4 text-gray-700 italic'),
  hr: () => element('hr', { className: 'my-8 border-gray-200' }),
  code: styled('rounded bg-gray-100 px-1 py-0.5 text-[0.9em]'),
  pre: styled('my-4 overflow-x-auto rounded-lg bg-gray-100 p-4 text-sm'),
  table: (source) =>
    element('div', { className: 'my-6 scroll-cue overflow-x-auto rounded-lg border border-gray-200' }, [
      element('table', withClass(source, 'w-full min-w-[28rem] border-collapse text-left text-sm'), source.children),
    ]),
  thead: styled('bg-brand-50 text-brand-900'),
  th: (source) => element('th', { scope: 'col', ...withClass(source, 'px-3 py-2 font-semibold') }, source.children),
  td: styled('border-t border-gray-200 px-3 py-2 align-top'),
  a: (source) => {
    const target = href(source);
    return isInternalHref(target)
      ? element('a', { href: target, className: 'link underline' }, source.children)
      : element('a', { href: target, className: 'link underline', rel: 'noopener noreferrer nofollow' }, source.children);
  },
  img: (source) => {
    const src = source.properties.src;
    const alt = typeof source.properties.alt === 'string' ? source.properties.alt : '';
    if (typeof src === 'string' && isInternalHref(src)) {
      // A same-site image of unknown size: next/image needs dimensions the markdown does not carry.
      return element('img', { src, alt, loading: 'lazy', className: 'my-6 h-auto max-w-full rounded-lg' });
    }
    const text: ElementContent[] = alt ? [{ type: 'text', value: `[Image: ${alt}]` }] : [];
    return element('span', { className: 'text-gray-600' }, text);
  },
};

/** A post body as sanitized HTML (lib/blog/markdown.ts), rendered on the server: no markdown code ships to the browser. */
export function postMarkdownHtml(markdown: string): string {
  return renderMarkdownHtml(markdown, renderers);
}

/**
 * A post body, rendered on the server and sanitized. One element with the body as HTML, so the page's React payload
 * carries one string and the browser hydrates one node, however long the post.
 */
export function PostMarkdown({ children }: { children: string }) {
  return <div className="text-base text-gray-800 sm:text-lg" dangerouslySetInnerHTML={{ __html: postMarkdownHtml(children) }} />;
}
