import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * Post bodies are written by editors but stored in the database, so they are rendered as untrusted input:
 * raw HTML in the markdown is never parsed (remark-rehype without allowDangerousHtml drops it), and the tree is
 * sanitized with GitHub's schema, which drops script/style/iframe, every on* attribute and any URL whose protocol
 * is not http(s), mailto or a relative path. react-markdown's urlTransform is a second, independent filter for
 * javascript: and data: URLs, applied after the sanitizer to every attribute that holds a URL.
 */
export const markdownSchema = {
  ...defaultSchema,
  // GFM task lists and tables are what editors use; nothing beyond the default element list is allowed.
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize, markdownSchema);

/**
 * The markdown's syntax tree as the renderer reads it (remark-parse with remark-gfm, before any transform): what
 * checks of a text's content look at, so that they see exactly the links, headings and code the page will show.
 */
export function parseMarkdown(markdown: string): MdastRoot {
  return processor.parse(markdown);
}

const URL_PROPERTIES = ['href', 'src', 'cite', 'action', 'formAction', 'data', 'poster', 'ping', 'icon', 'itemId', 'manifest'];

/**
 * How one element of the sanitized tree is written out, given it with its children already written: the element
 * to put in its place (another tag, classes, attributes, a wrapper). Elements without one are kept as they are.
 */
export type MarkdownElementRenderer = (element: Element) => Element;

export type MarkdownRenderers = Partial<Record<string, MarkdownElementRenderer>>;

/** Attributes as a renderer writes them: className may be one string of classes. */
export type ElementAttributes = Omit<Properties, 'className'> & { className?: string | string[] };

/** An element made by a renderer: tag, attributes in their order (className may be a string) and children. */
export function element(tagName: string, properties: ElementAttributes, children: ElementContent[] = []): Element {
  const entries = Object.entries(properties).map(([name, value]) =>
    name === 'className' && typeof value === 'string' ? [name, value.split(' ').filter(Boolean)] : [name, value],
  );
  return { type: 'element', tagName, properties: Object.fromEntries(entries) as Properties, children };
}

/** The element's own attributes with the given class in front, as react-markdown's `{...props}` after a className did. */
export function withClass(source: Element, className: string): ElementAttributes {
  return { className: className.split(' '), ...source.properties };
}

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

function isWhitespace(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function transform(node: RootContent, renderers: MarkdownRenderers): RootContent {
  if (node.type !== 'element') return node;
  // As react-markdown did: a GFM column's alignment as a text-align style, and no whitespace text between the rows
  // and cells of a table.
  const { align, ...rest } = node.properties;
  const properties: Properties = typeof align === 'string' ? { ...rest, style: `text-align:${align}` } : { ...rest };
  for (const name of URL_PROPERTIES) {
    const value = properties[name];
    if (typeof value === 'string') properties[name] = defaultUrlTransform(value);
  }
  const kept = TABLE_PARTS.has(node.tagName) ? node.children.filter((child) => !isWhitespace(child)) : node.children;
  const children = kept.map((child) => transform(child, renderers) as ElementContent);
  const next: Element = { ...node, properties, children };
  const render = renderers[node.tagName];
  return render ? render(next) : next;
}

/**
 * A markdown text as one sanitized HTML string, for a server component to emit with dangerouslySetInnerHTML on a
 * single element: the page's React payload then carries one string instead of an element per paragraph, link
 * and table cell, and the browser hydrates one node.
 */
export function renderMarkdownHtml(markdown: string, renderers: MarkdownRenderers): string {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const root: Root = { ...tree, children: tree.children.map((child) => transform(child, renderers)) };
  return toHtml(root, { characterReferences: { useNamedReferences: true } });
}

/** True for links that stay on this site ('/colleges/iim-ahmedabad', '#fees'), which open in the same tab. */
export function isInternalHref(href: string | undefined): href is string {
  return typeof href === 'string' && (/^\/(?!\/)/.test(href) || href.startsWith('#'));
}
