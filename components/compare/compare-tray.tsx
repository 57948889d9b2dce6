'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Scale } from '@/components/icons/scale';
import { X } from '@/components/icons/x';
import { compareHref, MAX_COMPARED } from '@/lib/compare/selection';
import { clearCompare, removeFromCompare, useCompareTray } from '@/lib/compare/tray-store';

/**
 * The colleges a visitor picked to compare, docked at the foot of every page until they open the comparison or
 * clear it. Hidden on /compare itself, which shows the same colleges in full.
 */
export function CompareTray() {
  const tray = useCompareTray();
  const pathname = usePathname();
  if (!tray || tray.length === 0 || pathname === '/compare') return null;

  const ready = tray.length >= 2;
  return (
    <>
      {/* Room under the footer, so the docked tray never covers the page's last lines. */}
      <div aria-hidden="true" className="h-28 sm:h-16" />
      <aside
        aria-label="Colleges to compare"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
      >
        <div className="container-page flex flex-wrap items-center gap-2 py-2 sm:gap-3">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-900">
            <Scale className="h-4 w-4" aria-hidden="true" />
            Compare {tray.length} of {MAX_COMPARED}
          </p>
          <ul className="order-last flex w-full min-w-0 gap-1.5 overflow-x-auto sm:order-none sm:w-auto sm:flex-1 sm:flex-wrap">
            {tray.map((c) => (
              <li key={c.slug} className="inline-flex shrink-0 items-center rounded-full bg-brand-50 pl-3 text-sm text-brand-900">
                <span className="max-w-[10rem] truncate">{c.name}</span>
                <button
                  type="button"
                  onClick={() => removeFromCompare(c.slug)}
                  aria-label={`Remove ${c.name} from comparison`}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-2 sm:ml-0">
            <button type="button" onClick={clearCompare} className="btn-ghost min-h-11 px-3 text-sm">
              Clear
            </button>
            {ready ? (
              <Link href={compareHref(tray.map((c) => c.slug))} className="btn-primary min-h-11">
                Compare now
              </Link>
            ) : (
              <span className="text-sm text-gray-700">Add one more college</span>
            )}
          </div>
        </div>
      </aside>
    </>
  );
}
