import type { Metadata } from 'next';
import { DashboardScreen } from '@/components/admin/dashboard/dashboard-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'Dashboard' };

/** Spec §6: /admin declares no roles, so any admin profile passes; what each role sees is decided inside. */
export default function AdminDashboardPage() {
  return (
    <SectionGuard section="dashboard">
      <DashboardScreen />
    </SectionGuard>
  );
}
