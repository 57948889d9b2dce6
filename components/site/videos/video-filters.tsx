import Link from 'next/link';
import { FILTER_FIELD, FILTER_LABEL, FilterSelect } from '@/components/ui/filter-select';
import { hasVideoFilters, VIDEO_DIFFICULTIES, type VideoFilters } from '@/lib/video/filters';

/**
 * The library's filters as a plain GET form: every choice lands in the URL, works without JavaScript, and a
 * filtered page can be shared and crawled.
 */
export function VideoFilterForm({ filters, categories }: { filters: VideoFilters; categories: string[] }) {
  const price = filters.free === undefined ? '' : String(filters.free);
  return (
    <form
      method="get"
      action="/videos"
      aria-label="Filter videos"
      className="grid gap-4 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto] lg:items-end"
    >
      <FilterSelect
        label="Category"
        name="category"
        value={filters.category ?? ''}
        allLabel="All categories"
        options={categories.map((c) => ({ value: c, label: c }))}
      />
      <FilterSelect
        label="Difficulty"
        name="difficulty"
        value={filters.difficulty ?? ''}
        allLabel="All levels"
        options={VIDEO_DIFFICULTIES.map((d) => ({ value: d, label: d }))}
      />
      <label className={FILTER_LABEL}>
        Price
        <select name="free" defaultValue={price} className={FILTER_FIELD}>
          <option value="">Free and paid</option>
          <option value="true">Free only</option>
          <option value="false">Paid only</option>
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          name="featured"
          value="true"
          defaultChecked={filters.featured === true}
          className="h-5 w-5 accent-brand-700"
        />
        Featured only
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-brand">
          Apply filters
        </button>
        {hasVideoFilters(filters) ? (
          <Link href="/videos" className="btn-ghost">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
