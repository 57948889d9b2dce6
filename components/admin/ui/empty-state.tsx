import type { ReactNode } from 'react';

/** What a list shows when it has nothing to show: why, and (in children) where to go from here. */
export function EmptyState({ compact = false, children }: { compact?: boolean; children: ReactNode }) {
  return (
    <div
      className={`rounded-lg border border-dashed border-gray-300 bg-white text-center text-gray-700 ${compact ? 'p-6 text-sm' : 'p-8'}`}
    >
      {children}
    </div>
  );
}
