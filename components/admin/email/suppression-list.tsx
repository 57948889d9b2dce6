import type { EmailSuppressionRow } from '@/lib/data/email-admin';
import { SUPPRESSION_REASON_LABELS } from '@/lib/email/outbox-schema';
import { formatDateTime } from '@/lib/format/dates';
import { UnsuppressButton } from './suppression-controls';

/** Who gets no optional mail, why, and since when; staff-made and provider-made entries alike can be removed. */
export function SuppressionList({ rows }: { rows: EmailSuppressionRow[] }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label="Suppressed addresses">
      {rows.map((row) => (
        <li key={row.email} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold [overflow-wrap:anywhere] text-gray-900">{row.email}</p>
            <p className="text-sm text-gray-700">
              {SUPPRESSION_REASON_LABELS[row.reason] ?? row.reason}
              {row.source === 'webhook'
                ? ' (reported by the mail provider)'
                : row.createdByName
                  ? ` by ${row.createdByName}`
                  : ''}
              {' · '}
              {formatDateTime(row.createdAt)}
            </p>
            {row.detail ? <p className="text-sm [overflow-wrap:anywhere] text-gray-600">{row.detail}</p> : null}
          </div>
          <UnsuppressButton email={row.email} />
        </li>
      ))}
    </ul>
  );
}
