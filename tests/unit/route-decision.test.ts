import { describe, expect, it } from 'vitest';
import type { Role } from '@/lib/auth/roles';
import { decideRoute, type Viewer } from '@/lib/auth/route-decision';

const signedOut: Viewer = { signedIn: false, profile: null };
const member: Viewer = { signedIn: true, profile: { is_admin: false, role: 'member', name: 'Asha' } };
const admin = (role: Role | null): Viewer => ({ signedIn: true, profile: { is_admin: true, role, name: 'Staff' } });

describe('the guard of spec §6', () => {
  it('sends a signed-out visitor of a user page to /signin, remembering where they were going', () => {
    expect(decideRoute({ requireAuth: true, returnTo: '/profile' }, signedOut)).toEqual({
      kind: 'redirect',
      to: '/signin?redirect=%2Fprofile',
    });
  });

  it('sends a signed-out visitor of an admin page to /admin/login, remembering where they were going', () => {
    expect(decideRoute({ requireAdmin: true, returnTo: '/admin/leads' }, signedOut)).toEqual({
      kind: 'redirect',
      to: '/admin/login?redirect=%2Fadmin%2Fleads',
    });
  });

  it('sends a signed-in user without an admin profile to /admin/login', () => {
    const page = { requireAdmin: true, returnTo: '/admin/leads' };
    const login = { kind: 'redirect', to: '/admin/login?redirect=%2Fadmin%2Fleads' };
    expect(decideRoute(page, member)).toEqual(login);
    expect(decideRoute(page, { signedIn: true, profile: null })).toEqual(login);
  });

  it('with a session the backend cannot check (an outage), lets an admin page render its sample state', () => {
    const outage: Viewer = { signedIn: false, profile: null, unreachable: true };
    const leads = { requireAdmin: true, allowedRoles: ['super_admin', 'editor', 'counselor'] as const, returnTo: '/admin/leads' };
    expect(decideRoute(leads, outage)).toEqual({ kind: 'allow' });
    expect(decideRoute(leads, { ...outage, signedIn: true })).toEqual({ kind: 'allow' });
  });

  it('does not open user pages in an outage: they need a checked session', () => {
    const outage: Viewer = { signedIn: false, profile: null, unreachable: true };
    expect(decideRoute({ requireAuth: true, returnTo: '/profile' }, outage)).toEqual({
      kind: 'redirect',
      to: '/signin?redirect=%2Fprofile',
    });
  });

  it('lets a signed-in member through a page that only needs sign-in', () => {
    expect(decideRoute({ requireAuth: true, returnTo: '/profile' }, member)).toEqual({ kind: 'allow' });
  });

  it('lets any admin profile through when no roles are declared (/admin)', () => {
    for (const role of ['super_admin', 'editor', 'counselor', 'community_mod', null] as const) {
      expect(decideRoute({ requireAdmin: true, returnTo: '/admin' }, admin(role))).toEqual({ kind: 'allow' });
    }
  });

  it('refuses an admin whose role is not allowed, naming the roles that are', () => {
    expect(
      decideRoute({ requireAdmin: true, allowedRoles: ['super_admin'], returnTo: '/admin/settings' }, admin('community_mod')),
    ).toEqual({
      kind: 'denied',
      roles: ['super_admin'],
    });
    expect(decideRoute({ requireAdmin: true, allowedRoles: ['super_admin'], returnTo: '/admin/settings' }, admin(null))).toEqual({
      kind: 'denied',
      roles: ['super_admin'],
    });
  });

  it('admits an admin whose role is allowed', () => {
    expect(
      decideRoute(
        { requireAdmin: true, allowedRoles: ['super_admin', 'editor', 'counselor'], returnTo: '/admin/leads' },
        admin('counselor'),
      ),
    ).toEqual({ kind: 'allow' });
  });

  it('asks a signed-out visitor to sign in before judging their role', () => {
    expect(decideRoute({ allowedRoles: ['editor'], returnTo: '/profile' }, signedOut)).toEqual({
      kind: 'redirect',
      to: '/signin?redirect=%2Fprofile',
    });
  });

  it('applies allowedRoles to a non-admin profile too (requireAuth with roles)', () => {
    expect(decideRoute({ requireAuth: true, allowedRoles: ['editor'], returnTo: '/x' }, member)).toEqual({
      kind: 'denied',
      roles: ['editor'],
    });
  });

  it('lets anyone through a page with no requirement', () => {
    expect(decideRoute({ returnTo: '/' }, signedOut)).toEqual({ kind: 'allow' });
  });
});
