'use client';

import dynamic from 'next/dynamic';
import { useState, useTransition } from 'react';
import { ThumbsUp } from '@/components/icons/thumbs-up';
import { openAuthModal } from '@/lib/auth/modal-store';
import { voteOnCommunityPost } from '@/lib/community/community.actions';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { useThread } from './viewer-context';

// Edit, delete, report and "Mark as answer" load only once a signed-in reader's own state has arrived.
const MemberControls = dynamic(() => import('./member-controls').then((m) => m.MemberControls), { ssr: false });

export interface PostRefProps {
  kind: 'thread' | 'reply';
  id: string;
  votes: number;
  createdAt: string;
  /** A reply that is the thread's accepted answer. */
  accepted?: boolean;
  /** What the post is, for labels: "the question", "Priya's reply". */
  label: string;
}

function votesText(n: number): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? 'vote' : 'votes'}`;
}

/** The controls under a post: the upvote (for everyone) and, for a signed-in reader, what they may do with it. */
export function PostActions(post: PostRefProps) {
  const { status, viewer, refresh } = useThread();
  const serverVoted = viewer ? (post.kind === 'thread' ? viewer.votes.thread : viewer.votes.replies.includes(post.id)) : false;
  const [local, setLocal] = useState<{ voted: boolean; votes: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const voted = local?.voted ?? serverVoted;
  const votes = local?.votes ?? post.votes;

  function onVote() {
    setError(null);
    if (status === 'signedOut') {
      openAuthModal('signIn');
      return;
    }
    startTransition(async () => {
      try {
        const result = await voteOnCommunityPost({ kind: post.kind, id: post.id, up: !voted });
        if (!result.ok) setError(result.message);
        else setLocal({ voted: result.data.voted, votes: result.data.votes });
      } catch {
        setError(DATA_ERRORS.CONNECTION_ERROR);
      }
    });
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <button
        type="button"
        onClick={onVote}
        disabled={status === 'loading' || pending}
        aria-pressed={voted}
        aria-label={`Upvote ${post.label}`}
        title={voted ? 'Withdraw your upvote' : 'Upvote'}
        className={`btn-secondary min-h-11 gap-1.5 ${voted ? 'border-brand-600 bg-brand-50 text-brand-900' : ''}`}
      >
        <ThumbsUp className={`h-4 w-4 ${voted ? 'fill-brand-600' : ''}`} aria-hidden="true" />
        <span aria-hidden="true">Upvote</span>
      </button>
      <span className="tabular text-gray-700" data-testid="vote-count">
        {votesText(votes)}
      </span>
      {voted ? <span className="text-brand-800">You upvoted this (press again to withdraw)</span> : null}
      {viewer ? <MemberControls post={post} viewer={viewer} refresh={refresh} /> : null}
      {error ? (
        <p role="alert" className="w-full text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
