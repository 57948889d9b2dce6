import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ListFilter, ListSearch, ListStatus } from '@/components/admin/ui/list-search';
import { ArrowUpDown } from '@/components/icons/arrow-up-down';
import { Plus } from '@/components/icons/plus';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { requireAdmin } from '@/lib/auth/admin';
import { listAdminFaqs, listFaqCategories } from '@/lib/data/faq-admin';
import { settle } from '@/lib/data/settle';
import { ADMIN_PAGE_SIZE, adminListHref, adminListParams } from '@/lib/faq/admin-params';
import { categoryLabel } from '@/lib/faq/group';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

const PATH = '/admin/faqs';

/** /admin/faqs: every FAQ, active or not, searched, filtered by category and paged from the URL. */
export async function FaqListScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin(PATH);
  const raw = await searchParams;
  const params = adminListParams(raw);
  const [list, categories] = await Promise.all([
    settle(listAdminFaqs(admin.client, params)),
    settle(listFaqCategories(admin.client)),
  ]);
  const pages = list.ok ? Math.max(1, Math.ceil(list.value.total / ADMIN_PAGE_SIZE)) : 1;
  const orderHref = params.filter ? `${PATH}/order?${new URLSearchParams({ category: params.filter })}` : `${PATH}/order`;

  return (
    <ContentPage
      title="FAQs"
      description="Questions shown on /faq and the home page, in the order set here."
      actions={
        <>
          <Link href={orderHref} className="btn-secondary">
            <ArrowUpDown className="h-4 w-4" aria-hidden="true" />
            Reorder
          </Link>
          <Link href={`${PATH}/new`} className="btn-brand">
            <Plus className="h-4 w-4" aria-hidden="true" />
            New FAQ
          </Link>
        </>
      }
    >
      <ListStatus deleted={firstParam(raw.deleted) ?? null} />
      <ListSearch action={PATH} q={params.q} label="Search FAQs">
        <ListFilter
          name="category"
          label="Category"
          value={params.filter}
          allLabel="All categories"
          options={(categories.ok ? categories.value : []).map((c) => ({ value: c, label: categoryLabel(c) }))}
        />
      </ListSearch>
      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : list.value.rows.length === 0 ? (
        <EmptyState>
          {params.q || params.filter ? 'No FAQs match this search. Try other words or all categories.' : 'No FAQs yet.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-700">{list.value.total === 1 ? '1 FAQ' : `${list.value.total} FAQs`}</p>
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">FAQs</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2 text-right">
                    Position
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Question
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Category
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {list.value.rows.map((faq) => (
                  <tr key={faq.id}>
                    <td className="px-3 py-2 text-right tabular-nums">{faq.order_index}</td>
                    <th scope="row" className="px-3 py-2 font-medium">
                      <Link href={`${PATH}/${faq.id}`} className="link">
                        {faq.question}
                      </Link>
                    </th>
                    <td className="px-3 py-2">{categoryLabel(faq.category)}</td>
                    <td className="px-3 py-2">
                      {faq.is_active ? 'Active' : 'Hidden'}
                      {faq.is_featured ? ' · Featured' : ''}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{faq.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={params.page}
            pages={pages}
            hrefFor={(page) => adminListHref(PATH, { ...params, page })}
            label="FAQ pages"
          />
        </>
      )}
    </ContentPage>
  );
}
