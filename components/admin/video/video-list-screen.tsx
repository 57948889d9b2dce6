import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ListFilter, ListSearch, ListStatus } from '@/components/admin/ui/list-search';
import { Plus } from '@/components/icons/plus';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { requireAdmin } from '@/lib/auth/admin';
import { settle } from '@/lib/data/settle';
import { listAdminVideoCategories, listAdminVideos } from '@/lib/data/video-admin';
import { ADMIN_PAGE_SIZE, adminListHref, adminListParams } from '@/lib/faq/admin-params';
import { formatRupees } from '@/lib/format/numbers';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

const PATH = '/admin/videos';

/** /admin/videos: every video, active or not, searched, filtered by category and paged from the URL. */
export async function VideoListScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin(PATH);
  const raw = await searchParams;
  const params = adminListParams(raw);
  const [list, categories] = await Promise.all([
    settle(listAdminVideos(admin.client, params)),
    settle(listAdminVideoCategories(admin.client)),
  ]);
  const pages = list.ok ? Math.max(1, Math.ceil(list.value.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <ContentPage
      title="Videos"
      description="The video library on /videos; featured videos also show on the home page."
      actions={
        <Link href={`${PATH}/new`} className="btn-brand">
          <Plus className="h-4 w-4" aria-hidden="true" />
          New video
        </Link>
      }
    >
      <ListStatus deleted={firstParam(raw.deleted) ?? null} />
      <ListSearch action={PATH} q={params.q} label="Search videos">
        <ListFilter
          name="category"
          label="Category"
          value={params.filter}
          allLabel="All categories"
          options={(categories.ok ? categories.value : []).map((c) => ({ value: c, label: c }))}
        />
      </ListSearch>
      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : list.value.rows.length === 0 ? (
        <EmptyState>
          {params.q || params.filter ? 'No videos match this search. Try other words or all categories.' : 'No videos yet.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-700">{list.value.total === 1 ? '1 video' : `${list.value.total} videos`}</p>
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Videos</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2 text-right">
                    Position
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Title
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Category
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Level
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Price
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {list.value.rows.map((video) => (
                  <tr key={video.id}>
                    <td className="px-3 py-2 text-right tabular-nums">{video.order_index}</td>
                    <th scope="row" className="px-3 py-2 font-medium">
                      <Link href={`${PATH}/${video.id}`} className="link">
                        {video.title}
                      </Link>
                      {video.instructor ? (
                        <span className="block text-xs font-normal text-gray-600">{video.instructor}</span>
                      ) : null}
                    </th>
                    <td className="px-3 py-2">{video.category ?? '—'}</td>
                    <td className="px-3 py-2">{video.difficulty}</td>
                    <td className="px-3 py-2">
                      {video.is_active ? 'Active' : 'Hidden'}
                      {video.is_featured ? ' · Featured' : ''}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{video.is_free ? 'Free' : formatRupees(video.price)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{video.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={params.page}
            pages={pages}
            hrefFor={(page) => adminListHref(PATH, { ...params, page })}
            label="Video pages"
          />
        </>
      )}
    </ContentPage>
  );
}
