'use client';

import { useState, useTransition } from 'react';
import { editCommunityPost } from '@/lib/community/community.actions';
import { POST_LIMITS } from '@/lib/community/posting';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { MarkdownField } from './markdown-field';
import type { PostRefProps } from './post-actions';
import type { ViewerData } from './viewer-context';

/** Edits one's own post within the edit window; the server refuses later edits with the reason. */
export function PostEditor({
  post,
  own,
  onDone,
  onCancel,
}: {
  post: PostRefProps;
  own: ViewerData['own'][number];
  onDone(): void;
  onCancel(): void;
}) {
  const [title, setTitle] = useState(own.title ?? '');
  const [body, setBody] = useState(own.body);
  const [errors, setErrors] = useState<{ title?: string; body?: string; form?: string }>({});
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      try {
        const input =
          post.kind === 'thread' ? { kind: 'thread', id: post.id, title, body } : { kind: 'reply', id: post.id, body };
        const result = await editCommunityPost(input);
        if (result.ok) {
          onDone();
          return;
        }
        const fields = (result.fieldErrors ?? {}) as Record<string, string[] | undefined>;
        setErrors({
          title: fields.title?.[0],
          body: fields.body?.[0],
          form: fields.title || fields.body ? undefined : result.message,
        });
      } catch {
        setErrors({ form: DATA_ERRORS.CONNECTION_ERROR });
      }
    });
  }

  return (
    <form
      onSubmit={submit}
      className="mt-2 flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50/40 p-3"
      aria-label="Edit this post"
    >
      {post.kind === 'thread' ? (
        <div>
          <label htmlFor={`edit-title-${post.id}`} className="text-sm font-semibold text-gray-900">
            Title
          </label>
          <input
            id={`edit-title-${post.id}`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={POST_LIMITS.titleMax}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `edit-title-error-${post.id}` : undefined}
            className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2"
          />
          {errors.title ? (
            <p id={`edit-title-error-${post.id}`} className="mt-1 text-sm text-danger-700">
              {errors.title}
            </p>
          ) : null}
        </div>
      ) : null}
      <MarkdownField
        label={post.kind === 'thread' ? 'Your post' : 'Your reply'}
        name="body"
        value={body}
        onChange={setBody}
        max={post.kind === 'thread' ? POST_LIMITS.threadBodyMax : POST_LIMITS.replyBodyMax}
        error={errors.body}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-danger-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
