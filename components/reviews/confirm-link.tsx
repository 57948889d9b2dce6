'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { confirmReviewLink } from '@/lib/reviews/reviews.actions';
import { TIE_BADGES, type TieKind } from '@/lib/reviews/verification-input';

/** The button that spends the link: a mail scanner's GET of the page must not. */
export function ConfirmLink({ token }: { token: string }) {
  const [pending, start] = useTransition();
  const [outcome, setOutcome] = useState<{ ok: true; kind: TieKind } | { ok: false; message: string } | null>(null);
  if (outcome?.ok) {
    return (
      <div role="status" className="rounded-lg bg-success-50 p-4 text-success-700">
        <p className="font-semibold">You are now a {TIE_BADGES[outcome.kind].toLowerCase()} of this college.</p>
        <p className="mt-1 text-sm">Go back to the college’s review page to write your review.</p>
        <Link href="/profile" className="mt-3 link">
          Your account
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {outcome ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
          {outcome.message}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-primary"
        disabled={pending}
        onClick={() =>
          start(async () => {
            const result = await confirmReviewLink({ token });
            setOutcome(result.ok ? { ok: true, kind: result.data.kind } : { ok: false, message: result.message });
          })
        }
      >
        {pending ? 'Confirming…' : 'Confirm my tie to the college'}
      </button>
    </div>
  );
}
