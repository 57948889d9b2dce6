import type { Metadata } from 'next';
import { DashboardScreen } from '@/components/admin/dashboard/dashboard-screen';
import { RouteGuard } from '@/components/auth/route-guard';

export const metadata: Metadata = { title: 'Dashboard' };

/** Spec §6: /admin declares no roles, so any admin profile passes; what each role sees is decided inside. */
export default function AdminDashboardPage() {
  return (
    <RouteGuard requireAdmin returnTo="/admin">
      <DashboardScreen />
    </RouteGuard>
  );
}
