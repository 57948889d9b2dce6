'use client';

import { useId, useState } from 'react';
import { Plus } from '@/components/icons/plus';
import { Trash2 } from '@/components/icons/trash-2';

export interface RowColumn {
  key: string;
  label: string;
  /** 'number' fields get a numeric keyboard; everything else is text. */
  type?: 'text' | 'number' | 'url';
  /** Tailwind width class of the column on wide screens. */
  width?: string;
}

interface RowsEditorProps {
  /** Cells post as `<prefix>_<key>_<index>`, the names lib/exams/admin-rows.ts collects. */
  prefix: string;
  legend: string;
  /** What one row is called in the buttons ('section', 'source'). */
  rowName: string;
  columns: RowColumn[];
  initialRows: Record<string, string>[];
  error?: string;
  hint?: string;
}

let nextKey = 0;
const keyed = (row: Record<string, string>) => ({ key: `row-${nextKey++}`, row });

/**
 * A table of repeating rows inside a plain form: add and remove rows; each cell is a labelled input, so the form
 * posts every row and screen readers name each cell ("Section 2 questions").
 */
export function RowsEditor({ prefix, legend, rowName, columns, initialRows, error, hint }: RowsEditorProps) {
  const [rows, setRows] = useState(() => (initialRows.length ? initialRows : [{}]).map(keyed));
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const capital = rowName.charAt(0).toUpperCase() + rowName.slice(1);

  return (
    <fieldset className="space-y-3" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ol className="space-y-3">
        {rows.map(({ key, row }, index) => (
          <li key={key} className="rounded-lg border border-gray-200 bg-gray-50 p-3">
            <div className="grid gap-2 sm:grid-cols-2 lg:flex lg:items-end">
              {columns.map((column) => (
                <label key={column.key} className={`block text-xs font-medium text-gray-700 ${column.width ?? 'lg:flex-1'}`}>
                  <span aria-hidden="true">{column.label}</span>
                  <input
                    name={`${prefix}_${column.key}_${index}`}
                    defaultValue={row[column.key] ?? ''}
                    type={column.type === 'url' ? 'url' : 'text'}
                    inputMode={column.type === 'number' ? 'numeric' : undefined}
                    aria-label={`${capital} ${index + 1} ${column.label.toLowerCase()}`}
                    className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900"
                  />
                </label>
              ))}
              <button
                type="button"
                onClick={() => setRows((current) => current.filter((r) => r.key !== key))}
                className="btn-secondary min-h-11"
                aria-label={`Remove ${rowName} ${index + 1}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => setRows((current) => [...current, keyed({})])} className="btn-secondary">
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add {rowName}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
