/** What of a click decides whether the app may handle it (a MouseEvent has all of these). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** What of a link decides it (an HTMLAnchorElement has these; `href` is resolved, absolute). */
export interface LinkTarget {
  href: string;
  target: string;
  hasDownload: boolean;
}

/**
 * The path (with query and hash) the app should navigate to for a click on a link, or null when the browser
 * should handle it as usual: a modified or non-primary click (new tab, new window, download), a link that opens
 * elsewhere or downloads, another origin, or a click something else has handled. next/link follows the same rules.
 */
export function inAppPath(click: LinkClick, link: LinkTarget, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasDownload) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
