import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Payments' };

export default function AdminPaymentsPage() {
  return <SectionPlaceholder sectionKey="payments" />;
}
