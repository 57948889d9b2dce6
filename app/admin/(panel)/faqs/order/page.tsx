import type { Metadata } from 'next';
import { FaqOrderScreen } from '@/components/admin/faq/faq-screens';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { adminListParams } from '@/lib/faq/admin-params';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Reorder FAQs' };

export default async function ReorderFaqsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { filter } = adminListParams(await searchParams);
  return (
    <SectionGuard section="faqs" segments={['order']}>
      <FaqOrderScreen category={filter} />
    </SectionGuard>
  );
}
