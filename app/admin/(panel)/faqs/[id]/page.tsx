import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { FaqForm } from '@/components/admin/faqs/faq-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { requireAdmin } from '@/lib/auth/admin';
import { CAPABILITIES } from '@/lib/auth/roles';
import { getAdminFaq, listFaqCategories } from '@/lib/data/faq-admin';
import { deleteFaqAction, updateFaqAction } from '@/lib/faq/faq-admin.actions';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit FAQ' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function EditFaq({ id, created }: { id: string; created: boolean }) {
  const admin = await requireAdmin(`/admin/faqs/${id}`);
  if (!UUID.test(id)) notFound();
  const [faq, categories] = await Promise.all([getAdminFaq(admin.client, id), listFaqCategories(admin.client).catch(() => [])]);
  if (!faq) notFound();
  return (
    <ContentPage
      title="Edit FAQ"
      description={faq.question}
      actions={
        <>
          <Link href="/admin/faqs" className="btn-secondary">
            Back to FAQs
          </Link>
          <DeleteItemButton action={deleteFaqAction} id={faq.id} name={`“${faq.question}”`} />
        </>
      }
    >
      <FaqForm action={updateFaqAction} faq={faq} categories={categories} notice={created ? 'FAQ created.' : undefined} />
      <ContentHistory subject="faqs" subjectId={faq.id} />
    </ContentPage>
  );
}

export default async function EditFaqPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/faqs/${id}`}>
      <EditFaq id={id} created={query.created === '1'} />
    </RouteGuard>
  );
}
