import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Media' };

export default function AdminMediaPage() {
  return <SectionPlaceholder sectionKey="media" />;
}
