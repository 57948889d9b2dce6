'use client';

import dynamic from 'next/dynamic';
import type { ProgressPoint } from '@/lib/mock-tests/analysis';

// recharts loads only for members with a history to draw, after the page is shown.
const Chart = dynamic(() => import('./progress-chart').then((m) => m.ProgressLineChart), {
  ssr: false,
  loading: () => <div className="h-56 animate-pulse rounded-lg bg-gray-100" aria-hidden="true" />,
});

export function ProgressChart({ points }: { points: ProgressPoint[] }) {
  return <Chart points={points} />;
}
