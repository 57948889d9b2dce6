import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { FaqForm } from '@/components/admin/faqs/faq-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { requireAdmin } from '@/lib/auth/admin';
import { CAPABILITIES } from '@/lib/auth/roles';
import { listFaqCategories } from '@/lib/data/faq-admin';
import { createFaqAction } from '@/lib/faq/faq-admin.actions';

export const metadata: Metadata = { title: 'New FAQ' };

async function NewFaq() {
  const admin = await requireAdmin('/admin/faqs/new');
  const categories = await listFaqCategories(admin.client).catch(() => []);
  return (
    <ContentPage
      title="New FAQ"
      actions={
        <Link href="/admin/faqs" className="btn-secondary">
          Back to FAQs
        </Link>
      }
    >
      <FaqForm action={createFaqAction} categories={categories} />
    </ContentPage>
  );
}

export default function NewFaqPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/faqs/new">
      <NewFaq />
    </RouteGuard>
  );
}
