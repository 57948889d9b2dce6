import type { Metadata } from 'next';
import { FaqListScreen } from '@/components/admin/faqs/faq-list-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'FAQs' };

export default function AdminFaqsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/faqs">
      <FaqListScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
