import type { NextConfig } from 'next';
import { STATIC_CONTENT_SECURITY_POLICY } from './lib/security/csp';
import { SECURITY_HEADERS } from './lib/security/headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The build checks the app's own code; tests, scripts and the local stack are checked by `npm run typecheck`.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  images: {
    // The build and tests run offline (DESIGN.md): only local or generated images, never hot-linked ones.
    remotePatterns: [],
  },
  // Every response, static files and public/ included (the proxy skips those). Pages and route handlers get
  // their own per-request Content-Security-Policy from proxy.ts, which replaces this static one.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...SECURITY_HEADERS, { key: 'Content-Security-Policy', value: STATIC_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default nextConfig;
