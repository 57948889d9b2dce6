import { renderMarkdownHtml } from '@/lib/blog/markdown';

/**
 * A campaign body as the e-mail's HTML part has it: the blog's sanitising markdown renderer with no element
 * mappings, exactly the call the worker's template makes (lib/email/render.ts), so the preview cannot show what
 * the sanitiser would strip. The e-mail also makes site-relative links absolute; on this site they already work.
 */
export function campaignBodyHtml(markdown: string): string {
  return renderMarkdownHtml(markdown, {});
}
