import type { LeadEvent } from '@/lib/data/leads/events';
import { formatDateTime } from '@/lib/format/dates';
import { describeEvent } from '@/lib/leads/timeline';
import { Section } from './lead-facts';

/** Every change, call, note and view of the lead, newest first: who, what, when (IST). */
export function LeadTimeline({ events, limit }: { events: LeadEvent[]; limit: number }) {
  return (
    <Section title="Timeline">
      {events.length === 0 ? (
        <p className="text-sm text-gray-700">Nothing has happened to this lead yet.</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-brand-100 pl-4">
          {events.map((event) => {
            const entry = describeEvent(event.action, event.details);
            return (
              <li key={event.id} className="relative">
                <span className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-brand-600" aria-hidden="true" />
                <p className="text-sm font-medium text-gray-900">{entry.title}</p>
                <p className="text-xs text-gray-700">
                  {event.actor_name || 'System'} · <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                </p>
                {entry.body ? <p className="mt-1 text-sm whitespace-pre-wrap text-gray-800">{entry.body}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
      {events.length >= limit ? (
        <p className="mt-3 text-xs text-gray-700">Showing the latest {limit} events; older ones are in the audit trail.</p>
      ) : null}
    </Section>
  );
}
