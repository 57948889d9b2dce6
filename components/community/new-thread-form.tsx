'use client';

import { useState, useTransition } from 'react';
import { createCommunityThread } from '@/lib/community/community.actions';
import { POST_LIMITS } from '@/lib/community/posting';
import { COMMUNITY_TOPIC_LABELS, COMMUNITY_TOPICS } from '@/lib/community/topics';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { MarkdownField } from './markdown-field';

type Field = 'topic' | 'title' | 'body' | 'college';

/**
 * Starting a discussion. On success the server opens the new thread; a refusal comes back here with what was
 * typed kept, each field's message under it and anything else (a suspension, a rate limit) above the button.
 */
export function NewThreadForm({ college }: { college: { slug: string; name: string } | null }) {
  const [topic, setTopic] = useState<string>(college ? 'colleges' : '');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [withCollege, setWithCollege] = useState(college !== null);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      try {
        const result = await createCommunityThread({ topic, title, body, college: withCollege && college ? college.slug : '' });
        if (!result || result.ok) return;
        const fields = (result.fieldErrors ?? {}) as Partial<Record<Field, string[]>>;
        const next: Partial<Record<Field | 'form', string>> = {};
        for (const key of ['topic', 'title', 'body', 'college'] as const) if (fields[key]?.[0]) next[key] = fields[key][0];
        if (Object.keys(next).length === 0) next.form = result.message;
        setErrors(next);
      } catch {
        setErrors({ form: DATA_ERRORS.CONNECTION_ERROR });
      }
    });
  }

  const input = 'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base';
  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <div>
        <label htmlFor="thread-topic" className="text-sm font-semibold text-gray-900">
          Topic
        </label>
        <select
          id="thread-topic"
          value={topic}
          onChange={(e) => setTopic(e.target.value)}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'thread-topic-error' : undefined}
          className={`${input} min-h-11`}
        >
          <option value="">Choose a topic</option>
          {COMMUNITY_TOPICS.map((key) => (
            <option key={key} value={key}>
              {COMMUNITY_TOPIC_LABELS[key]}
            </option>
          ))}
        </select>
        {errors.topic ? (
          <p id="thread-topic-error" className="mt-1 text-sm text-danger-700">
            {errors.topic}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="thread-title" className="text-sm font-semibold text-gray-900">
          Title
        </label>
        <input
          id="thread-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={POST_LIMITS.titleMax}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={`thread-title-help${errors.title ? ' thread-title-error' : ''}`}
          className={input}
        />
        <p id="thread-title-help" className="mt-1 text-sm text-gray-600">
          Ask a clear question: “Is a 95 percentile enough for IIM Kozhikode?” ({POST_LIMITS.titleMin}–{POST_LIMITS.titleMax}{' '}
          characters)
        </p>
        {errors.title ? (
          <p id="thread-title-error" className="mt-1 text-sm text-danger-700">
            {errors.title}
          </p>
        ) : null}
      </div>
      <MarkdownField
        label="Your post"
        name="body"
        value={body}
        onChange={setBody}
        max={POST_LIMITS.threadBodyMax}
        rows={10}
        error={errors.body}
      />
      {college ? (
        <div>
          <label className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
            <input type="checkbox" checked={withCollege} onChange={(e) => setWithCollege(e.target.checked)} className="h-4 w-4" />
            About {college.name} (shown on its college page)
          </label>
          {errors.college ? <p className="mt-1 text-sm text-danger-700">{errors.college}</p> : null}
        </div>
      ) : null}
      <p className="text-sm text-gray-600">
        A first post with a link is checked by a moderator before it appears. Be kind, and keep personal details out of it.
      </p>
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
          {errors.form}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Posting…' : 'Post discussion'}
        </button>
      </div>
    </form>
  );
}
