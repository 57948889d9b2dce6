'use client';

import { useState, useTransition } from 'react';
import { replyToThread } from '@/lib/community/community.actions';
import { POST_LIMITS } from '@/lib/community/posting';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { MarkdownField } from './markdown-field';
import { useThread } from './viewer-context';

/** The reply form at the foot of a thread. What was typed stays in the box until the reply is accepted. */
export function ReplyComposer() {
  const { threadId, refresh } = useThread();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    startTransition(async () => {
      try {
        const result = await replyToThread({ threadId, body });
        if (!result.ok) {
          setError(result.fieldErrors?.body?.[0] ?? result.message);
          return;
        }
        setBody('');
        setDone(
          result.data.status === 'pending'
            ? 'Your reply is waiting for a moderator: first posts with a link are checked before they appear. Only you can see it until then.'
            : 'Your reply is posted.',
        );
        refresh();
      } catch {
        setError(DATA_ERRORS.CONNECTION_ERROR);
      }
    });
  }

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3" aria-label="Reply to this thread">
      <MarkdownField
        label="Your reply"
        name="body"
        value={body}
        onChange={setBody}
        max={POST_LIMITS.replyBodyMax}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Posting…' : 'Post reply'}
        </button>
        <p role="status" className="text-sm text-success-700">
          {done}
        </p>
      </div>
    </form>
  );
}
