import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Blogs' };

export default function AdminBlogsPage() {
  return <SectionPlaceholder sectionKey="blogs" />;
}
