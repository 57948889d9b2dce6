import Link from 'next/link';
import { FollowUpBadge, PriorityBadge, StatusBadge } from '@/components/admin/ui/badges';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getAdminContext } from '@/lib/auth/admin';
import { can } from '@/lib/auth/roles';
import { getOwnCounsellorId, listFollowUps, type LeadPage } from '@/lib/data/leads/leads';
import { settle } from '@/lib/data/settle';
import { DataError, unlessUnreachable } from '@/lib/errors/data-error';
import { formatDateTime } from '@/lib/format/dates';
import { formatCount } from '@/lib/format/numbers';
import { followUpState } from '@/lib/leads/follow-ups';
import { OPEN_STATUSES } from '@/lib/leads/lead-fields';
import { pageParam, type RawSearchParams } from '@/lib/routing/params';
import { SAMPLE_LEADS } from '@/lib/samples/leads';
import { endOfTodayIst } from '@/lib/time/ist';
import { LeadsSampleNotice } from './leads-screen';

const PAGE_SIZE = 50;

function samplePage(before: Date): LeadPage {
  const due = SAMPLE_LEADS.filter(
    (lead) =>
      lead.next_follow_up_at &&
      new Date(lead.next_follow_up_at) < before &&
      (OPEN_STATUSES as readonly string[]).includes(lead.status),
  );
  return { leads: due, total: due.length };
}

/**
 * /admin/leads/follow-ups: the signed-in counsellor's open leads whose next follow-up is due today (IST) or
 * overdue, most overdue first. A manager without a counsellor record sees the whole team's queue.
 */
export async function FollowUpsScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await getAdminContext();
  const page = pageParam((await searchParams).page);
  const now = new Date();
  const before = endOfTodayIst(now);

  const loaded = await settle(
    unlessUnreachable(
      async () => {
        // Under RouteGuard, no admin context means the database could not be reached to check the session.
        if (!admin) throw new DataError('CONNECTION_ERROR');
        const own = await getOwnCounsellorId(admin.client, admin.claims.sub);
        const team = own === null && can(admin.role, 'superviseLeads');
        if (own === null && !team) return { kind: 'no-record' as const };
        const list = await listFollowUps(admin.client, { counsellorId: own, before, page, limit: PAGE_SIZE });
        return { kind: 'list' as const, list, team, sample: false };
      },
      () => ({ kind: 'list' as const, list: samplePage(before), team: false, sample: true }),
    ),
  );

  const title = loaded.ok && loaded.value.kind === 'list' && loaded.value.team ? 'Team follow-ups' : 'My follow-ups';
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Link href="/admin/leads" className="inline-flex min-h-11 items-center gap-1 text-sm link">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All leads
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-700">Open leads with a follow-up due today or already overdue (Indian time).</p>
      </div>
      {!loaded.ok ? (
        <LoadError message={loaded.error.message} />
      ) : loaded.value.kind === 'no-record' ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">
          Your account has no active counsellor record, so no leads are assigned to you.
        </p>
      ) : (
        <>
          {loaded.value.sample ? <LeadsSampleNotice /> : null}
          <p className="text-sm text-gray-700" aria-live="polite">
            {loaded.value.list.total === 1 ? '1 follow-up due' : `${formatCount(loaded.value.list.total)} follow-ups due`}
          </p>
          {loaded.value.list.leads.length === 0 ? (
            <EmptyState>Nothing due today. Well done.</EmptyState>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
              <table className="w-full text-left text-sm" aria-label={title}>
                <thead className="bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Follow-up
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Priority
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Phone
                    </th>
                    {loaded.value.team ? (
                      <th scope="col" className="px-3 py-2">
                        Counsellor
                      </th>
                    ) : null}
                    <th scope="col" className="px-3 py-2 text-right">
                      Attempts
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.value.list.leads.map((lead) => (
                    <tr key={lead.id} className="border-t border-gray-200 align-top">
                      <th scope="row" className="px-3 py-2 font-medium">
                        {loaded.value.kind === 'list' && loaded.value.sample ? (
                          lead.name
                        ) : (
                          <Link href={`/admin/leads/${lead.id}`} prefetch={false} className="link">
                            {lead.name || '(no name)'}
                          </Link>
                        )}
                      </th>
                      <td className="px-3 py-2">
                        <span className="flex flex-col items-start gap-1">
                          {formatDateTime(lead.next_follow_up_at)}
                          <FollowUpBadge state={followUpState(lead.next_follow_up_at, now)} />
                        </span>
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={lead.status} />
                      </td>
                      <td className="px-3 py-2">
                        <PriorityBadge priority={lead.priority} />
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{lead.phone}</td>
                      {loaded.value.kind === 'list' && loaded.value.team ? (
                        <td className="px-3 py-2">{lead.assigned_counselor?.name ?? 'Unassigned'}</td>
                      ) : null}
                      <td className="px-3 py-2 text-right">{lead.contact_attempts}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={page}
            pages={Math.max(1, Math.ceil(loaded.value.list.total / PAGE_SIZE))}
            hrefFor={(p) => (p > 1 ? `/admin/leads/follow-ups?page=${p}` : '/admin/leads/follow-ups')}
            label="Follow-up pages"
          />
        </>
      )}
    </div>
  );
}
