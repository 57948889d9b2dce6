'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Lock } from '@/components/icons/lock';
import { LogIn } from '@/components/icons/log-in';
import { signInPathFor } from '@/lib/auth/guards';
import { formatDate } from '@/lib/format/dates';
import { useThread } from './viewer-context';

// The form, its preview and its counter load only for a member who may reply.
const ReplyComposer = dynamic(() => import('./reply-composer').then((m) => m.ReplyComposer), {
  ssr: false,
  loading: () => <p className="mt-4 min-h-40 text-sm text-gray-600">Loading the reply form…</p>,
});

export const LOCKED_NOTICE = 'This thread is locked: no new replies.';

/** The foot of a thread: the reply form, or why there is none (signed out, locked, suspended). */
export function ReplyArea() {
  const { slug, locked, status, signedIn, viewer, error } = useThread();

  let content: React.ReactNode;
  if (locked) {
    content = (
      <p className="mt-3 flex items-center gap-2 text-gray-700">
        <Lock className="h-4 w-4" aria-hidden="true" /> {LOCKED_NOTICE}
      </p>
    );
  } else if (status === 'loading' && signedIn) {
    content = <p className="mt-3 min-h-11 text-sm text-gray-600">Checking your account…</p>;
  } else if (status !== 'signedIn') {
    content = (
      <div className="mt-3">
        <Link href={signInPathFor('user', `/community/${slug}`)} className="btn-primary">
          <LogIn className="h-4 w-4" aria-hidden="true" /> Sign in to reply
        </Link>
        <p className="mt-2 text-sm text-gray-600">It is free to make an account; you come back to this thread once signed in.</p>
      </div>
    );
  } else if (error || !viewer) {
    content = (
      <p role="alert" className="mt-3 text-danger-700">
        {error ?? 'The reply form could not be loaded.'} Reload the page to try again.
      </p>
    );
  } else if (viewer.suspension) {
    content = (
      <p className="mt-3 rounded-lg border border-danger-700/30 bg-danger-50 p-3 text-danger-700">
        You are suspended from posting until {formatDate(viewer.suspension.until)}: {viewer.suspension.reason}
      </p>
    );
  } else {
    content = <ReplyComposer />;
  }

  return (
    <section aria-labelledby="reply-heading" className="mt-10 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="reply-heading" className="text-xl font-bold text-brand-900">
        Join the discussion
      </h2>
      {content}
    </section>
  );
}
