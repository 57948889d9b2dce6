import type { ReactNode } from 'react';
import { RouteGuard } from '@/components/auth/route-guard';
import { adminSection, sectionPath, sectionRoles, type AdminSectionKey } from '@/lib/admin/sections';

interface SectionGuardProps {
  section: AdminSectionKey;
  /** The page's path inside its section (['new'], [id, 'cutoffs']), where sign-in sends people back to. */
  segments?: readonly string[];
  children: ReactNode;
}

/**
 * The guard of every back-office page. Its roles are its section's row in lib/admin/sections.ts, the row the
 * sidebar lists the section by, so no page can admit or refuse a role other than its section's.
 */
export function SectionGuard({ section, segments, children }: SectionGuardProps) {
  return (
    <RouteGuard requireAdmin allowedRoles={sectionRoles(adminSection(section))} returnTo={sectionPath(section, segments)}>
      {children}
    </RouteGuard>
  );
}
