import type { Metadata } from 'next';
import { FaqListScreen } from '@/components/admin/faq/faq-list-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'FAQs' };

export default function AdminFaqsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="faqs">
      <FaqListScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
