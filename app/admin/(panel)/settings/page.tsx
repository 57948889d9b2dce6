import type { Metadata } from 'next';
import { SettingsScreen } from '@/components/admin/settings/settings-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Settings' };

export default function AdminSettingsPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageSystem} returnTo="/admin/settings">
      <SettingsScreen />
    </RouteGuard>
  );
}
