import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'FAQs' };

export default function AdminFaqsPage() {
  return <SectionPlaceholder sectionKey="faqs" />;
}
