import type { Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * Post bodies are written by editors but stored in the database, so they are rendered as untrusted input:
 * raw HTML in the markdown is never parsed (no rehype-raw), and the tree is sanitized with GitHub's schema,
 * which drops script/style/iframe, every on* attribute and any URL whose protocol is not http(s), mailto or a
 * relative path. react-markdown's own urlTransform is a second, independent filter for javascript: and data: URLs.
 */
export const markdownSchema = {
  ...defaultSchema,
  // GFM task lists and tables are what editors use; nothing beyond the default element list is allowed.
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

export const markdownOptions = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [[rehypeSanitize, markdownSchema]],
  skipHtml: true,
} satisfies Omit<Options, 'children'>;

/** True for links that stay on this site ('/colleges/iim-ahmedabad', '#fees'), which open in the same tab. */
export function isInternalHref(href: string | undefined): href is string {
  return typeof href === 'string' && (/^\/(?!\/)/.test(href) || href.startsWith('#'));
}
