import Link from 'next/link';
import { Search } from '@/components/icons/search';
import {
  COLLEGE_TYPES,
  DEFAULT_PAGE_SIZE,
  EXAMS,
  FEE_BANDS,
  hasFilters,
  MIN_RATINGS,
  SORTS,
  STATE_KEYS,
  STATE_LABELS,
  type CollegeSearch,
} from '@/lib/colleges/search-params';

interface SelectProps {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  anyLabel?: string;
}

function FilterSelect({ name, label, value, options, anyLabel }: SelectProps) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500"
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search form is a plain GET form: it works without JavaScript and puts every choice in the URL, so any
 * result page can be bookmarked, shared and crawled. Submitting starts again at page 1 (no page field).
 */
export function CollegeFilters({ search }: { search: CollegeSearch }) {
  return (
    <form action="/colleges" method="get" role="search" aria-label="Search and filter colleges" className="space-y-4">
      <div>
        <label htmlFor="filter-q" className="block text-sm font-medium text-gray-800">
          Search by name or city
        </label>
        <div className="relative mt-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500"
            aria-hidden="true"
          />
          <input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={search.q ?? ''}
            placeholder="e.g. IIM, Mumbai"
            maxLength={80}
            className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-500"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <FilterSelect
          name="state"
          label="State"
          value={search.state}
          anyLabel="All states"
          options={STATE_KEYS.map((k) => ({ value: k, label: STATE_LABELS[k] }))}
        />
        <FilterSelect
          name="type"
          label="Type"
          value={search.type}
          anyLabel="All types"
          options={COLLEGE_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <FilterSelect
          name="fees"
          label="Total fees"
          value={search.fees}
          anyLabel="Any fees"
          options={Object.entries(FEE_BANDS).map(([value, band]) => ({ value, label: band.label }))}
        />
        <FilterSelect
          name="exam"
          label="Exam accepted"
          value={search.exam}
          anyLabel="Any exam"
          options={EXAMS.map((e) => ({ value: e, label: e }))}
        />
        <FilterSelect
          name="rating"
          label="Minimum rating"
          value={search.rating?.toString()}
          anyLabel="Any rating"
          options={MIN_RATINGS.map((r) => ({ value: String(r), label: `${r.toFixed(1)} and above` }))}
        />
        <FilterSelect
          name="sort"
          label="Sort by"
          value={search.sort}
          options={Object.entries(SORTS).map(([value, label]) => ({ value, label }))}
        />
      </div>
      {search.limit !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="limit" value={search.limit} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary flex-1 lg:flex-none">
          Show colleges
        </button>
        {hasFilters(search) || search.sort !== 'rating' ? (
          <Link href="/colleges" className="btn-ghost">
            Clear all
          </Link>
        ) : null}
      </div>
    </form>
  );
}
