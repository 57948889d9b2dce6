import Link from 'next/link';
import { FilterSelect } from '@/components/ui/filter-select';
import { EXAM_DIFFICULTIES } from '@/lib/exams/difficulty';
import { hasMockTestFilters, KIND_LABELS, kindParam, MOCK_TEST_KINDS, type MockTestFilters } from '@/lib/mock-tests/catalogue';

export interface ExamOption {
  slug: string;
  name: string;
}

/**
 * The listing's filters as a plain GET form: every choice lands in the URL, works without JavaScript, and a
 * filtered list can be shared.
 */
export function MockTestFilterForm({ filters, exams }: { filters: MockTestFilters; exams: ExamOption[] }) {
  return (
    <form
      method="get"
      action="/mock-tests"
      aria-label="Filter mock tests"
      className="grid gap-4 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <FilterSelect
        label="Exam"
        name="exam"
        value={filters.exam ?? ''}
        allLabel="All exams"
        options={exams.map((e) => ({ value: e.slug, label: e.name }))}
      />
      <FilterSelect
        label="Kind"
        name="kind"
        value={filters.kind ? kindParam(filters.kind) : ''}
        allLabel="Full-length and sectional"
        options={MOCK_TEST_KINDS.map((k) => ({ value: kindParam(k), label: KIND_LABELS[k] }))}
      />
      <FilterSelect
        label="Difficulty"
        name="difficulty"
        value={filters.difficulty ?? ''}
        allLabel="All levels"
        options={EXAM_DIFFICULTIES.map((d) => ({ value: d, label: d }))}
      />
      <div className="flex gap-2 sm:col-span-3 lg:col-span-1">
        <button type="submit" className="btn-brand">
          Apply filters
        </button>
        {hasMockTestFilters(filters) ? (
          <Link href="/mock-tests" className="btn-ghost">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
