import { iconHtml } from '@/components/icons/icon';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { mainNav } from '@/config/navigation';
import { html } from '@/lib/html/fragment';

/** Built once: nothing in it changes from one 404 to the next. */
const NOT_FOUND = html`<div class="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50">
    ${iconHtml('compass', 'h-7 w-7 text-brand-700')}
  </div>
  <p class="mt-5 text-sm font-semibold tracking-wide text-saffron-700 uppercase">Error 404</p>
  <h1 class="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Page not found</h1>
  <p class="mt-4 max-w-lg text-base leading-7 text-gray-700">
    We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
  </p>
  <div class="mt-8 flex flex-col gap-3 sm:flex-row">
    <a href="/" class="btn-primary">Go to Homepage</a>
    <a href="/colleges" class="btn-secondary">Browse colleges</a>
  </div>
  <nav aria-label="Popular sections" class="mt-10">
    <h2 class="text-sm font-semibold text-gray-600">Or try one of these</h2>
    <ul class="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1">
      ${mainNav.map((item) => html`<li><a href="${item.href}" class="inline-flex min-h-11 items-center link">${item.label}</a></li>`)}
    </ul>
  </nav>`;

/**
 * What a 404 says, inside whatever frame the page has. Next.js renders a layout's not-found boundary into the
 * payload of every page under it (the root's and the public site's: twice on every public page), so the frame
 * (header and footer) is drawn by the layout, never twice, and the content is one HTML fragment
 * (lib/html/fragment.ts) rather than some forty elements for each page's browser to decode.
 */
export function NotFoundContent() {
  return <HtmlFragment className="container-page flex flex-col items-center py-20 text-center" html={NOT_FOUND} />;
}
