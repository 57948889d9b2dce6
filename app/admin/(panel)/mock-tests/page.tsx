import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Mock tests' };

export default function AdminMockTestsPage() {
  return <SectionPlaceholder sectionKey="mock-tests" />;
}
