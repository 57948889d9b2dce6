import type { ReactNode } from 'react';

export const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 aria-[invalid=true]:border-danger-700';

/** A labelled field with its hint and its error, tied to the control by aria-describedby. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-danger-700">
        {error}
      </p>
    </div>
  );
}
