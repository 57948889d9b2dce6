import path from 'node:path';
import type { NextConfig } from 'next';
import { STATIC_CONTENT_SECURITY_POLICY } from './lib/security/csp';
import { PROXY_SKIPPED_PATHS, SECURITY_HEADERS } from './lib/security/headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A review's proof (an ID card or offer letter, up to 5 MB: lib/reviews/verification-input.ts) is posted to a
  // server action; the default limit of 1 MB would refuse most phone photos.
  experimental: { serverActions: { bodySizeLimit: '6mb' } },
  // The build checks the app's own code; tests, scripts and the local stack are checked by `npm run typecheck`.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  images: {
    // The build and tests run offline (DESIGN.md): only local or generated images, never hot-linked ones.
    remotePatterns: [],
  },
  ...sharedCache(),
  async headers() {
    return [
      // Every response, static files and public/ included.
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      // The paths proxy.ts skips get a script-less policy; the proxy gives everything else its per-request one.
      // Only there: Next.js compiles a header value holding a ':' as a route pattern on every response it is
      // given to, which was a tenth of the CPU of a page served from the page cache.
      { source: PROXY_SKIPPED_PATHS, headers: [{ key: 'Content-Security-Policy', value: STATIC_CONTENT_SECURITY_POLICY }] },
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
