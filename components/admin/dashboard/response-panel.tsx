import Link from 'next/link';
import { Timer } from '@/components/icons/timer';
import type { OverdueLeads } from '@/lib/data/leads/stats';
import { formatCount } from '@/lib/format/numbers';
import { formatTimeSince } from '@/lib/leads/response-target';

/**
 * Managers' slow-response flags: new leads nobody has contacted within the response target (working minutes),
 * longest-waiting first — the chance of qualifying a lead falls steeply after the first minutes.
 */
export function ResponsePanel({ overdue, now }: { overdue: OverdueLeads; now: Date }) {
  const { count, leads, target } = overdue;
  return (
    <section aria-labelledby="slow-responses" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="slow-responses" className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <Timer className="h-4 w-4" aria-hidden="true" />
        Awaiting first contact
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        <span className={`text-2xl font-bold tabular-nums ${count > 0 ? 'text-danger-700' : 'text-brand-900'}`}>
          {formatCount(count)}
        </span>{' '}
        new {count === 1 ? 'lead has' : 'leads have'} not been contacted within {target.minutes} working minutes.
      </p>
      {leads.length > 0 ? (
        <ul className="mt-2 divide-y divide-gray-100 text-sm">
          {leads.map((lead) => (
            <li key={lead.id} className="flex items-center justify-between gap-3">
              <Link
                href={`/admin/leads/${lead.id}`}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
              >
                {lead.name}
              </Link>
              <span className="text-gray-700 tabular-nums">waiting {formatTimeSince(lead.created_at, now)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {count > leads.length ? (
        <Link
          href="/admin/leads?status=new"
          className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          See all new leads
        </Link>
      ) : null}
    </section>
  );
}
