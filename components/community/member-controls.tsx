'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { Flag } from '@/components/icons/flag';
import { Pencil } from '@/components/icons/pencil';
import { Trash2 } from '@/components/icons/trash-2';
import { Dialog } from '@/components/ui/dialog';
import { acceptCommunityAnswer, deleteOwnCommunityPost, reportCommunityPost } from '@/lib/community/community.actions';
import { POST_LIMITS, REPORT_REASON_LABELS, withinEditWindow } from '@/lib/community/posting';
import { EDIT_WINDOW_MINUTES, REPORT_REASONS, type ReportReason } from '@/lib/community/topics';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import type { PostRefProps } from './post-actions';
import { PostEditor } from './post-editor';
import type { ViewerData } from './viewer-context';

type Run = (work: () => Promise<string | null>) => void;

/** What a signed-in reader may do with one post: their own (edit in the window, delete), or another's (report, mark as answer). */
export function MemberControls({ post, viewer, refresh }: { post: PostRefProps; viewer: ViewerData; refresh(): void }) {
  const own = viewer.own.find((p) => p.kind === post.kind && p.id === post.id) ?? null;
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run: Run = (work) => {
    setError(null);
    startTransition(async () => {
      try {
        const message = await work();
        if (message) setError(message);
      } catch {
        setError(DATA_ERRORS.CONNECTION_ERROR);
      }
    });
  };

  return (
    <>
      {own ? <OwnControls post={post} own={own} refresh={refresh} run={run} pending={pending} /> : null}
      {post.kind === 'reply' && viewer.isThreadAuthor ? (
        <AcceptButton post={post} refresh={refresh} run={run} pending={pending} />
      ) : null}
      {own ? null : <ReportControl post={post} />}
      {error ? (
        <p role="alert" className="w-full text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function useEditWindow(createdAt: string): boolean {
  const [now, setNow] = useState(() => Date.now());
  const open = withinEditWindow(createdAt, now, EDIT_WINDOW_MINUTES);
  useEffect(() => {
    if (!open) return;
    // Re-render when the window closes, so the control goes away on a page left open.
    const left = Date.parse(createdAt) + EDIT_WINDOW_MINUTES * 60_000 - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, left) + 500);
    return () => clearTimeout(timer);
  }, [createdAt, open]);
  return open;
}

function OwnControls({
  post,
  own,
  refresh,
  run,
  pending,
}: {
  post: PostRefProps;
  own: ViewerData['own'][number];
  refresh(): void;
  run: Run;
  pending: boolean;
}) {
  const router = useRouter();
  const editable = useEditWindow(own.createdAt);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const what = post.kind === 'thread' ? 'thread' : 'reply';

  function remove() {
    run(async () => {
      const result = await deleteOwnCommunityPost({ kind: post.kind, id: post.id });
      if (!result.ok) return result.message;
      setConfirming(false);
      if (post.kind === 'thread') router.push('/community');
      else refresh();
      return null;
    });
  }

  return (
    <>
      {editable ? (
        <button type="button" className="btn-ghost min-h-11" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
        </button>
      ) : null}
      <button type="button" className="btn-ghost min-h-11 text-danger-700" onClick={() => setConfirming(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
      </button>
      {editing && editable ? (
        <div className="w-full">
          <PostEditor
            post={post}
            own={own}
            onDone={() => {
              setEditing(false);
              refresh();
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete your ${what}?`}
        description={
          post.kind === 'thread'
            ? 'The thread and every reply to it will be removed for good.'
            : 'Your reply will be removed for good.'
        }
      >
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            Keep it
          </button>
          <button type="button" className="btn-brand bg-danger-700 hover:bg-danger-700/90" onClick={remove} disabled={pending}>
            {pending ? 'Deleting…' : `Delete ${what}`}
          </button>
        </div>
      </Dialog>
    </>
  );
}

function AcceptButton({ post, refresh, run, pending }: { post: PostRefProps; refresh(): void; run: Run; pending: boolean }) {
  const accepted = post.accepted === true;
  return (
    <button
      type="button"
      className="btn-ghost min-h-11 text-success-700"
      disabled={pending}
      onClick={() =>
        run(async () => {
          const result = await acceptCommunityAnswer({ replyId: post.id, accepted: !accepted });
          if (!result.ok) return result.message;
          refresh();
          return null;
        })
      }
    >
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {accepted ? 'Unmark answer' : 'Mark as answer'}
    </button>
  );
}

function ReportControl({ post }: { post: PostRefProps }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    startTransition(async () => {
      try {
        const result = await reportCommunityPost({ kind: post.kind, id: post.id, reason, note });
        if (!result.ok)
          setMessage({ text: result.fieldErrors?.reason?.[0] ?? result.fieldErrors?.note?.[0] ?? result.message, ok: false });
        else
          setMessage({
            ok: true,
            text: result.data.reported
              ? 'Thank you: a moderator will look at this post.'
              : 'You have already reported this post; a moderator will look at it.',
          });
      } catch {
        setMessage({ text: DATA_ERRORS.CONNECTION_ERROR, ok: false });
      }
    });
  }

  return (
    <>
      <button
        type="button"
        className="btn-ghost min-h-11 text-gray-700"
        onClick={() => {
          setMessage(null);
          setReason('');
          setNote('');
          setOpen(true);
        }}
      >
        <Flag className="h-4 w-4" aria-hidden="true" /> Report
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Report ${post.label}`}>
        <form onSubmit={submit} className="mt-3 flex flex-col gap-4">
          <fieldset>
            <legend className="text-sm font-semibold text-gray-900">Why should a moderator look at it?</legend>
            <div className="mt-2 flex flex-col gap-1">
              {REPORT_REASONS.map((key) => (
                <label key={key} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="reason"
                    value={key}
                    checked={reason === key}
                    onChange={() => setReason(key)}
                    className="h-4 w-4"
                  />
                  {REPORT_REASON_LABELS[key]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`report-note-${post.id}`} className="text-sm font-semibold text-gray-900">
              Note for the moderator (optional)
            </label>
            <textarea
              id={`report-note-${post.id}`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={POST_LIMITS.reportNoteMax}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </div>
          <p role="status" className={`text-sm ${message?.ok ? 'text-success-700' : 'text-danger-700'}`}>
            {message?.text}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
              {message?.ok ? 'Close' : 'Cancel'}
            </button>
            {message?.ok ? null : (
              <button type="submit" className="btn-primary" disabled={pending}>
                {pending ? 'Sending…' : 'Send report'}
              </button>
            )}
          </div>
        </form>
      </Dialog>
    </>
  );
}
