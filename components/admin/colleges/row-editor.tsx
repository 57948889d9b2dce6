'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Plus } from '@/components/icons/plus';
import { Trash2 } from '@/components/icons/trash-2';

/** What one input of a row needs: its posted name, what it starts with, and the message for it from the last save. */
export interface RowField {
  name: string;
  defaultValue: string;
  error?: string;
}

interface RowEditorProps {
  /** The list's name in the posted fields (`programs` → `programs.0.name`). */
  list: string;
  title: string;
  /** When a heading right above already says what the list is, the legend is for screen readers only. */
  hideTitle?: boolean;
  /** One row in words, numbered in legends and buttons ("Programme" → "Programme 2", "Remove programme 2"). */
  itemLabel: string;
  hint?: string;
  initial: Record<string, string>[];
  /** Messages from the last save by posted field name. */
  errors: Partial<Record<string, string>>;
  renderRow: (field: (name: string) => RowField, index: number) => ReactNode;
}

/**
 * A list of rows edited in place: "Add" appends an empty row, "Remove" takes one out. Rows post as
 * `<list>.<index>.<field>`, renumbered as rows come and go, so the server always reads them in on-screen order.
 * Each row keeps what was typed into it while others are removed (rows are keyed by a number of their own).
 */
export function RowEditor({ list, title, hideTitle, itemLabel, hint, initial, errors, renderRow }: RowEditorProps) {
  const [rows, setRows] = useState(() => initial.map((values, key) => ({ key, values })));
  const nextKey = useRef(initial.length);
  const focusKey = useRef<number | null>(null);
  const container = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (focusKey.current === null) return;
    container.current
      ?.querySelector<HTMLElement>(`[data-row="${focusKey.current}"] input, [data-row="${focusKey.current}"] select`)
      ?.focus();
    focusKey.current = null;
  }, [rows]);

  const add = () => {
    const key = nextKey.current++;
    focusKey.current = key;
    setRows((current) => [...current, { key, values: {} }]);
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const lower = itemLabel.toLowerCase();

  return (
    <fieldset ref={container} className="space-y-3">
      <legend className={hideTitle ? 'sr-only' : 'text-base font-semibold text-gray-900'}>{title}</legend>
      {hint ? <p className="text-sm text-gray-600">{hint}</p> : null}
      {rows.length === 0 ? <p className="text-sm text-gray-600">None yet.</p> : null}
      {rows.map((row, index) => (
        <div key={row.key} data-row={row.key} className="rounded-lg border border-gray-200 bg-gray-50 p-3">
          <div className="mb-2 flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-gray-800">
              {itemLabel} {index + 1}
            </p>
            <button type="button" onClick={() => remove(row.key)} className="btn-ghost min-h-11 text-sm text-danger-700">
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Remove<span className="sr-only"> {`${lower} ${index + 1}`}</span>
            </button>
          </div>
          <div role="group" aria-label={`${itemLabel} ${index + 1}`}>
            {renderRow((name) => {
              const posted = `${list}.${index}.${name}`;
              return { name: posted, defaultValue: row.values[name] ?? '', error: errors[posted] };
            }, index)}
          </div>
        </div>
      ))}
      <button type="button" onClick={add} className="btn-secondary">
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add {lower}
      </button>
    </fieldset>
  );
}
