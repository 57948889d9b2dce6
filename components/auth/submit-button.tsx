import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The form's primary button: shows progress and refuses presses while a request runs or after success. */
export function SubmitButton({
  busy,
  disabled,
  busyLabel,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <Spinner className="h-4 w-4 text-brand-950" />
          <span>{busyLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
