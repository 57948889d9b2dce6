import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { STATIC_CONTENT_SECURITY_POLICY } from '@/lib/security/csp';
import { PROXY_SKIPPED_PATHS, SECURITY_HEADERS } from '@/lib/security/headers';
import nextConfig from '@/next.config';

const byName = new Map(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

describe('SECURITY_HEADERS', () => {
  it('keeps browsers on https for at least a year, subdomains included', () => {
    const hsts = byName.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toContain('includeSubDomains');
  });

  it('refuses framing, MIME sniffing and full referrers to other sites', () => {
    expect(byName.get('x-frame-options')).toBe('DENY');
    expect(byName.get('x-content-type-options')).toBe('nosniff');
    expect(byName.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('turns off the camera, microphone and location for the site and its frames', () => {
    const policy = byName.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(policy).toContain(`${feature}=()`);
    // The video player's frame needs these.
    for (const feature of ['fullscreen', 'autoplay', 'encrypted-media']) expect(policy).not.toContain(feature);
  });

  it('are given to every path by next.config.ts, none with a value Next.js would compile as a route', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const everything = rules.find((rule) => rule.source === '/:path*');
    const keys = everything?.headers.map((header) => header.key.toLowerCase()) ?? [];
    expect(keys).toEqual([...byName.keys()]);
    for (const { value } of SECURITY_HEADERS) expect(value).not.toContain(':');
  });
});

describe('the static Content-Security-Policy', () => {
  const proxySource = readFileSync(join(__dirname, '..', '..', 'proxy.ts'), 'utf8');
  // The one pattern of proxy.ts's matcher, a string literal on a line of its own.
  const matcher = /^\s*'(\/\(\(\?!.*)',?$/m.exec(proxySource)?.[1] ?? '';
  const throughProxy = getPathMatch(matcher.replace(/\\\\/g, '\\'), { strict: true, removeUnnamedParams: true });
  const skipped = getPathMatch(PROXY_SKIPPED_PATHS, { strict: true, removeUnnamedParams: true });

  it('goes to exactly the paths the proxy skips, which get no per-request policy', async () => {
    expect(matcher).toContain('_next/static');
    const paths = [
      '/',
      '/colleges',
      '/colleges/iim-ahmedabad',
      '/blog/cat-exam-pattern-explained',
      '/api/colleges',
      '/admin/leads',
      '/_next/data/build/index.json',
      '/_next/static/chunks/app.js',
      '/_next/static/css/app.css',
      '/_next/image',
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/icons/sprite-1a2b.svg',
      '/icons/90f46b66d7.svg',
      '/admin/leads/export.svg',
      '/profile/x.css',
      '/fonts/inter-latin.woff2',
      '/images/campus.webp',
      '/ads.txt',
      '/no-such-file.png',
      '/colleges/iim-ahmedabad.xml',
      '/my-data/download',
    ];
    for (const path of paths) expect(skipped(path) !== false, path).toBe(throughProxy(path) === false);

    const rules = (await nextConfig.headers?.()) ?? [];
    const policies = rules.filter((rule) => rule.headers.some((h) => h.key.toLowerCase() === 'content-security-policy'));
    expect(policies.map((rule) => rule.source)).toEqual([PROXY_SKIPPED_PATHS]);
    expect(policies[0]?.headers).toEqual([{ key: 'Content-Security-Policy', value: STATIC_CONTENT_SECURITY_POLICY }]);
  });
});
