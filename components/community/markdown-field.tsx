'use client';

import { useId, useState, useTransition } from 'react';
import { previewCommunityPost } from '@/lib/community/community.actions';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { PostBody } from './post-body';

interface MarkdownFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  max: number;
  error?: string | null;
  rows?: number;
  disabled?: boolean;
}

/**
 * A markdown text area with Write and Preview tabs and a character counter. The preview is rendered by the
 * server (the same sanitised rendering the post will get), so no markdown library ships to the browser.
 */
export function MarkdownField({ label, name, value, onChange, max, error, rows = 6, disabled }: MarkdownFieldProps) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ text: string; html: string } | { text: string; error: string } | null>(null);
  const [loading, startPreview] = useTransition();
  const over = value.length > max;

  function showPreview() {
    setTab('preview');
    if (preview?.text === value) return;
    startPreview(async () => {
      try {
        const result = await previewCommunityPost({ body: value });
        setPreview(result.ok ? { text: value, html: result.data } : { text: value, error: result.message });
      } catch {
        setPreview({ text: value, error: DATA_ERRORS.CONNECTION_ERROR });
      }
    });
  }

  const tabClass = (active: boolean) =>
    `min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-semibold ${active ? 'border-brand-700 text-brand-900' : 'border-transparent text-gray-600 hover:text-brand-800'}`;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-gray-900">
          {label}
        </label>
        <div role="tablist" aria-label="Write or preview" className="flex">
          <button
            type="button"
            role="tab"
            id={`${id}-write`}
            aria-selected={tab === 'write'}
            aria-controls={`${id}-write-panel`}
            className={tabClass(tab === 'write')}
            onClick={() => setTab('write')}
          >
            Write
          </button>
          <button
            type="button"
            role="tab"
            id={`${id}-preview`}
            aria-selected={tab === 'preview'}
            aria-controls={`${id}-preview-panel`}
            className={tabClass(tab === 'preview')}
            onClick={showPreview}
          >
            Preview
          </button>
        </div>
      </div>
      <div role="tabpanel" id={`${id}-write-panel`} aria-labelledby={`${id}-write`} hidden={tab !== 'write'}>
        <textarea
          id={`${id}-text`}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={rows}
          disabled={disabled}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={`${id}-help ${id}-count${error ? ` ${id}-error` : ''}`}
          className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base leading-6 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <div
        role="tabpanel"
        id={`${id}-preview-panel`}
        aria-labelledby={`${id}-preview`}
        hidden={tab !== 'preview'}
        aria-busy={loading || undefined}
        className="mt-1 min-h-24 rounded-lg border border-gray-200 bg-gray-50 px-4 py-2"
      >
        {loading ? (
          <p className="py-2 text-sm text-gray-600">Preparing the preview…</p>
        ) : !preview ? null : 'error' in preview ? (
          <p className="py-2 text-sm text-danger-700">{preview.error}</p>
        ) : value.trim() === '' ? (
          <p className="py-2 text-sm text-gray-600">Nothing to preview yet.</p>
        ) : (
          <PostBody html={preview.html} />
        )}
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm">
        <p id={`${id}-help`} className="text-gray-600">
          Markdown works: **bold**, *italics*, lists, [links](https://example.com).
        </p>
        <p id={`${id}-count`} className={`tabular ${over ? 'font-semibold text-danger-700' : 'text-gray-600'}`}>
          {value.length.toLocaleString('en-IN')} / {max.toLocaleString('en-IN')} characters
        </p>
      </div>
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}
