import { History } from '@/components/icons/history';
import type { FieldChange } from '@/lib/content/history';
import { formatDateTime } from '@/lib/format/dates';

export interface HistoryItem {
  id: number;
  title: string;
  actorName: string | null;
  createdAt: string;
  changes: FieldChange[];
}

/** A list of recorded changes (who, when, what changed), newest first; shared by the cut-off and calendar screens. */
export function ChangeHistory({ items, headingId, testId }: { items: HistoryItem[]; headingId: string; testId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6" data-testid={testId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <History className="h-5 w-5" aria-hidden="true" />
        History
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">No changes recorded yet.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {items.map((item) => (
            <li key={item.id} className="border-l-2 border-brand-200 pl-4">
              <p className="text-sm font-semibold text-gray-900">{item.title}</p>
              <p className="text-xs text-gray-600">
                {item.actorName ?? 'System'} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
              {item.changes.length > 0 ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {item.changes.map((c) => (
                    <li key={c.field} className="break-words text-gray-700">
                      <span className="font-medium text-gray-900">{c.label}</span>: {c.before} → {c.after}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
