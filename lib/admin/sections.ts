import { can, CAPABILITIES, type Capability, type Role } from '@/lib/auth/roles';

export type AdminSectionStatus = 'live' | 'coming_soon';

/** Sidebar headings, so a long list of sections reads as a few groups. */
export type AdminSectionGroup = 'work' | 'content' | 'system' | 'later';

export const ADMIN_SECTION_GROUP_LABELS: Record<AdminSectionGroup, string> = {
  work: 'Work',
  content: 'Content',
  system: 'System',
  later: 'Planned',
};

export interface AdminSection {
  key: string;
  label: string;
  href: `/admin${string}`;
  /** null: any admin profile may open it (spec §6: /admin declares no roles). */
  capability: Capability | null;
  status: AdminSectionStatus;
  group: AdminSectionGroup;
}

/**
 * Every back-office section of spec §2, with the capability of spec §6 that opens it. The sidebar, the
 * placeholder pages and the guards all read this one table, so a section cannot be listed for a role that the
 * page itself would refuse.
 */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', label: 'Dashboard', href: '/admin', capability: null, status: 'live', group: 'work' },
  { key: 'leads', label: 'Leads', href: '/admin/leads', capability: 'manageLeads', status: 'live', group: 'work' },
  { key: 'reports', label: 'Reports', href: '/admin/reports', capability: 'manageLeads', status: 'live', group: 'work' },
  { key: 'community', label: 'Community', href: '/admin/community', capability: 'moderate', status: 'live', group: 'work' },
  // Verified college reviews (issue 37): community moderators and super admins, not editors.
  { key: 'reviews', label: 'Reviews', href: '/admin/reviews', capability: 'moderateReviews', status: 'live', group: 'work' },
  {
    key: 'colleges',
    label: 'Colleges',
    href: '/admin/colleges',
    capability: 'manageContent',
    status: 'live',
    group: 'content',
  },
  { key: 'exams', label: 'Exams', href: '/admin/exams', capability: 'manageContent', status: 'live', group: 'content' },
  { key: 'blogs', label: 'Blogs', href: '/admin/blogs', capability: 'manageContent', status: 'live', group: 'content' },
  {
    key: 'scholarships',
    label: 'Scholarships',
    href: '/admin/scholarships',
    capability: 'manageContent',
    status: 'live',
    group: 'content',
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    href: '/admin/testimonials',
    capability: 'manageContent',
    status: 'live',
    group: 'content',
  },
  { key: 'videos', label: 'Videos', href: '/admin/videos', capability: 'manageContent', status: 'live', group: 'content' },
  { key: 'faqs', label: 'FAQs', href: '/admin/faqs', capability: 'manageContent', status: 'live', group: 'content' },
  {
    key: 'mock-tests',
    label: 'Mock tests',
    href: '/admin/mock-tests',
    capability: 'manageContent',
    status: 'live',
    group: 'content',
  },
  { key: 'media', label: 'Media', href: '/admin/media', capability: 'manageContent', status: 'live', group: 'content' },
  {
    key: 'newsletter',
    label: 'Newsletter',
    href: '/admin/newsletter',
    capability: 'manageContent',
    status: 'live',
    group: 'content',
  },
  { key: 'users', label: 'Users', href: '/admin/users', capability: 'manageSystem', status: 'live', group: 'system' },
  {
    key: 'settings',
    label: 'Settings',
    href: '/admin/settings',
    capability: 'manageSystem',
    status: 'live',
    group: 'system',
  },
  // Every e-mail the site sends, its delivery and the suppression list: the database allows it to super admins only.
  { key: 'email', label: 'E-mail', href: '/admin/email', capability: 'manageSystem', status: 'live', group: 'system' },
  {
    key: 'appointments',
    label: 'Appointments',
    href: '/admin/appointments',
    capability: null,
    status: 'coming_soon',
    group: 'later',
  },
  { key: 'payments', label: 'Payments', href: '/admin/payments', capability: null, status: 'coming_soon', group: 'later' },
  { key: 'seo', label: 'SEO', href: '/admin/seo', capability: null, status: 'coming_soon', group: 'later' },
] as const satisfies readonly AdminSection[];

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

export function adminSection(key: AdminSectionKey): AdminSection {
  // The key type comes from the table itself, so the lookup always finds its row.
  return ADMIN_SECTIONS.find((section) => section.key === key) as AdminSection;
}

/** The sections a role may open, in sidebar order. */
export function sectionsForRole(role: Role | null): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => section.capability === null || can(role, section.capability));
}

/** With the backend unreachable no role can be read: the frame offers the sections that show sample data. */
export const OFFLINE_SECTIONS: AdminSection[] = ADMIN_SECTIONS.filter((section) => ['dashboard', 'leads'].includes(section.key));

/** The section a path belongs to (`/admin/leads/123` is in Leads), or null outside the known sections. */
export function sectionForPath(pathname: string): AdminSection | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return adminSection('dashboard');
  return (
    ADMIN_SECTIONS.find(
      (section) => section.key !== 'dashboard' && (path === section.href || path.startsWith(`${section.href}/`)),
    ) ?? null
  );
}

/** The roles a section's pages admit, for SectionGuard; undefined = any admin profile. */
export function sectionRoles(section: AdminSection): readonly Role[] | undefined {
  return section.capability ? CAPABILITIES[section.capability] : undefined;
}

/**
 * A page's path inside its section: ('blogs', [id]) is `/admin/blogs/{id}`. Each segment is encoded, so an id
 * read from the URL cannot add a segment or a query of its own to the path that sign-in sends people back to.
 */
export function sectionPath(key: AdminSectionKey, segments: readonly string[] = []): string {
  return [adminSection(key).href, ...segments.map(encodeURIComponent)].join('/');
}

/**
 * Where the account menu's "Admin Panel" link (spec §6, beside "Admin Dashboard") goes: the first working section
 * the role may open, so a counsellor lands on Leads and a moderator on Community; the dashboard when there is none.
 */
export function panelEntryFor(role: Role | null): AdminSection['href'] {
  const first = sectionsForRole(role).find((section) => section.key !== 'dashboard' && section.status === 'live');
  return first?.href ?? '/admin';
}
