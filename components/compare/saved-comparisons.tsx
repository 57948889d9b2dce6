import Link from 'next/link';
import { compareHref } from '@/lib/compare/selection';
import type { SavedComparison } from '@/lib/data/saved-comparisons';
import { formatDate } from '@/lib/format/dates';
import { RemoveSavedComparison } from './remove-saved-comparison';

/** The member's saved comparisons on their profile, each a link back to the live comparison. */
export function SavedComparisons({ comparisons }: { comparisons: SavedComparison[] }) {
  if (comparisons.length === 0) {
    return (
      <p className="text-sm text-gray-600">
        No saved comparisons yet. Pick colleges with “Compare” in the{' '}
        <Link href="/colleges" className="link">
          college list
        </Link>{' '}
        and press Save comparison.
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-testid="saved-comparisons">
      {comparisons.map((c) => (
        <li key={c.id} className="flex items-start justify-between gap-2">
          <span className="min-w-0">
            <Link href={compareHref(c.colleges.map((college) => college.slug))} className="link">
              {c.colleges.map((college) => college.name).join(' vs ') || 'Colleges no longer listed'}
            </Link>
            <span className="block text-xs text-gray-600">Saved {formatDate(c.createdAt)}</span>
          </span>
          <RemoveSavedComparison id={c.id} label={c.colleges.map((college) => college.name).join(' vs ')} />
        </li>
      ))}
    </ul>
  );
}
