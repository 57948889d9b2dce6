import Link from 'next/link';
import { EXAM_DIFFICULTIES } from '@/lib/exams/difficulty';
import { hasMockTestFilters, KIND_LABELS, kindParam, MOCK_TEST_KINDS, type MockTestFilters } from '@/lib/mock-tests/catalogue';

const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 sm:text-sm';
const LABEL = 'block text-sm font-medium text-gray-800';

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
      <label className={LABEL}>
        Exam
        <select name="exam" defaultValue={filters.exam ?? ''} className={FIELD}>
          <option value="">All exams</option>
          {exams.map((e) => (
            <option key={e.slug} value={e.slug}>
              {e.name}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Kind
        <select name="kind" defaultValue={filters.kind ? kindParam(filters.kind) : ''} className={FIELD}>
          <option value="">Full-length and sectional</option>
          {MOCK_TEST_KINDS.map((k) => (
            <option key={k} value={kindParam(k)}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Difficulty
        <select name="difficulty" defaultValue={filters.difficulty ?? ''} className={FIELD}>
          <option value="">All levels</option>
          {EXAM_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
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
