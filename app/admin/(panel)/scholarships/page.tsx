import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Scholarships' };

export default function AdminScholarshipsPage() {
  return <SectionPlaceholder sectionKey="scholarships" />;
}
