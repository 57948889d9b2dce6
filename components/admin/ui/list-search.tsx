import type { ReactNode } from 'react';
import { FIELD_CLASS, LABEL_CLASS } from '@/components/admin/content/fields';
import { Search } from '@/components/icons/search';

interface ListSearchProps {
  /** The list's own address: the form is a GET to it, so search and filters live in the URL. */
  action: string;
  q: string;
  /** The search box's name, also the form's accessible name: "Search colleges". */
  label: string;
  placeholder?: string;
  /** Filter fields (ListFilters) sent along with the search. */
  children?: ReactNode;
}

/** A list's search and filters as a plain GET form: works without JavaScript and every result is a shareable URL. */
export function ListSearch({ action, q, label, placeholder, children }: ListSearchProps) {
  return (
    <form action={action} method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="list-q" className="sr-only">
          {label}
        </label>
        <input id="list-q" type="search" name="q" defaultValue={q} placeholder={placeholder ?? label} className={FIELD_CLASS} />
      </div>
      {children}
      <button type="submit" className="btn-brand">
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </button>
    </form>
  );
}

/** The status filter of the lists whose items are shown on the site or hidden (scholarships, testimonials). */
export const ACTIVITY_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Hidden' },
] as const;

/** One filter of a list's search form: a labelled select whose first option, empty, is "all". */
export function ListFilter({
  name,
  label,
  value,
  allLabel,
  options,
}: {
  name: string;
  label: string;
  /** The filter's value from the URL; none means "all". */
  value: string | null | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={LABEL_CLASS}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''} className={`${FIELD_CLASS} mt-1`}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Says what the last redirect to the list did (a delete), as a status message. */
export function ListStatus({ deleted }: { deleted: string | null }) {
  if (!deleted) return null;
  return (
    <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
      Deleted {deleted}.
    </p>
  );
}
