import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Colleges' };

export default function AdminCollegesPage() {
  return <SectionPlaceholder sectionKey="colleges" />;
}
