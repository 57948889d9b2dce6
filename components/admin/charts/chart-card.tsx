import type { ReactNode } from 'react';

/**
 * A chart with the table of its numbers below it (DESIGN.md), under one heading. `actions` sits beside the
 * heading (a CSV download); `collapsed` tucks a long table into a disclosure that keyboards and screen readers
 * open like any other.
 */
export function ChartCard({
  id,
  title,
  description,
  chart,
  table,
  actions,
  collapsed = false,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  chart?: ReactNode;
  table: ReactNode;
  actions?: ReactNode;
  collapsed?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-brand-900">
          {title}
        </h2>
        {actions}
      </div>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      {chart ? <div className="mt-3">{chart}</div> : null}
      <div className="mt-3">
        {collapsed ? (
          <details>
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
              Show the numbers
            </summary>
            {table}
          </details>
        ) : (
          table
        )}
      </div>
    </section>
  );
}
