import type { Metadata } from 'next';
import { RouteGuard } from '@/components/auth/route-guard';
import { requireAdmin } from '@/lib/auth/admin';
import { ROLE_LABELS } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Dashboard' };

// Spec §6: /admin declares no roles, so any admin profile passes.
export default function AdminDashboardPage() {
  return (
    <RouteGuard requireAdmin returnTo="/admin">
      <Dashboard />
    </RouteGuard>
  );
}

async function Dashboard() {
  const { profile } = await requireAdmin();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-brand-900">Dashboard</h1>
      <p className="mt-2 text-gray-700">
        Signed in as {profile.role ? ROLE_LABELS[profile.role] : 'staff'}. Leads, content and settings will appear here.
      </p>
    </div>
  );
}
