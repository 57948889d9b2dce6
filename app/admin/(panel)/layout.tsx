import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { requireAdmin } from '@/lib/auth/admin';

export default async function AdminPanelLayout({ children }: { children: ReactNode }) {
  // The frame needs the admin's name and role; each page runs its own RouteGuard for its roles.
  const { name, role } = await requireAdmin();
  return (
    <AdminShell name={name} role={role}>
      {children}
    </AdminShell>
  );
}
