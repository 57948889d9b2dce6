import { sourceName, splitUrls } from '@/lib/colleges/format';
import { html, type Html } from '@/lib/html/fragment';

/** One or more source URLs as short links named by their site ("careers360.com"), inside a detail fragment. */
export function sourceLinksHtml(text: string | null): Html {
  const urls = splitUrls(text);
  if (urls.length === 0) return html`<span class="text-gray-600">${text?.trim() || 'Not stated'}</span>`;
  return html`<span class="flex flex-wrap gap-x-3 gap-y-1">
    ${urls.map(
      (url) =>
        html`<a href="${url}" target="_blank" rel="noopener noreferrer nofollow" class="link break-all"
          >${sourceName(url)}<span class="sr-only"> (opens in a new tab)</span></a
        >`,
    )}
  </span>`;
}
