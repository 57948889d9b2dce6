import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { RouteGuard } from '@/components/auth/route-guard';
import { ADMIN_SECTIONS, adminSection, sectionPath, sectionRoles, type AdminSectionKey } from '@/lib/admin/sections';
import type { Role } from '@/lib/auth/roles';
import type { RouteRequirements } from '@/lib/auth/route-decision';
import { ADMIN_PAGES, guardsOf } from '../support/admin-pages';

const KEYS: readonly string[] = ADMIN_SECTIONS.map((section) => section.key);

/** What SectionGuard hands to RouteGuard, the one guard of spec §6. */
function guardFor(section: AdminSectionKey, segments?: readonly string[]) {
  const element = SectionGuard({ section, segments, children: null }) as ReactElement<RouteRequirements>;
  expect(element.type).toBe(RouteGuard);
  const { requireAdmin, allowedRoles, returnTo } = element.props;
  return { requireAdmin, allowedRoles, returnTo };
}

/**
 * The roles each page admitted when it named them itself (before issue 36), so moving them into the table
 * changed nothing: spec §6's capabilities, and /admin and the coming-soon pages open to any admin profile.
 */
const ROLES_BEFORE: Record<AdminSectionKey, readonly Role[] | undefined> = {
  dashboard: undefined,
  leads: ['super_admin', 'editor', 'counselor'],
  reports: ['super_admin', 'editor', 'counselor'],
  community: ['super_admin', 'editor', 'community_mod'],
  reviews: ['super_admin', 'community_mod'],
  colleges: ['super_admin', 'editor'],
  exams: ['super_admin', 'editor'],
  blogs: ['super_admin', 'editor'],
  scholarships: ['super_admin', 'editor'],
  testimonials: ['super_admin', 'editor'],
  videos: ['super_admin', 'editor'],
  faqs: ['super_admin', 'editor'],
  'mock-tests': ['super_admin', 'editor'],
  media: ['super_admin', 'editor'],
  newsletter: ['super_admin', 'editor'],
  users: ['super_admin'],
  settings: ['super_admin'],
  email: ['super_admin'],
  appointments: undefined,
  payments: undefined,
  seo: undefined,
};

describe('SectionGuard', () => {
  const used = [...new Set(ADMIN_PAGES.flatMap((file) => guardsOf(file).map((guard) => guard.key)))];

  it('is used by the pages with section keys that exist, and every section has a page', () => {
    expect(used.filter((key) => !KEYS.includes(key))).toEqual([]);
    expect([...KEYS].sort()).toEqual([...used].sort());
  });

  it("guards each section used by a page with the section's roles, as an admin page", () => {
    for (const key of used as AdminSectionKey[]) {
      const section = adminSection(key);
      expect(guardFor(key), key).toEqual({ requireAdmin: true, allowedRoles: sectionRoles(section), returnTo: section.href });
    }
  });

  it('admits the same roles on every section as its pages did before', () => {
    for (const section of ADMIN_SECTIONS)
      expect(guardFor(section.key).allowedRoles, section.key).toEqual(ROLES_BEFORE[section.key]);
  });

  it("sends sign-in back to the sub-page's own path, each segment encoded", () => {
    expect(guardFor('mock-tests', ['3f2a', 'passages', 'new']).returnTo).toBe('/admin/mock-tests/3f2a/passages/new');
    expect(guardFor('community', ['threads', '3f2a']).returnTo).toBe('/admin/community/threads/3f2a');
    expect(sectionPath('blogs', ['a/b?c#d'])).toBe('/admin/blogs/a%2Fb%3Fc%23d');
    expect(sectionPath('dashboard')).toBe('/admin');
  });
});
