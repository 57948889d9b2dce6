import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Exams' };

export default function AdminExamsPage() {
  return <SectionPlaceholder sectionKey="exams" />;
}
