/**
 * The outbox holds links as site-relative paths (never a URL from a request, so no one can make the site send a
 * link elsewhere); rendering prefixes each with the configured site URL. A link is a whitespace-separated word
 * that starts with one '/'.
 */
export function withSiteLinks(text: string, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return text.replace(/(^|\s)(\/(?!\/)\S*)/g, (_match, space: string, path: string) => space + base + path);
}

/** Relative links of a markdown body ('[fees](/colleges/x)') made absolute, as a mail client has no base URL. */
export function absoluteMarkdownLinks(markdown: string, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)/g, (_match, path: string) => `](${base}${path}`);
}
