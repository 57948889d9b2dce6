'use client';

import { Dialog } from '@/components/ui/dialog';
import type { PaletteState } from '@/lib/mock-tests/sections';
import { PALETTE_LABELS } from './palette';

/** Asks before a section or the test is submitted, with the palette's counts, as the exam does. */
export function SubmitDialog({
  what,
  section,
  counts,
  busy,
  onCancel,
  onConfirm,
}: {
  what: 'section' | 'test';
  section: string;
  counts: Record<PaletteState, number>;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={what === 'test' ? 'Submit the test?' : `Submit ${section}?`}
      description={
        what === 'test'
          ? 'Your answers are scored as soon as you submit. You cannot change them afterwards.'
          : `You cannot come back to ${section} after submitting it; the next section starts at once.`
      }
    >
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {(Object.keys(PALETTE_LABELS) as PaletteState[]).map((state) => (
          <div key={state} className="contents">
            <dt className="text-gray-700">{PALETTE_LABELS[state]}</dt>
            <dd className="text-right font-semibold tabular-nums">{counts[state]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Keep answering
        </button>
        <button type="button" className="btn-primary" onClick={onConfirm} disabled={busy}>
          {busy ? 'Submitting…' : what === 'test' ? 'Submit test' : `Submit ${section}`}
        </button>
      </div>
    </Dialog>
  );
}
