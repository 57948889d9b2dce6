import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'SEO' };

export default function AdminSeoPage() {
  return <SectionPlaceholder sectionKey="seo" />;
}
