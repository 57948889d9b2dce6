import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Settings' };

export default function AdminSettingsPage() {
  return <SectionPlaceholder sectionKey="settings" />;
}
