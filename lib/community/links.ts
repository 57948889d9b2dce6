import type { Nodes } from 'mdast';
import { parseMarkdown } from '@/lib/blog/markdown';

/*
 * Whether a member's post holds a link, decided on the tree the renderer itself parses (lib/blog/markdown.ts), so
 * that the check cannot disagree with what the page turns into a link: inline links, reference-style links and
 * their definitions, autolinks (<https://…>, <mailto:…>, <me@host>), GFM's bare URLs and e-mail addresses, and
 * links in any block (lists, quotes, tables, headings). A definition counts though it renders nothing by itself:
 * it is what makes a reference a link. Images do not: a community post shows their alt text, never the picture.
 * A URL in code is shown as code, not linked, so it does not count either.
 *
 * The first-post hold itself is the database's (private.community_has_link, 20261203000300), on insert and on
 * every edit, so that a write over REST is held like one through the app. Its pattern is wider than this; the
 * integration tests check that it flags every text this function does.
 */

const LINK_NODES: ReadonlySet<Nodes['type']> = new Set(['link', 'linkReference', 'definition']);

export function containsLink(markdown: string): boolean {
  // A work list rather than recursion: a post may nest quotes and lists as deep as it likes.
  const pending: Nodes[] = [parseMarkdown(markdown)];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (LINK_NODES.has(node.type)) return true;
    if ('children' in node) for (const child of node.children) pending.push(child);
  }
  return false;
}
