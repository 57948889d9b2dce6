import Link from 'next/link';
import { Plus } from '@/components/icons/plus';
import { Search } from '@/components/icons/search';
import { compareHref } from '@/lib/compare/selection';
import type { CollegeCard } from '@/lib/data/colleges';

interface Props {
  current: string[];
  q: string;
  /** The matches for `q`, or null before a search (or when it failed). */
  results: CollegeCard[] | null;
}

/**
 * Adding a college on the comparison page itself: a plain GET search whose results are links to the comparison
 * with that college added, so it works before (and without) any JavaScript.
 */
export function AddCollegeSearch({ current, q, results }: Props) {
  const choices = results?.filter((c) => !current.includes(c.slug)) ?? null;
  return (
    <section aria-labelledby="add-college-heading" className="mt-8 max-w-2xl">
      <h2 id="add-college-heading" className="text-lg font-semibold text-brand-900">
        Add a college
      </h2>
      <form action="/compare" method="get" role="search" className="mt-3 flex gap-2">
        {current.length ? <input type="hidden" name="c" value={current.join(',')} /> : null}
        <label htmlFor="compare-q" className="sr-only">
          College name
        </label>
        <input
          id="compare-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={80}
          placeholder="College name, e.g. IIM Kozhikode"
          className="block min-h-11 w-full min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-500"
        />
        <button type="submit" className="btn-secondary min-h-11">
          <Search className="h-4 w-4" aria-hidden="true" />
          Search
        </button>
      </form>
      {choices !== null ? (
        choices.length ? (
          <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {choices.map((c) => (
              <li key={c.slug} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="min-w-0">
                  <span className="block font-medium text-gray-900">{c.name}</span>
                  <span className="block text-xs text-gray-600">{c.location}</span>
                </span>
                <Link
                  href={compareHref([...current, c.slug])}
                  className="btn-ghost min-h-11 shrink-0 px-3 text-sm"
                  aria-label={`Add ${c.name} to the comparison`}
                >
                  <Plus className="h-4 w-4" aria-hidden="true" /> Add
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-700">No college matches “{q}”. Try a shorter name or the city.</p>
        )
      ) : null}
    </section>
  );
}
