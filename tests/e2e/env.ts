import path from 'node:path';
import { readProjectKeys, type ProjectKeys } from '../../supabase/local/keys';

/**
 * Where the browser suite runs the app and its stack. scripts/test.sh builds with the same values (keep the
 * defaults in step), so the Supabase URL inlined at build time is the one the server runs against.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT || 54331);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`;
/** The stack's test control server (scripts/with-local-stack.ts): POST /suspend and /resume for outage tests. */
export const E2E_CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT || 54339);
export const E2E_CONTROL_URL = `http://127.0.0.1:${E2E_CONTROL_PORT}`;

/**
 * The suite's stack is in memory (fresh data each run) but keeps its keys here, so the build (which inlines the
 * anon key) and the server it is tested with agree, and the tests can read them.
 */
export const E2E_KEYS_DIR = path.resolve(import.meta.dirname, '../../.supabase/e2e-keys');

/** The keys of the suite's stack, made when the build or the server first started it. */
export function e2eKeys(): ProjectKeys {
  const keys = readProjectKeys(E2E_KEYS_DIR);
  if (!keys) throw new Error(`No local stack keys in ${E2E_KEYS_DIR}: run the suite through \`npm run test:e2e\`.`);
  return keys;
}

/** The environment `npm start` gets: the local stack only, in memory, freshly migrated and seeded. */
export function e2eServerEnv(): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    SUPABASE_LOCAL_PORT: String(E2E_SUPABASE_PORT),
    SUPABASE_LOCAL_DATA_DIR: 'memory',
    SUPABASE_LOCAL_KEYS_DIR: E2E_KEYS_DIR,
    SUPABASE_LOCAL_FORCE: 'true',
    SUPABASE_LOCAL_CONTROL_PORT: String(E2E_CONTROL_PORT),
    SUPABASE_LOCAL_SITE_URL: E2E_BASE_URL,
    // Sign-up and e-mail changes confirm by e-mail, as in production (the default, set so a developer's own
    // environment cannot turn it off here): the tests follow the links from the stack's mailbox.
    SUPABASE_LOCAL_CONFIRM_EMAIL: 'true',
    NEXT_PUBLIC_SITE_URL: E2E_BASE_URL,
    NEXT_TELEMETRY_DISABLED: '1',
    // The suite stands where a load balancer would: tests that send forms give each page its own address in
    // X-Forwarded-For (support/leads.ts), which the app believes from one hop (TRUSTED_PROXIES, lib/net), so
    // per-address limits count one test at a time; the app names that visitor to the database, signed.
    TRUSTED_PROXIES: '1',
    SUPABASE_LOCAL_TRUSTED_PROXIES: '127.0.0.1,::1',
  };
}
