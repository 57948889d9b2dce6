import type { Metadata } from 'next';
import { NewFaqScreen } from '@/components/admin/faq/faq-screens';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'New FAQ' };

export default function NewFaqPage() {
  return (
    <SectionGuard section="faqs" segments={['new']}>
      <NewFaqScreen />
    </SectionGuard>
  );
}
