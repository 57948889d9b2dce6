/** Upload phases a person sees: the bytes going up (with a percentage), then the record being saved. */
export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'saving' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** A labelled progress bar with its percentage in words, announced politely as it moves. */
export function UploadProgress({ phase, label }: { phase: UploadPhase; label: string }) {
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'failed') {
    return (
      <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
        {phase.message}
      </p>
    );
  }
  if (phase.kind === 'done') {
    return (
      <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-3 py-2 text-sm text-success-700">
        {phase.message}
      </p>
    );
  }
  const percent = phase.kind === 'saving' ? 100 : phase.percent;
  const text = phase.kind === 'saving' ? 'Uploaded 100%. Saving…' : `Uploading… ${percent}%`;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-gray-700" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
