import { iconHtml } from '@/components/icons/icon';
import { HtmlFragment } from '@/components/ui/html-fragment';
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
import { html } from '@/lib/html/fragment';

interface SelectProps {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  anyLabel?: string;
}

function filterSelect({ name, label, value, options, anyLabel }: SelectProps) {
  const id = `filter-${name}`;
  const chosen = value ?? '';
  const option = (optionValue: string, text: string) =>
    optionValue === chosen
      ? html`<option value="${optionValue}" selected="">${text}</option>`
      : html`<option value="${optionValue}">${text}</option>`;
  return html`<div>
    <label for="${id}" class="block text-sm font-medium text-gray-800">${label}</label>
    <select
      id="${id}"
      name="${name}"
      class="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500"
    >
      ${anyLabel ? option('', anyLabel) : null}${options.map((o) => option(o.value, o.label))}
    </select>
  </div>`;
}

/** The form's fields and buttons: about eighty elements, as one fragment (lib/html/fragment.ts). */
function filterFields(search: CollegeSearch) {
  const selects = [
    filterSelect({
      name: 'state',
      label: 'State',
      value: search.state,
      anyLabel: 'All states',
      options: STATE_KEYS.map((k) => ({ value: k, label: STATE_LABELS[k] })),
    }),
    filterSelect({
      name: 'type',
      label: 'Type',
      value: search.type,
      anyLabel: 'All types',
      options: COLLEGE_TYPES.map((t) => ({ value: t, label: t })),
    }),
    filterSelect({
      name: 'fees',
      label: 'Total fees',
      value: search.fees,
      anyLabel: 'Any fees',
      options: Object.entries(FEE_BANDS).map(([value, band]) => ({ value, label: band.label })),
    }),
    filterSelect({
      name: 'exam',
      label: 'Exam accepted',
      value: search.exam,
      anyLabel: 'Any exam',
      options: EXAMS.map((e) => ({ value: e, label: e })),
    }),
    filterSelect({
      name: 'rating',
      label: 'Minimum rating',
      value: search.rating?.toString(),
      anyLabel: 'Any rating',
      options: MIN_RATINGS.map((r) => ({ value: String(r), label: `${r.toFixed(1)} and above` })),
    }),
    filterSelect({
      name: 'sort',
      label: 'Sort by',
      value: search.sort,
      options: Object.entries(SORTS).map(([value, label]) => ({ value, label })),
    }),
  ];
  const limit = search.limit !== DEFAULT_PAGE_SIZE ? html`<input type="hidden" name="limit" value="${search.limit}" />` : null;
  const clear = hasFilters(search) || search.sort !== 'rating' ? html`<a href="/colleges" class="btn-ghost">Clear all</a>` : null;
  return html`<div>
      <label for="filter-q" class="block text-sm font-medium text-gray-800">Search by name or city</label>
      <div class="relative mt-1">
        ${iconHtml('search', 'pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500')}
        <input
          id="filter-q"
          type="search"
          name="q"
          value="${search.q ?? ''}"
          placeholder="e.g. IIM, Mumbai"
          maxlength="80"
          class="block min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-500"
        />
      </div>
    </div>
    <div class="grid grid-cols-2 gap-3 lg:grid-cols-1">${selects}</div>
    ${limit}
    <div class="flex flex-wrap items-center gap-3">
      <button type="submit" class="btn-primary flex-1 lg:flex-none">Show colleges</button>
      ${clear}
    </div>`;
}

/**
 * The search form is a plain GET form: it works without JavaScript and puts every choice in the URL, so any
 * result page can be bookmarked, shared and crawled. Submitting starts again at page 1 (no page field).
 */
export function CollegeFilters({ search }: { search: CollegeSearch }) {
  return (
    <HtmlFragment
      as="form"
      action="/colleges"
      method="get"
      role="search"
      aria-label="Search and filter colleges"
      className="space-y-4"
      html={filterFields(search)}
    />
  );
}
