import { CalendarDays } from '@/components/icons/calendar-days';
import { EXAM_NAMES } from '@/lib/exam-calendar/types';
import { feedPath, FEEDS } from '@/lib/exam-calendar/view-params';

/** The .ics feeds, with how to subscribe to one (a subscribed calendar updates itself when a date changes). */
export function FeedLinks() {
  return (
    <section aria-labelledby="feeds-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="feeds-heading" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <CalendarDays className="h-5 w-5" aria-hidden="true" />
        Calendar feeds
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        Subscribe to keep announced dates in your own calendar: copy a feed&apos;s address and add it in Google Calendar (Other
        calendars → From URL), Apple Calendar (File → New Calendar Subscription) or Outlook (Add calendar → Subscribe from web).
        Your calendar then updates itself when a date changes. Feeds hold announced dates only; expected ones stay on this page.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {FEEDS.map((feed) => (
          <li key={feed}>
            <a href={feedPath(feed)} className="btn-secondary" data-testid={`feed-${feed}`}>
              {feed === 'all' ? 'All exams (.ics)' : `${EXAM_NAMES[feed]} (.ics)`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
