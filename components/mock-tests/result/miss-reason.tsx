'use client';

import { useId, useRef, useState } from 'react';
import type { MissReason } from '@/lib/data/mock-tests/results';
import { logMockTestMiss } from '@/lib/mock-tests/mock-tests.actions';

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; reason: MissReason | null } | { kind: 'failed'; message: string };

/**
 * "Why did you miss this?" for one question: each choice saves at once (the error log on the profile collects
 * them), and a live region says whether it was saved. Only the last choice's answer is shown when several
 * overlap. The labels come from the server (MISS_REASON_LABELS), so the data module stays out of the browser bundle.
 */
export function MissReasonControl({
  attemptId,
  questionId,
  number,
  saved,
  labels,
}: {
  attemptId: string;
  questionId: string;
  number: number;
  saved: MissReason | null;
  labels: Record<MissReason, string>;
}) {
  const [reason, setReason] = useState<MissReason | null>(saved);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const latest = useRef(0);
  const name = useId();

  async function choose(next: MissReason | null) {
    const previous = reason;
    setReason(next);
    setState({ kind: 'saving' });
    const call = ++latest.current;
    let message = 'Could not save your note. Check your connection and try again.';
    try {
      const result = await logMockTestMiss({ attemptId, questionId, reason: next });
      if (call !== latest.current) return;
      if (result.ok) {
        setState({ kind: 'saved', reason: next });
        return;
      }
      message = result.message;
    } catch {
      if (call !== latest.current) return;
    }
    setReason(previous);
    setState({ kind: 'failed', message });
  }

  return (
    <fieldset className="mt-4 rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-gray-900">Why did you miss question {number}?</legend>
      <div className="flex flex-wrap gap-2">
        {(Object.entries(labels) as [MissReason, string][]).map(([key, label]) => (
          <label
            key={key}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={key}
              checked={reason === key}
              onChange={() => void choose(key)}
              className="h-4 w-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
        {reason ? (
          <button type="button" className="btn-ghost text-sm" onClick={() => void choose(null)}>
            Clear
          </button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {state.kind === 'saving' ? <span className="text-gray-600">Saving…</span> : null}
        {state.kind === 'saved' ? (
          <span className="text-success-700">
            {state.reason ? `Saved to your error log: ${labels[state.reason]}.` : 'Removed from your error log.'}
          </span>
        ) : null}
        {state.kind === 'failed' ? <span className="text-danger-700">Not saved: {state.message}</span> : null}
      </p>
    </fieldset>
  );
}
