import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { getAdminContext, isBackOfficeUnreachable, requireAdmin } from '@/lib/auth/admin';

export default async function AdminPanelLayout({ children }: { children: ReactNode }) {
  // The frame needs the admin's name and role; each page runs its own SectionGuard for its section's roles.
  const context = await getAdminContext();
  if (!context && (await isBackOfficeUnreachable())) {
    return <AdminShell offline>{children}</AdminShell>;
  }
  const { name, role } = context ?? (await requireAdmin());
  return (
    <AdminShell name={name} role={role}>
      {children}
    </AdminShell>
  );
}
