import Link from 'next/link';
import { Search } from '@/components/icons/search';
import type { BlogCategory } from '@/lib/blog/categories';
import { blogListHref, type BlogListParams } from '@/lib/blog/params';

/**
 * Category links and a GET search form: every choice lives in the URL, works without JavaScript and can be
 * shared or crawled. Changing the category keeps the search; searching keeps the category; both reset the page.
 */
export function BlogFilters({ categories, params }: { categories: BlogCategory[]; params: BlogListParams }) {
  const chips: { slug: string | null; label: string }[] = [{ slug: null, label: 'All' }, ...categories];
  return (
    <div className="flex flex-col gap-4">
      <form action="/blog" method="get" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500"
            aria-hidden="true"
          />
          <input
            id="blog-search"
            type="search"
            name="q"
            defaultValue={params.q}
            maxLength={80}
            placeholder="Search articles, e.g. CAT percentile"
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </div>
        {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
        {params.featured ? <input type="hidden" name="featured" value="true" /> : null}
        <button type="submit" className="btn-brand">
          Search
        </button>
      </form>

      <nav aria-label="Blog categories">
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => {
            const active = chip.slug === params.category;
            return (
              <li key={chip.slug ?? 'all'}>
                <Link
                  href={blogListHref({ category: chip.slug, q: params.q, featured: params.featured })}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors ${
                    active
                      ? 'border-brand-800 bg-brand-800 text-white'
                      : 'border-gray-300 bg-white text-gray-800 hover:border-brand-300 hover:bg-brand-50'
                  }`}
                >
                  {chip.label}
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              href={blogListHref({ category: params.category, q: params.q, featured: !params.featured })}
              aria-current={params.featured ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors ${
                params.featured
                  ? 'border-saffron-700 bg-saffron-50 text-saffron-800'
                  : 'border-dashed border-gray-300 bg-white text-gray-800 hover:bg-brand-50'
              }`}
            >
              {params.featured ? 'Featured only ✓' : 'Featured only'}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
