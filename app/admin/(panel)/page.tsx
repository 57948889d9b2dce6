import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth/admin';
import { ROLE_LABELS } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  // Pages check too: a layout does not re-run on every client navigation between its pages.
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
