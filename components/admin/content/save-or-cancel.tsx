import Link from 'next/link';
import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/auth/submit-button';

/** A back-office form's footer: save (busy while saving) and, when an existing row is open, a way back without saving. */
export function SaveOrCancel({
  pending,
  cancelHref,
  children,
}: {
  pending: boolean;
  cancelHref: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <div className="w-full sm:w-auto sm:min-w-48">
        <SubmitButton busy={pending} busyLabel="Saving…">
          {children}
        </SubmitButton>
      </div>
      {cancelHref ? (
        <Link href={cancelHref} className="btn-secondary">
          Cancel
        </Link>
      ) : null}
    </div>
  );
}
