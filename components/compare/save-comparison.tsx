'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Bookmark } from '@/components/icons/bookmark';
import { Check } from '@/components/icons/check';
import { useAccount } from '@/lib/auth/account-store';
import { openAuthModal } from '@/lib/auth/modal-store';
import { saveComparison } from '@/lib/compare/compare.actions';

type State = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string };

/** Saves the comparison on screen to the member's profile; signed out, it asks them to sign in first. */
export function SaveComparisonButton({ slugs }: { slugs: string[] }) {
  const account = useAccount();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function save() {
    setState({ status: 'saving' });
    const result = await saveComparison({ slugs }).catch(() => null);
    setState(
      result?.ok
        ? { status: 'saved' }
        : { status: 'error', message: result?.message ?? 'Could not reach MBA Disha. Check your connection and try again.' },
    );
  }

  function onClick() {
    if (account.status !== 'signedIn') openAuthModal('signIn', () => void save());
    else void save();
  }

  if (state.status === 'saved') {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-success-700">
        <Check className="h-4 w-4" aria-hidden="true" /> Saved.{' '}
        <Link href="/profile#saved-comparisons" className="underline">
          See your saved comparisons
        </Link>
      </p>
    );
  }
  return (
    <span className="inline-flex flex-col items-start">
      <button
        type="button"
        onClick={onClick}
        disabled={account.status === 'loading' || state.status === 'saving'}
        aria-busy={state.status === 'saving' || undefined}
        className="btn-secondary"
      >
        <Bookmark className="h-4 w-4" aria-hidden="true" />
        {account.status === 'signedIn' ? 'Save comparison' : 'Sign in to save this comparison'}
      </button>
      <span role="status" className={state.status === 'error' ? 'mt-1 text-sm text-red-700' : 'sr-only'}>
        {state.status === 'error' ? state.message : ''}
      </span>
    </span>
  );
}
