import Link from 'next/link';
import { hasVideoFilters, VIDEO_DIFFICULTIES, type VideoFilters } from '@/lib/video/filters';

const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 sm:text-sm';
const LABEL = 'block text-sm font-medium text-gray-800';

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
      <label className={LABEL}>
        Category
        <select name="category" defaultValue={filters.category ?? ''} className={FIELD}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Difficulty
        <select name="difficulty" defaultValue={filters.difficulty ?? ''} className={FIELD}>
          <option value="">All levels</option>
          {VIDEO_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Price
        <select name="free" defaultValue={price} className={FIELD}>
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
