import { isInternalHref } from '@/lib/blog/markdown';

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
