import { History } from '@/components/icons/history';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { describeEvent, fieldChanges } from '@/lib/content/history';
import { HISTORY_LIMIT, listContentHistory, type ContentSubject } from '@/lib/data/content-events';
import { settle } from '@/lib/data/settle';
import { formatDateTime } from '@/lib/format/dates';

interface ContentHistoryProps {
  subject: ContentSubject;
  /** One item, or several shown as one history (the settings' sections). */
  subjectId: string | readonly string[];
}

/**
 * An item's history from the audit table: who changed what and when, each update with its fields before and
 * after. Written by the database's triggers, so it covers every writer, not only this screen.
 */
export async function ContentHistory({ subject, subjectId }: ContentHistoryProps) {
  const admin = await getAdminContext();
  const loaded = admin ? await settle(listContentHistory(admin.client, subject, subjectId)) : null;
  return (
    <section aria-labelledby="history-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="history-heading" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <History className="h-5 w-5" aria-hidden="true" />
        History
      </h2>
      {!loaded || !loaded.ok ? (
        <div className="mt-3">
          <LoadError message={loaded?.error.message ?? 'The history could not be loaded.'} />
        </div>
      ) : loaded.value.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">No changes recorded yet.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {loaded.value.map((event) => {
            const changes = fieldChanges(event);
            return (
              <li key={event.id} className="border-l-2 border-brand-200 pl-4">
                <p className="text-sm font-semibold text-gray-900">{describeEvent(event)}</p>
                <p className="text-xs text-gray-600">
                  {event.actorName ?? 'System'} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                </p>
                {changes.length > 0 ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm text-brand-700">
                      {changes.length === 1 ? '1 field changed' : `${changes.length} fields changed`}:{' '}
                      {changes.map((c) => c.label).join(', ')}
                    </summary>
                    <div className="mt-2 overflow-x-auto">
                      <table className="w-full min-w-[28rem] text-left text-sm">
                        <thead>
                          <tr className="text-xs text-gray-600 uppercase">
                            <th scope="col" className="py-1 pr-3">
                              Field
                            </th>
                            <th scope="col" className="py-1 pr-3">
                              Before
                            </th>
                            <th scope="col" className="py-1">
                              After
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {changes.map((c) => (
                            <tr key={c.field} className="border-t border-gray-100 align-top">
                              <th scope="row" className="py-1 pr-3 font-medium text-gray-800">
                                {c.label}
                              </th>
                              <td className="py-1 pr-3 break-words text-gray-700">{c.before}</td>
                              <td className="py-1 break-words text-gray-900">{c.after}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {loaded?.ok && loaded.value.length === HISTORY_LIMIT ? (
        <p className="mt-3 text-xs text-gray-600">The latest {HISTORY_LIMIT} changes are shown.</p>
      ) : null}
    </section>
  );
}
