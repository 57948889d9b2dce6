'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import type { LoggedMiss } from '@/lib/data/mock-tests/history';
import type { MissReason } from '@/lib/data/mock-tests/results';

/** Every question the member noted a reason for, filterable by reason, each linking to its solution. */
export function ErrorLog({ misses, labels }: { misses: LoggedMiss[]; labels: Record<MissReason, string> }) {
  const [filter, setFilter] = useState<MissReason | 'all'>('all');
  const selectId = useId();
  if (misses.length === 0) {
    return (
      <p className="text-sm text-gray-600">
        Nothing logged yet. On a result page, answer “Why did you miss this?” under a question you got wrong or left out: it
        collects here for revision.
      </p>
    );
  }
  const shown = filter === 'all' ? misses : misses.filter((m) => m.reason === filter);
  const counts = new Map<MissReason, number>();
  for (const m of misses) counts.set(m.reason, (counts.get(m.reason) ?? 0) + 1);
  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
            Show
          </label>
          <select
            id={selectId}
            value={filter}
            onChange={(e) => setFilter(e.target.value as MissReason | 'all')}
            className="mt-1 min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm"
          >
            <option value="all">Every reason ({misses.length})</option>
            {(Object.entries(labels) as [MissReason, string][]).map(([key, label]) => (
              <option key={key} value={key}>
                {label} ({counts.get(key) ?? 0})
              </option>
            ))}
          </select>
        </div>
        <p className="pb-3 text-sm text-gray-600" role="status" aria-live="polite">
          {shown.length} {shown.length === 1 ? 'question' : 'questions'}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid="error-log">
        {shown.map((m) => (
          <li key={`${m.attemptId}-${m.questionId}`} className="p-3">
            <p className="text-sm">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {labels[m.reason]}
              </span>{' '}
              <span className="text-gray-600">
                {m.testTitle} · {m.section}
                {m.topic ? ` · ${m.topic}` : ''}
              </span>
            </p>
            <p className="mt-1 text-sm text-gray-900">
              <Link href={`/mock-tests/attempts/${m.attemptId}/result#q-${m.questionNumber}`} className="link">
                Review question {m.questionNumber}
              </Link>
              {m.excerpt ? <span className="text-gray-700">: {m.excerpt}</span> : null}
            </p>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="mt-2 text-sm text-gray-600">No question is logged with this reason.</p> : null}
    </div>
  );
}
