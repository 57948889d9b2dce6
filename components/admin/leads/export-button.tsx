'use client';

import { useState } from 'react';
import { Download } from '@/components/icons/download';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { csvRecordCounter, progressPercent } from '@/lib/leads/csv-progress';
import { EXPORT_FILENAME } from '@/lib/leads/export-filename';

interface ExportButtonProps {
  /** The export route with this view's filters. */
  href: string;
  /** How many leads the view holds, for the progress until the server states its own count. */
  total: number;
}

type ExportState =
  { kind: 'idle' } | { kind: 'running'; done: number; total: number | null } | { kind: 'failed'; message: string };

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * Downloads the view as CSV. Without JavaScript it is a plain link to the export; with it, the response is read
 * as a stream so the page can say how far a large export has got, then saved under its file name.
 */
export function ExportButton({ href, total }: ExportButtonProps) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  async function run() {
    setState({ kind: 'running', done: 0, total });
    try {
      const response = await fetch(href, { headers: { accept: 'text/csv' } });
      if (!response.ok || !response.body) {
        const message = (await response.text()).trim();
        setState({ kind: 'failed', message: message || 'The export failed. Please try again.' });
        return;
      }
      const expected = Number(response.headers.get('x-total-count')) || total;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const counter = csvRecordCounter();
      const parts: string[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        setState({ kind: 'running', done: counter.push(value), total: expected });
      }
      const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = EXPORT_FILENAME;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ kind: 'idle' });
    } catch {
      setState({ kind: 'failed', message: DATA_ERRORS.CONNECTION_ERROR });
    }
  }

  const running = state.kind === 'running';
  const percent = running ? progressPercent(state.done, state.total) : null;
  return (
    <div className="flex flex-col items-start gap-2">
      <a
        href={href}
        download={EXPORT_FILENAME}
        className="btn-secondary"
        aria-disabled={running}
        onClick={(event) => {
          event.preventDefault();
          if (!running) void run();
        }}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {running ? 'Exporting…' : 'Export CSV'}
      </a>
      {running ? (
        <div className="w-56" role="status" aria-live="polite">
          <progress className="h-2 w-full" max={100} value={percent ?? undefined} aria-label="Export progress" />
          <p className="text-xs text-gray-700">
            {state.total ? `${count(state.done)} of ${count(state.total)} leads` : `${count(state.done)} leads`}
          </p>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger-700">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
