import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, policyForNonce, STATIC_CONTENT_SECURITY_POLICY } from '@/lib/security/csp';

/** The policy as directive name → sources, so a test reads one directive without string surgery. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const base = {
  nonce: 'bm9uY2Utb2YtdGhpcy1yZXF1ZXN0',
  supabaseUrl: 'https://abcd.supabase.co',
  analytics: false,
  development: false,
};

describe('createNonce', () => {
  it('is 16 random bytes in base64, new each time, across refills of its pool of random bytes', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce, never inline or eval in production', () => {
    const script = parse(contentSecurityPolicy(base)).get('script-src');
    expect(script).toEqual(["'self'", `'nonce-${base.nonce}'`, "'strict-dynamic'"]);
    expect(contentSecurityPolicy(base)).not.toContain('unsafe-eval');
  });

  it('allows eval only under next dev', () => {
    expect(parse(contentSecurityPolicy({ ...base, development: true })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('refuses framing, plugins, foreign base URLs and form targets', () => {
    const policy = parse(contentSecurityPolicy(base));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the browser reach Supabase (Auth, Storage images and videos) by its origin only', () => {
    const policy = parse(contentSecurityPolicy({ ...base, supabaseUrl: 'https://abcd.supabase.co/some/path?x=1' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://abcd.supabase.co']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://abcd.supabase.co']);
  });

  it('falls back to the site itself without a valid Supabase URL', () => {
    for (const supabaseUrl of [undefined, '', 'not a url', 'javascript:alert(1)']) {
      const policy = parse(contentSecurityPolicy({ ...base, supabaseUrl }));
      expect(policy.get('connect-src'), String(supabaseUrl)).toEqual(["'self'"]);
    }
  });

  it('frames only the video players', () => {
    expect(parse(contentSecurityPolicy(base)).get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it('names no Google host without analytics, and the GA4 hosts with it', () => {
    expect(contentSecurityPolicy(base)).not.toMatch(/google/);
    const policy = parse(contentSecurityPolicy({ ...base, analytics: true }));
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]),
    );
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com']));
  });

  it('is one header line of well-formed directives', () => {
    const policy = contentSecurityPolicy({ ...base, analytics: true, development: true });
    expect(policy).not.toMatch(/[\r\n]/);
    for (const [name, sources] of parse(policy)) {
      expect(name).toMatch(/^[a-z-]+$/);
      expect(sources.length).toBeGreaterThan(0);
    }
  });
});

describe('policyForNonce', () => {
  it('gives the policy contentSecurityPolicy builds, for any settings and nonce', () => {
    fc.assert(
      fc.property(
        fc.record({
          supabaseUrl: fc.option(fc.constantFrom('http://127.0.0.1:54321', 'https://abc.supabase.co', 'not a url'), {
            nil: undefined,
          }),
          analytics: fc.boolean(),
          development: fc.boolean(),
        }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (options, bytes) => {
          const nonce = Buffer.from(bytes).toString('base64');
          expect(policyForNonce(options)(nonce)).toBe(contentSecurityPolicy({ ...options, nonce }));
        },
      ),
    );
  });

  it('puts each nonce in its one place, however often it is called', () => {
    const policyFor = policyForNonce({ supabaseUrl: undefined, analytics: false, development: false });
    const [first, second] = [createNonce(), createNonce()];
    expect(policyFor(first)).toContain(`'nonce-${first}'`);
    expect(policyFor(second)).toContain(`'nonce-${second}'`);
    expect(policyFor(second)).not.toContain(first);
  });
});

describe('STATIC_CONTENT_SECURITY_POLICY', () => {
  it('runs no script and cannot be framed', () => {
    const policy = parse(STATIC_CONTENT_SECURITY_POLICY);
    expect(policy.get('script-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});
