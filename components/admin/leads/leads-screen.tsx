import Link from 'next/link';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { AlarmClock } from '@/components/icons/alarm-clock';
import { CalendarClock } from '@/components/icons/calendar-clock';
import { Info } from '@/components/icons/info';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getAdminContext } from '@/lib/auth/admin';
import { can } from '@/lib/auth/roles';
import { getResponseTarget, listActiveCounsellors, listLeadsOrSamples } from '@/lib/data/leads/leads';
import { settle } from '@/lib/data/settle';
import { unlessUnreachable } from '@/lib/errors/data-error';
import { formatCount } from '@/lib/format/numbers';
import {
  hasLeadFilters,
  leadFilterQuery,
  leadListHref,
  parseLeadListParams,
  sortHref,
  type LeadListParams,
} from '@/lib/leads/list-params';
import { DEFAULT_RESPONSE_TARGET, overdueArrivalCutoff } from '@/lib/leads/response-target';
import { toRowView } from '@/lib/leads/row-view';
import { LEAD_COLUMNS } from '@/lib/leads/table-columns';
import type { RawSearchParams } from '@/lib/routing/params';
import { SAMPLE_LEADS } from '@/lib/samples/leads';
import { LEADS_SAMPLE_NOTICE } from '@/lib/samples/notice';
import { ExportButton } from './export-button';
import { LeadFilters } from './lead-filters';
import { LeadsTable, type SortHeader } from './leads-table';

function sortHeaders(params: LeadListParams) {
  const headers: Record<string, SortHeader> = {
    name: { href: sortHref(params, 'name'), current: params.sort === 'name' ? params.dir : null },
  };
  for (const column of LEAD_COLUMNS) {
    if ('sort' in column) {
      headers[column.key] = { href: sortHref(params, column.sort), current: params.sort === column.sort ? params.dir : null };
    }
  }
  return headers;
}

export function LeadsSampleNotice() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm text-warning-700"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{LEADS_SAMPLE_NOTICE}</span>
    </p>
  );
}

/**
 * /admin/leads: every lead for everyone who works leads, filtered, searched, sorted and paged on the server from
 * the URL. With the database unreachable, spec §4's five sample leads and the notice stand in.
 */
export async function LeadsScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  // Under RouteGuard, no admin context means the session could not be checked because the database is unreachable:
  // nothing real can be read then either, so the samples stand in.
  const admin = await getAdminContext();
  const raw = await searchParams;
  const canSupervise = admin !== null && can(admin.role, 'superviseLeads');
  const parsed = parseLeadListParams(raw);
  // "Not contacted in time" is the managers' view; anyone else gets the list without it.
  const params: LeadListParams = { ...parsed, overdue: parsed.overdue && canSupervise };
  const now = new Date();

  // The target only decides flags; without it (unreadable setting) the default still flags slow responses.
  const target = admin ? await getResponseTarget(admin.client).catch(() => DEFAULT_RESPONSE_TARGET) : DEFAULT_RESPONSE_TARGET;
  const [list, counsellors] = admin
    ? await Promise.all([
        settle(listLeadsOrSamples(admin.client, params, { overdueCutoff: overdueArrivalCutoff(now, target) })),
        settle(
          unlessUnreachable(
            () => listActiveCounsellors(admin.client),
            () => [],
          ),
        ),
      ])
    : [
        { ok: true as const, value: { leads: SAMPLE_LEADS, total: SAMPLE_LEADS.length, sample: true } },
        { ok: true as const, value: [] },
      ];
  const counsellorOptions = counsellors.ok ? counsellors.value.map(({ id, name }) => ({ id, name })) : [];
  const pages = list.ok ? Math.max(1, Math.ceil(list.value.total / params.limit)) : 1;
  const exportHref = `/admin/leads/export${leadFilterQuery(params).size ? `?${leadFilterQuery(params)}` : ''}`;

  return (
    <div className="mx-auto max-w-[100rem] space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{params.overdue ? 'Not contacted in time' : 'Leads'}</h1>
          {list.ok ? (
            <p className="mt-1 text-sm text-gray-700" aria-live="polite">
              {list.value.total === 1 ? '1 lead' : `${formatCount(list.value.total)} leads`}
              {hasLeadFilters(params) && !list.value.sample ? ' match these filters' : ''}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link href="/admin/leads/follow-ups" className="btn-secondary">
            <CalendarClock className="h-4 w-4" aria-hidden="true" />
            Follow-ups
          </Link>
          {canSupervise ? (
            <Link href="/admin/leads?overdue=1" prefetch={false} className="btn-secondary">
              <AlarmClock className="h-4 w-4" aria-hidden="true" />
              Not contacted in time
            </Link>
          ) : null}
          {list.ok && !list.value.sample ? <ExportButton href={exportHref} total={list.value.total} /> : null}
        </div>
      </div>

      {raw.deleted === '1' ? (
        <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
          The lead was deleted. Its history stays in the audit trail.
        </p>
      ) : null}

      <LeadFilters params={params} counsellors={counsellorOptions} canSupervise={canSupervise} />

      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : (
        <>
          {list.value.sample ? <LeadsSampleNotice /> : null}
          {list.value.leads.length === 0 ? (
            <EmptyState>{hasLeadFilters(params) ? 'No leads match these filters.' : 'No leads yet.'}</EmptyState>
          ) : (
            <LeadsTable
              label={params.overdue ? 'New leads not contacted in time' : 'Leads'}
              rows={list.value.leads.map((lead) => toRowView(lead, now, target))}
              sortHeaders={sortHeaders(params)}
              canSupervise={canSupervise}
              counsellors={counsellorOptions}
              sample={list.value.sample}
            />
          )}
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
            <p>
              {list.value.total > 0
                ? `Showing ${formatCount((Math.min(params.page, pages) - 1) * params.limit + 1)}–${formatCount(
                    Math.min(Math.min(params.page, pages) * params.limit, list.value.total),
                  )} of ${formatCount(list.value.total)}`
                : null}
            </p>
            <Pagination page={params.page} pages={pages} hrefFor={(page) => leadListHref(params, { page })} label="Leads pages" />
          </div>
        </>
      )}
    </div>
  );
}
