import Link from 'next/link';
import { CalendarClock } from '@/components/icons/calendar-clock';
import { formatCount } from '@/lib/format/numbers';

/** The signed-in counsellor's follow-ups due today or overdue, opening their queue. */
export function FollowUpsPanel({ due }: { due: number }) {
  return (
    <section aria-labelledby="my-follow-ups" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="my-follow-ups" className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <CalendarClock className="h-4 w-4" aria-hidden="true" />
        My follow-ups
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        <span className="text-2xl font-bold text-brand-900 tabular-nums">{formatCount(due)}</span>{' '}
        {due === 1 ? 'follow-up is' : 'follow-ups are'} due today or overdue.
      </p>
      <Link
        href="/admin/leads/follow-ups"
        className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        Open my follow-up queue
      </Link>
    </section>
  );
}
