import { moderationActionLabel, reportReasonLabel } from '@/lib/community/admin-params';
import { communityTopicLabel } from '@/lib/community/topics';
import type { ModerationEvent } from '@/lib/data/community/moderation';
import { formatDateTime } from '@/lib/format/dates';

function detail(event: ModerationEvent): string | null {
  const d = event.details;
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return null;
  if (event.action === 'move' && typeof d.from === 'string' && typeof d.to === 'string') {
    return `${communityTopicLabel(d.from)} → ${communityTopicLabel(d.to)}`;
  }
  if (event.action.endsWith('_report') && typeof d.reason === 'string') return `Report: ${reportReasonLabel(d.reason)}`;
  return null;
}

/** The thread's moderation record from the audit table, newest first. */
export function ModerationHistory({ events }: { events: ModerationEvent[] }) {
  return (
    <section aria-labelledby="moderation-history" className="space-y-3">
      <h2 id="moderation-history" className="text-lg font-bold text-brand-900">
        Moderation history
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-gray-700">No moderation yet.</p>
      ) : (
        <ol
          aria-label="Moderation history"
          className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white text-sm"
        >
          {events.map((event) => {
            const extra = detail(event);
            return (
              <li key={event.id} className="p-3">
                <p>
                  <span className="font-semibold text-gray-900">{moderationActionLabel(event.action)}</span>{' '}
                  <span className="text-gray-700">
                    {event.replyId ? 'a reply' : 'the thread'} · by {event.actorName ?? 'a moderator'} ·{' '}
                    {formatDateTime(event.createdAt)}
                  </span>
                </p>
                {event.reason ? <p className="break-words text-gray-800">Reason: {event.reason}</p> : null}
                {extra ? <p className="text-gray-700">{extra}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
