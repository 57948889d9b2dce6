import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { FIELD_CLASS, LABEL_CLASS } from '@/components/admin/content/fields';
import { FaqOrder } from '@/components/admin/faqs/faq-order';
import { RouteGuard } from '@/components/auth/route-guard';
import { LoadError } from '@/components/site/load-error';
import { requireAdmin } from '@/lib/auth/admin';
import { CAPABILITIES } from '@/lib/auth/roles';
import { listFaqCategories, listFaqOrder } from '@/lib/data/faq-admin';
import { settle } from '@/lib/data/settle';
import { adminListParams } from '@/lib/faq/admin-params';
import { saveFaqOrderAction } from '@/lib/faq/faq-admin.actions';
import { categoryLabel } from '@/lib/faq/group';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Reorder FAQs' };

async function ReorderFaqs({ category }: { category: string }) {
  const admin = await requireAdmin('/admin/faqs/order');
  const [rows, categories] = await Promise.all([
    settle(listFaqOrder(admin.client, category)),
    settle(listFaqCategories(admin.client)),
  ]);
  return (
    <ContentPage
      title="Reorder FAQs"
      description="Drag a question, use Move up and Move down, or type its position, then save. /faq and the home page follow at the next request."
      actions={
        <Link href="/admin/faqs" className="btn-secondary">
          Back to FAQs
        </Link>
      }
    >
      <form action="/admin/faqs/order" method="get" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="order-category" className={LABEL_CLASS}>
            Category
          </label>
          <select id="order-category" name="category" defaultValue={category} className={`${FIELD_CLASS} mt-1`}>
            <option value="">All categories</option>
            {(categories.ok ? categories.value : []).map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </form>
      {!rows.ok ? (
        <LoadError message={rows.error.message} />
      ) : rows.value.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
          No FAQs in this category.
        </div>
      ) : (
        <FaqOrder
          // Another category starts the screen afresh; a save keeps it (and its "Order saved") as it is.
          key={category}
          items={rows.value.map((r) => ({
            id: r.id,
            question: r.question,
            categoryLabel: categoryLabel(r.category),
            isActive: r.is_active,
          }))}
          save={saveFaqOrderAction}
        />
      )}
    </ContentPage>
  );
}

export default async function ReorderFaqsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { filter } = adminListParams(await searchParams);
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/faqs/order">
      <ReorderFaqs category={filter} />
    </RouteGuard>
  );
}
