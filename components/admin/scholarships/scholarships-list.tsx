import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ACTIVITY_OPTIONS, ListFilter, ListSearch, ListStatus } from '@/components/admin/ui/list-search';
import { Plus } from '@/components/icons/plus';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getAdminContext } from '@/lib/auth/admin';
import { listScholarshipsForAdmin } from '@/lib/data/scholarships';
import { settle } from '@/lib/data/settle';
import { formatDate } from '@/lib/format/dates';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { parseScholarshipAdminQuery, SCHOLARSHIP_ADMIN_PAGE_SIZE, scholarshipAdminHref } from '@/lib/scholarships/admin-list';
import { PROVIDER_TYPES } from '@/lib/scholarships/admin-schema';

/** /admin/scholarships: every scholarship, searchable, filtered by status and provider type, paged. */
export async function ScholarshipsList({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const query = parseScholarshipAdminQuery(raw);
  const admin = await getAdminContext();
  const list = admin ? await settle(listScholarshipsForAdmin(admin.client, query)) : null;

  return (
    <ContentPage
      title="Scholarships"
      description="Shown on /scholarships and, for an institute's own scheme, on that college's page."
      actions={
        <Link href="/admin/scholarships/new" className="btn-brand">
          <Plus className="h-4 w-4" aria-hidden="true" />
          New scholarship
        </Link>
      }
    >
      <ListStatus deleted={firstParam(raw.deleted) ?? null} />
      <ListSearch action="/admin/scholarships" q={query.q ?? ''} label="Search scholarships">
        <ListFilter name="status" label="Status" value={query.status} allLabel="Any status" options={ACTIVITY_OPTIONS} />
        <ListFilter
          name="provider"
          label="Provider type"
          value={query.providerType}
          allLabel="Any provider"
          options={PROVIDER_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </ListSearch>
      {!list || !list.ok ? (
        <LoadError message={list?.error.message ?? 'The scholarships could not be loaded.'} />
      ) : list.value.items.length === 0 ? (
        <EmptyState>
          {query.q || query.status || query.providerType ? 'No scholarships match these filters.' : 'No scholarships yet.'}
        </EmptyState>
      ) : (
        <>
          <div
            role="region"
            aria-label="Scholarships"
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-gray-200 bg-white"
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Scholarships</caption>
              <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Scholarship
                  </th>
                  <th scope="col" className="px-4 py-3">
                    College
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Deadline
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {list.value.items.map((s) => (
                  <tr key={s.id}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link href={`/admin/scholarships/${s.id}`} className="text-brand-800 underline">
                        {s.name}
                      </Link>
                      <span className="block text-xs font-normal text-gray-600">{s.provider}</span>
                    </th>
                    <td className="px-4 py-3">{s.collegeName ?? '—'}</td>
                    <td className="px-4 py-3">{s.deadline ? formatDate(s.deadline) : 'Not dated'}</td>
                    <td className="px-4 py-3">
                      {s.isActive ? 'Active' : 'Hidden'}
                      {s.isFeatured ? ' · Featured' : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={query.page}
            pages={Math.max(1, Math.ceil(list.value.total / SCHOLARSHIP_ADMIN_PAGE_SIZE))}
            hrefFor={(page) => scholarshipAdminHref(query, page)}
            label="Scholarship pages"
          />
        </>
      )}
    </ContentPage>
  );
}
