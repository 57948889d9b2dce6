'use client';

import { Columns3 } from '@/components/icons/columns-3';
import { LEAD_COLUMNS, type LeadColumnKey } from '@/lib/leads/table-columns';

/** The "Columns" menu: a checkbox per column; the name column is always shown. */
export function ColumnChooser({
  columns,
  onToggle,
}: {
  columns: readonly LeadColumnKey[];
  onToggle: (key: LeadColumnKey) => void;
}) {
  return (
    <details className="relative">
      <summary className="btn-secondary cursor-pointer list-none">
        <Columns3 className="h-4 w-4" aria-hidden="true" />
        Columns
      </summary>
      <fieldset className="absolute right-0 z-20 mt-2 w-56 space-y-1 rounded-lg border border-gray-200 bg-white p-3 shadow-lg">
        <legend className="sr-only">Columns to show</legend>
        {LEAD_COLUMNS.map((column) => (
          <label key={column.key} className="flex min-h-9 items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={columns.includes(column.key)}
              onChange={() => onToggle(column.key)}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
