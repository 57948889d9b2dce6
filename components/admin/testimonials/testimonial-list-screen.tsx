import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ACTIVITY_OPTIONS, ListFilter, ListSearch, ListStatus } from '@/components/admin/ui/list-search';
import { Plus } from '@/components/icons/plus';
import { Video } from '@/components/icons/video';
import { LoadError } from '@/components/site/load-error';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { Pagination } from '@/components/ui/pagination';
import { requireAdmin } from '@/lib/auth/admin';
import { settle } from '@/lib/data/settle';
import { listAdminTestimonials } from '@/lib/data/testimonial-admin';
import { ADMIN_PAGE_SIZE, adminListHref, adminListParams } from '@/lib/faq/admin-params';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

const PATH = '/admin/testimonials';

/** /admin/testimonials: every student story, searched, filtered by status and paged from the URL. */
export async function TestimonialListScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin(PATH);
  const raw = await searchParams;
  const params = adminListParams(raw, 'status');
  const list = await settle(listAdminTestimonials(admin.client, params));
  const pages = list.ok ? Math.max(1, Math.ceil(list.value.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <ContentPage
      title="Testimonials"
      description="Student stories for the home page's carousel: the first six active ones, in this order."
      actions={
        <Link href={`${PATH}/new`} className="btn-brand">
          <Plus className="h-4 w-4" aria-hidden="true" />
          New testimonial
        </Link>
      }
    >
      <ListStatus deleted={firstParam(raw.deleted) ?? null} />
      <ListSearch action={PATH} q={params.q} label="Search testimonials">
        <ListFilter name="status" label="Status" value={params.filter} allLabel="All" options={ACTIVITY_OPTIONS} />
      </ListSearch>
      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : list.value.rows.length === 0 ? (
        <EmptyState>
          {params.q || params.filter
            ? 'No testimonials match this search. Try other words or all statuses.'
            : 'No testimonials yet.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-700">{list.value.total === 1 ? '1 testimonial' : `${list.value.total} testimonials`}</p>
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Testimonials</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2 text-right">
                    Position
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Student
                  </th>
                  <th scope="col" className="px-3 py-2">
                    College
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Rating
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {list.value.rows.map((t) => (
                  <tr key={t.id}>
                    <td className="px-3 py-2 text-right tabular-nums">{t.order_index}</td>
                    <th scope="row" className="px-3 py-2 font-medium">
                      <span className="flex items-center gap-3">
                        {t.image_url ? (
                          // eslint-disable-next-line @next/next/no-img-element
                          <img
                            src={t.image_url}
                            alt={t.name}
                            width={40}
                            height={40}
                            className="h-10 w-10 shrink-0 rounded-full object-cover"
                          />
                        ) : (
                          <InitialsAvatar name={t.name} />
                        )}
                        <Link href={`${PATH}/${t.id}`} className="link">
                          {t.name}
                        </Link>
                        {t.video_url ? <Video className="h-4 w-4 text-gray-600" aria-label="Has a video" /> : null}
                      </span>
                    </th>
                    <td className="px-3 py-2">
                      {t.college}
                      {t.year ? ` · ${t.year}` : ''}
                      {t.exam_score ? <span className="block text-xs text-gray-600">{t.exam_score}</span> : null}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{t.rating}/5</td>
                    <td className="px-3 py-2">
                      {t.is_active ? 'Active' : 'Hidden'}
                      {t.is_featured ? ' · Featured' : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={params.page}
            pages={pages}
            hrefFor={(page) => adminListHref(PATH, { ...params, page }, 'status')}
            label="Testimonial pages"
          />
        </>
      )}
    </ContentPage>
  );
}
