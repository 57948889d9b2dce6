import { safeRedirectPath } from './redirect';

/** Which check a path needs before it renders; the proxy, the layouts and the tests share this definition. */
export type RouteGuard = 'user' | 'admin' | null;

export const SIGN_IN_PATH = '/signin';
export const ADMIN_SIGN_IN_PATH = '/admin/login';

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function routeGuard(pathname: string): RouteGuard {
  if (isUnder(pathname, ADMIN_SIGN_IN_PATH)) return null;
  if (isUnder(pathname, '/admin')) return 'admin';
  if (isUnder(pathname, '/profile')) return 'user';
  // Taking a mock test and its result are a member's own.
  if (isUnder(pathname, '/mock-tests/attempts')) return 'user';
  return null;
}

/** The sign-in page a guard sends people to, remembering where they were going: `/signin?redirect=%2Fprofile`. */
export function signInPathFor(guard: Exclude<RouteGuard, null>, returnTo: string): string {
  const base = guard === 'admin' ? ADMIN_SIGN_IN_PATH : SIGN_IN_PATH;
  const target = safeRedirectPath(returnTo);
  return target === '/' ? base : `${base}?${new URLSearchParams({ redirect: target })}`;
}

/**
 * Where /admin/login sends a staff member once signed in: the remembered back-office path, or the dashboard.
 * Anything else (a public page, the login page itself, another origin) falls back to the dashboard.
 */
export function adminReturnPath(input: unknown): string {
  const target = safeRedirectPath(input, '/admin');
  const path = target.split(/[?#]/, 1)[0];
  if (routeGuard(path) !== 'admin') return '/admin';
  return target;
}
