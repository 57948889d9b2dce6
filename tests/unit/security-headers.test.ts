import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@/lib/security/headers';
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

  it('are given to every path by next.config.ts, with the static policy the proxy replaces on pages', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const everything = rules.find((rule) => rule.source === '/:path*');
    const keys = everything?.headers.map((header) => header.key.toLowerCase()) ?? [];
    expect(keys).toEqual(expect.arrayContaining([...byName.keys(), 'content-security-policy']));
  });
});
