'use client';

import dynamic from 'next/dynamic';
import type { SectionChartDatum } from './section-charts';

// recharts loads with this page only, after it is shown: the table above already carries every number.
const SectionCharts = dynamic(() => import('./section-charts').then((m) => m.SectionCharts), {
  ssr: false,
  loading: () => <div className="h-64 animate-pulse rounded-xl bg-gray-100" aria-hidden="true" />,
});

/** Time and accuracy per section as charts; their numbers are in the "Score by section" table for screen readers. */
export function ResultCharts({ sections }: { sections: SectionChartDatum[] }) {
  if (sections.length === 0) return null;
  return (
    <section aria-labelledby="charts-heading">
      <h2 id="charts-heading" className="text-xl font-semibold text-brand-900">
        Time and accuracy by section
      </h2>
      <p className="mt-1 text-sm text-gray-600">The same numbers are in the “Score by section” table above.</p>
      <div className="mt-3">
        <SectionCharts data={sections} />
      </div>
    </section>
  );
}
