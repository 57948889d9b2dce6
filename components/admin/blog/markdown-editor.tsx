'use client';

import { useDeferredValue, useId, useState } from 'react';
import { PostMarkdown } from '@/components/blog/markdown';
import { readingMinutes } from '@/lib/format/dates';

/**
 * The post body: markdown on one side, and beside it (below it on a phone) the preview rendered by the very
 * component the public post page uses, so its sanitiser and typography are what readers will get. The preview
 * follows a deferred copy of the text, so typing stays quick in a long post.
 */
export function MarkdownEditor({ name, defaultValue, error }: { name: string; defaultValue: string; error?: string }) {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const preview = useDeferredValue(text);
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col">
        <label htmlFor={inputId} className="text-sm font-semibold text-gray-900">
          Content (markdown){' '}
          <span className="text-danger-700" aria-hidden="true">
            *
          </span>
        </label>
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          ## for a heading, **bold**, - for a list, [text](/colleges) for a link, | for a table. About {readingMinutes(text)} min
          read.
        </p>
        <textarea
          id={inputId}
          name={name}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          rows={22}
          spellCheck
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="mt-2 min-h-80 w-full flex-1 rounded-lg border border-gray-300 bg-white p-3 font-mono text-sm leading-6 text-gray-900"
        />
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
      <section aria-labelledby={`${id}-preview`} className="flex flex-col">
        <h2 id={`${id}-preview`} className="text-sm font-semibold text-gray-900">
          Preview
        </h2>
        <p className="mt-1 text-xs text-gray-600">As readers will see it on the post page.</p>
        <div
          data-testid="markdown-preview"
          className="mt-2 max-h-[40rem] min-h-80 flex-1 overflow-y-auto rounded-lg border border-gray-200 bg-white px-4"
        >
          {preview.trim() ? (
            <PostMarkdown>{preview}</PostMarkdown>
          ) : (
            <p className="py-4 text-sm text-gray-600">Nothing to preview yet.</p>
          )}
        </div>
      </section>
    </div>
  );
}
