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
};

export default nextConfig;
