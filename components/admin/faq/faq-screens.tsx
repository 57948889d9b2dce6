import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { FIELD_CLASS, LABEL_CLASS } from '@/components/admin/content/fields';
import { LoadError } from '@/components/site/load-error';
import { sectionPath } from '@/lib/admin/sections';
import { requireAdmin } from '@/lib/auth/admin';
import { getAdminFaq, listFaqCategories, listFaqOrder } from '@/lib/data/faq-admin';
import { settle } from '@/lib/data/settle';
import { createFaqAction, deleteFaqAction, saveFaqOrderAction, updateFaqAction } from '@/lib/faq/faq-admin.actions';
import { categoryLabel } from '@/lib/faq/group';
import { isUuid } from '@/lib/routing/params';
import { FaqForm } from './faq-form';
import { FaqOrder } from './faq-order';

const back = (
  <Link href={sectionPath('faqs')} className="btn-secondary">
    Back to FAQs
  </Link>
);

/** /admin/faqs/new: the form, with the categories already in use to pick from. */
export async function NewFaqScreen() {
  const admin = await requireAdmin(sectionPath('faqs', ['new']));
  const categories = await listFaqCategories(admin.client).catch(() => []);
  return (
    <ContentPage title="New FAQ" actions={back}>
      <FaqForm action={createFaqAction} categories={categories} />
    </ContentPage>
  );
}

/** /admin/faqs/[id]: the FAQ's form, deleting it, and its history. */
export async function EditFaqScreen({ id, created }: { id: string; created: boolean }) {
  const admin = await requireAdmin(sectionPath('faqs', [id]));
  if (!isUuid(id)) notFound();
  const [faq, categories] = await Promise.all([getAdminFaq(admin.client, id), listFaqCategories(admin.client).catch(() => [])]);
  if (!faq) notFound();
  return (
    <ContentPage
      title="Edit FAQ"
      description={faq.question}
      actions={
        <>
          {back}
          <DeleteItemButton action={deleteFaqAction} id={faq.id} name={`“${faq.question}”`} />
        </>
      }
    >
      <FaqForm action={updateFaqAction} faq={faq} categories={categories} notice={created ? 'FAQ created.' : undefined} />
      <ContentHistory subject="faqs" subjectId={faq.id} />
    </ContentPage>
  );
}

/** /admin/faqs/order: one category's questions (or all of them) in the order /faq shows them. */
export async function FaqOrderScreen({ category }: { category: string }) {
  const path = sectionPath('faqs', ['order']);
  const admin = await requireAdmin(path);
  const [rows, categories] = await Promise.all([
    settle(listFaqOrder(admin.client, category)),
    settle(listFaqCategories(admin.client)),
  ]);
  return (
    <ContentPage
      title="Reorder FAQs"
      description="Drag a question, use Move up and Move down, or type its position, then save. /faq and the home page follow at the next request."
      actions={back}
    >
      <form action={path} method="get" className="flex flex-wrap items-end gap-3">
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
