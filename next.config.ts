import path from 'node:path';
import type { NextConfig } from 'next';

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
