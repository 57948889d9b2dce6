import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ListFilter, ListSearch, ListStatus } from '@/components/admin/ui/list-search';
import { Plus } from '@/components/icons/plus';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getAdminContext } from '@/lib/auth/admin';
import {
  ACTIVITY_FILTERS,
  ADMIN_COLLEGE_PAGE_SIZE,
  adminCollegeListHref,
  hasAdminCollegeFilters,
  parseAdminCollegeParams,
  type AdminCollegeListParams,
} from '@/lib/colleges/admin-list';
import { COLLEGE_TYPES } from '@/lib/colleges/search-params';
import { listCollegesForAdmin, listCollegeStates, type AdminCollegeRow } from '@/lib/data/college-admin';
import { settle } from '@/lib/data/settle';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { formatDate } from '@/lib/format/dates';
import { formatCount } from '@/lib/format/numbers';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase whitespace-nowrap';
const td = 'px-3 py-2 align-top text-sm text-gray-800';

function CollegesTable({ rows }: { rows: AdminCollegeRow[] }) {
  return (
    <div
      role="region"
      aria-label="Colleges table"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-200 bg-white"
    >
      <table className="w-full min-w-[48rem] divide-y divide-gray-200">
        <caption className="sr-only">Colleges</caption>
        <thead className="sticky top-0 bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              College
            </th>
            <th scope="col" className={th}>
              Location
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={`${th} text-right`}>
              Rating
            </th>
            <th scope="col" className={`${th} text-right`}>
              NIRF
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Updated
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((c) => (
            <tr key={c.id} className="hover:bg-brand-50/40">
              <th scope="row" className={`${td} text-left font-normal`}>
                <Link href={`/admin/colleges/${c.id}`} className="link font-semibold">
                  {c.name}
                </Link>
                <span className="block text-xs text-gray-600">/colleges/{c.slug}</span>
              </th>
              <td className={td}>{c.location}</td>
              <td className={td}>{c.type}</td>
              <td className={`${td} tabular text-right`}>{c.rating === null ? '—' : c.rating.toFixed(1)}</td>
              <td className={`${td} tabular text-right`}>{c.nirf_rank === null ? '—' : `#${c.nirf_rank}`}</td>
              <td className={td}>
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
                    c.is_active ? 'bg-success-50 text-success-700' : 'bg-gray-100 text-gray-700'
                  }`}
                >
                  {c.is_active ? 'Active' : 'Inactive'}
                </span>
                {c.is_featured ? <span className="ml-1 text-xs text-brand-800">Featured</span> : null}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(c.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function pageRange(params: AdminCollegeListParams, total: number): string {
  const first = (params.page - 1) * ADMIN_COLLEGE_PAGE_SIZE + 1;
  return `Showing ${formatCount(first)}–${formatCount(Math.min(first + ADMIN_COLLEGE_PAGE_SIZE - 1, total))} of ${formatCount(total)}`;
}

/** /admin/colleges: every college, inactive ones too, searched, filtered and paged from the URL. */
export async function CollegesList({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const params = parseAdminCollegeParams(raw);
  // Under RouteGuard, no admin context means the session could not be checked: the database is unreachable.
  const admin = await getAdminContext();
  if (!admin) {
    return (
      <ContentPage title="Colleges">
        <LoadError message={DATA_ERRORS.CONNECTION_ERROR} />
      </ContentPage>
    );
  }
  const [list, states] = await Promise.all([
    settle(listCollegesForAdmin(admin.client, params, ADMIN_COLLEGE_PAGE_SIZE)),
    settle(listCollegeStates(admin.client)),
  ]);
  const stateOptions = states.ok ? states.value : params.state ? [params.state] : [];
  const pages = list.ok ? Math.max(1, Math.ceil(list.value.total / ADMIN_COLLEGE_PAGE_SIZE)) : 1;

  return (
    <ContentPage
      title="Colleges"
      description="Everything the public college pages show. Inactive colleges are listed here but hidden from the site."
      actions={
        <>
          <Link href="/admin/colleges/living-costs" className="btn-secondary">
            Living costs and loan defaults
          </Link>
          <Link href="/admin/colleges/new" className="btn-brand">
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add college
          </Link>
        </>
      }
    >
      <ListStatus deleted={firstParam(raw.deleted) ?? null} />
      <ListSearch action="/admin/colleges" q={params.q ?? ''} label="Search colleges" placeholder="Search by name or location">
        <ListFilter
          name="type"
          label="Type"
          value={params.type}
          allLabel="All"
          options={COLLEGE_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <ListFilter
          name="state"
          label="State"
          value={params.state}
          allLabel="All"
          options={stateOptions.map((s) => ({ value: s, label: s }))}
        />
        <ListFilter
          name="activity"
          label="Status"
          value={params.activity}
          allLabel="All"
          options={Object.entries(ACTIVITY_FILTERS).map(([value, label]) => ({ value, label }))}
        />
      </ListSearch>
      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {list.value.total === 1 ? '1 college' : `${formatCount(list.value.total)} colleges`}
            {hasAdminCollegeFilters(params) ? ' match' : ''}
          </p>
          {list.value.items.length === 0 ? (
            <EmptyState>
              {hasAdminCollegeFilters(params) ? (
                <>
                  No colleges match. Try other words or{' '}
                  <Link href="/admin/colleges" className="link">
                    clear the filters
                  </Link>
                  .
                </>
              ) : (
                <>
                  No colleges yet.{' '}
                  <Link href="/admin/colleges/new" className="link">
                    Add the first one
                  </Link>
                  .
                </>
              )}
            </EmptyState>
          ) : (
            <>
              <CollegesTable rows={list.value.items} />
              <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
                <p>{params.page <= pages ? pageRange(params, list.value.total) : null}</p>
                <Pagination
                  page={params.page}
                  pages={pages}
                  hrefFor={(page) => adminCollegeListHref(params, { page })}
                  label="College pages"
                />
              </div>
            </>
          )}
        </>
      )}
    </ContentPage>
  );
}
