import type { Exam } from '@/lib/data/exams';
import { formatDate } from '@/lib/format/dates';

/** Where the page's figures come from, and when they were last checked; nothing when no source is recorded. */
export function ExamSources({ exam }: { exam: Exam }) {
  if (exam.sources.length === 0) return null;
  return (
    <div className="rounded-xl border border-gray-200 p-5 text-sm">
      <h2 className="text-lg font-semibold text-brand-900">Sources</h2>
      <ul className="mt-3 space-y-2 text-gray-700">
        {exam.sources.map((source) => (
          <li key={source.label}>
            {source.url ? (
              <a href={source.url} className="link" rel="noopener noreferrer nofollow">
                {source.label}
              </a>
            ) : (
              <span className="font-medium text-gray-900">{source.label}</span>
            )}
            {source.note ? <span className="block text-gray-600">{source.note}</span> : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-gray-600">Last verified {exam.lastVerifiedAt ? formatDate(exam.lastVerifiedAt) : '— not yet'}.</p>
    </div>
  );
}
