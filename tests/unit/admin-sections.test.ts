import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, adminSection, sectionForPath, sectionRoles, sectionsForRole } from '@/lib/admin/sections';

const keys = (role: Parameters<typeof sectionsForRole>[0]) => sectionsForRole(role).map((section) => section.key);

describe('back-office sections (spec §2) by role (spec §6)', () => {
  it('lists every nested page of spec §2 and the three coming-soon ones', () => {
    expect(ADMIN_SECTIONS.map((s) => s.key).sort()).toEqual(
      [
        'dashboard',
        'leads',
        'colleges',
        'exams',
        'blogs',
        'scholarships',
        'testimonials',
        'videos',
        'faqs',
        'mock-tests',
        'users',
        'settings',
        'media',
        'newsletter',
        'email',
        'reports',
        'community',
        'reviews',
        'appointments',
        'payments',
        'seo',
      ].sort(),
    );
    for (const key of ['appointments', 'payments', 'seo'] as const) expect(adminSection(key).status).toBe('coming_soon');
  });

  it('gives a super admin every section', () => {
    expect(keys('super_admin')).toHaveLength(ADMIN_SECTIONS.length);
  });

  it('gives an editor content and leads but not users or settings', () => {
    expect(keys('editor')).toEqual(expect.arrayContaining(['leads', 'reports', 'colleges', 'blogs', 'media']));
    expect(keys('editor')).not.toContain('users');
    expect(keys('editor')).not.toContain('settings');
  });

  it('gives a counsellor leads and reports only, besides what any admin may open', () => {
    expect(keys('counselor')).toEqual(['dashboard', 'leads', 'reports', 'appointments', 'payments', 'seo']);
  });

  it('gives a community moderator the community section and no leads, content or system sections', () => {
    expect(keys('community_mod')).toEqual(['dashboard', 'community', 'reviews', 'appointments', 'payments', 'seo']);
  });

  it('lists verified reviews for the review moderators (issue 37) only, not for an editor', () => {
    expect(sectionRoles(adminSection('reviews'))).toEqual(['super_admin', 'community_mod']);
    for (const role of ['editor', 'counselor', null] as const) expect(keys(role)).not.toContain('reviews');
    expect(sectionForPath('/admin/reviews')?.key).toBe('reviews');
  });

  it('lists the community section for the roles that moderate (issue 15), not for a counsellor', () => {
    for (const role of ['super_admin', 'editor', 'community_mod'] as const) expect(keys(role)).toContain('community');
    expect(keys('counselor')).not.toContain('community');
    expect(keys(null)).not.toContain('community');
    expect(sectionRoles(adminSection('community'))).toEqual(['super_admin', 'editor', 'community_mod']);
    expect(sectionForPath('/admin/community/threads/3f2a')?.key).toBe('community');
  });

  it('gives a role-less admin only what any admin may open', () => {
    expect(keys(null)).toEqual(['dashboard', 'appointments', 'payments', 'seo']);
  });

  it('admits the same roles on the page as it lists the section for', () => {
    expect(sectionRoles(adminSection('settings'))).toEqual(['super_admin']);
    expect(sectionRoles(adminSection('leads'))).toEqual(['super_admin', 'editor', 'counselor']);
    expect(sectionRoles(adminSection('dashboard'))).toBeUndefined();
    expect(sectionRoles(adminSection('seo'))).toBeUndefined();
  });

  it('lists the newsletter for content managers and the e-mail log for super admins only', () => {
    for (const role of ['super_admin', 'editor'] as const) expect(keys(role)).toContain('newsletter');
    for (const role of ['counselor', 'community_mod', 'member', null] as const) expect(keys(role)).not.toContain('newsletter');
    expect(keys('super_admin')).toContain('email');
    for (const role of ['editor', 'counselor', 'community_mod', 'member', null] as const)
      expect(keys(role)).not.toContain('email');
    expect(sectionRoles(adminSection('newsletter'))).toEqual(['super_admin', 'editor']);
    expect(sectionRoles(adminSection('email'))).toEqual(['super_admin']);
    expect(adminSection('newsletter')).toMatchObject({ href: '/admin/newsletter', group: 'content', status: 'live' });
    expect(adminSection('email')).toMatchObject({ href: '/admin/email', group: 'system', status: 'live' });
    expect(sectionForPath('/admin/newsletter/3f2a')?.key).toBe('newsletter');
  });

  it('finds the section a path belongs to, for aria-current', () => {
    expect(sectionForPath('/admin')?.key).toBe('dashboard');
    expect(sectionForPath('/admin/')?.key).toBe('dashboard');
    expect(sectionForPath('/admin/leads')?.key).toBe('leads');
    expect(sectionForPath('/admin/leads/3f2a')?.key).toBe('leads');
    expect(sectionForPath('/admin/leadsx')).toBeNull();
    expect(sectionForPath('/admin/login')).toBeNull();
  });
});
