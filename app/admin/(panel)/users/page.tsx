import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Users' };

export default function AdminUsersPage() {
  return <SectionPlaceholder sectionKey="users" />;
}
