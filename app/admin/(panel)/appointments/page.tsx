import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Appointments' };

export default function AdminAppointmentsPage() {
  return <SectionPlaceholder sectionKey="appointments" />;
}
