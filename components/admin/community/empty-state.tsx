import type { ReactNode } from 'react';

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{children}</p>;
}
