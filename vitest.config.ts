import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Tests run as the server: the guard that keeps server modules out of browser bundles has nothing to guard.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // One PostgreSQL server for the run; each file's stack gets its own database cloned from a template.
          globalSetup: ['tests/integration/support/shared-server.ts'],
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
