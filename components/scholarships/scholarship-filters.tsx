import Link from 'next/link';
import {
  AMOUNT_BANDS,
  DEADLINE_WINDOWS,
  hasScholarshipFilters,
  INDIAN_STATES,
  SCHOLARSHIP_EXAMS,
  stateKey,
  type ScholarshipSearch,
} from '@/lib/scholarships/filters';

interface SelectProps {
  name: string;
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: { value: string; label: string }[];
}

function FilterSelect({ name, label, value, anyLabel, options }: SelectProps) {
  const id = `scholarship-filter-${name}`;
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
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A plain GET form: every choice lands in the URL, works without script, and starts again at page 1. */
export function ScholarshipFilters({ search }: { search: ScholarshipSearch }) {
  return (
    <form action="/scholarships" method="get" role="search" aria-label="Filter scholarships" className="space-y-4">
      <FilterSelect
        name="exam"
        label="Entrance exam"
        value={search.exam?.toLowerCase()}
        anyLabel="Any exam"
        options={SCHOLARSHIP_EXAMS.map((e) => ({ value: e.toLowerCase(), label: e }))}
      />
      <FilterSelect
        name="state"
        label="State"
        value={search.state ? stateKey(search.state) : undefined}
        anyLabel="All of India"
        options={INDIAN_STATES.map((s) => ({ value: stateKey(s), label: s }))}
      />
      <FilterSelect
        name="amount"
        label="Amount"
        value={search.amount}
        anyLabel="Any amount"
        options={Object.entries(AMOUNT_BANDS).map(([value, band]) => ({ value, label: band.label }))}
      />
      <FilterSelect
        name="deadline"
        label="Deadline"
        value={search.deadline}
        anyLabel="Any deadline"
        options={Object.entries(DEADLINE_WINDOWS).map(([value, w]) => ({ value, label: w.label }))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-brand min-h-11">
          Show scholarships
        </button>
        {hasScholarshipFilters(search) ? (
          <Link href="/scholarships" className="text-sm font-medium text-brand-700 underline">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
