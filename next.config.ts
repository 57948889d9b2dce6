import path from 'node:path';
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
  ...sharedCache(),
  // Every response, static files and public/ included (the proxy skips those). Pages and route handlers get
  // their own per-request Content-Security-Policy from proxy.ts, which replaces this static one.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...SECURITY_HEADERS, { key: 'Content-Security-Policy', value: STATIC_CONTENT_SECURITY_POLICY }],
      },
      // The icon sprite's name is its content's hash (`npm run icons`): a new drawing is a new URL.
      { source: '/icons/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

/**
 * With REDIS_URL, every server shares Next.js's data cache and tag revalidations through Redis
 * (lib/cache/redis-handler.mjs, docs/deployment.md), and keeps no in-memory copy that could hide another
 * server's update. Read when `next start` loads this file, so setting it for the server alone is enough.
 */
function sharedCache(): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!process.env.REDIS_URL) return {};
  return { cacheHandler: path.join(import.meta.dirname, 'lib/cache/redis-handler.mjs'), cacheMaxMemorySize: 0 };
}

export default nextConfig;
