import { describe, expect, it } from 'vitest';
import { adminReturnPath, routeGuard, signInPathFor } from '@/lib/auth/guards';
import { safeRedirectPath } from '@/lib/auth/redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/profile?tab=saved', '/profile?tab=saved'],
    ['/colleges/iim-ahmedabad#placements', '/colleges/iim-ahmedabad#placements'],
    ['/admin/leads?status=new&page=2', '/admin/leads?status=new&page=2'],
    ['  /blog  ', '/blog'],
    ['/search?q=https://example.com', '/search?q=https://example.com'],
  ])('keeps the same-site path %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    // other origins
    '//evil.com',
    '///evil.com',
    '//evil.com/profile',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://evil.com/profile',
    'HTTPS://evil.com',
    '//@evil.com',
    // schemes
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // encoded variants
    '/%2F/evil.com',
    '/%2f%2fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '%2Fprofile',
    '/%09/evil.com',
    '/%0d%0aSet-Cookie:x=1',
    '/%E0%A4%A',
    // control characters browsers strip before parsing
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/\u0000/evil.com',
    '/profile\u007f',
    // not paths
    'evil.com',
    'profile',
    '.',
    '?redirect=/x',
    '#top',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it('refuses non-strings and over-long input', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(['/profile'])).toBe('/');
    expect(safeRedirectPath({ toString: () => '/profile' })).toBe('/');
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.com', '/admin')).toBe('/admin');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/a/../../..//evil.com')).toBe('/');
    expect(safeRedirectPath('/blog/../profile')).toBe('/profile');
  });
});

describe('routeGuard', () => {
  it.each([
    ['/profile', 'user'],
    ['/profile/settings', 'user'],
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/leads', 'admin'],
    ['/admin/login', null],
    ['/admin/login/reset', null],
    ['/admin/loginx', 'admin'],
    ['/profiles', null],
    ['/administration', null],
    ['/', null],
    ['/signin', null],
    ['/mock-tests', null],
    ['/mock-tests/cat-qa-sectional-1', null],
    ['/mock-tests/attempts/3f0c2a4e-0000-4000-8000-000000000001', 'user'],
    ['/mock-tests/attempts/3f0c2a4e-0000-4000-8000-000000000001/result', 'user'],
  ] as const)('%s needs %s', (path, guard) => {
    expect(routeGuard(path)).toBe(guard);
  });
});

describe('signInPathFor', () => {
  it('remembers the origin path and query, encoded', () => {
    expect(signInPathFor('user', '/profile')).toBe('/signin?redirect=%2Fprofile');
    expect(signInPathFor('admin', '/admin/leads?status=new')).toBe('/admin/login?redirect=%2Fadmin%2Fleads%3Fstatus%3Dnew');
  });

  it('drops an unsafe or trivial origin', () => {
    expect(signInPathFor('user', '//evil.com')).toBe('/signin');
    expect(signInPathFor('admin', '/')).toBe('/admin/login');
  });
});

describe('adminReturnPath', () => {
  it('keeps a remembered back-office path with its query', () => {
    expect(adminReturnPath('/admin/settings')).toBe('/admin/settings');
    expect(adminReturnPath('/admin/leads?status=new')).toBe('/admin/leads?status=new');
    expect(adminReturnPath('/admin')).toBe('/admin');
  });

  it('sends everything else to the dashboard', () => {
    for (const input of [
      undefined,
      '',
      '/',
      '/profile',
      '/admin/login',
      '/admin/login?redirect=%2Fadmin',
      '//evil.com/admin',
      'https://evil.com/admin',
      '/administration',
    ]) {
      expect(adminReturnPath(input)).toBe('/admin');
    }
  });
});
