import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Videos' };

export default function AdminVideosPage() {
  return <SectionPlaceholder sectionKey="videos" />;
}
