import path from 'node:path';
import { DEFAULT_DATA_DIR, type LocalStack, type LocalStackOptions } from './stack';

type Env = Record<string, string | undefined>;

/** The stack's settings from SUPABASE_LOCAL_* variables: one reading for `supabase:start`, `dev` and `start`. */
export function stackOptionsFromEnv(env: Env): LocalStackOptions & { dataDir: string } {
  const number = (name: string) => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number (got "${value}").`);
    return Number(value);
  };
  const rateLimits = dropUndefined({
    token: number('SUPABASE_LOCAL_RATE_LIMIT_TOKEN'),
    signup: number('SUPABASE_LOCAL_RATE_LIMIT_SIGNUP'),
    recover: number('SUPABASE_LOCAL_RATE_LIMIT_RECOVER'),
  });
  return {
    port: number('SUPABASE_LOCAL_PORT') ?? 54321,
    host: env.SUPABASE_LOCAL_HOST || '127.0.0.1',
    dataDir: env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR,
    keysDir: env.SUPABASE_LOCAL_KEYS_DIR || undefined,
    demoKeys: env.SUPABASE_LOCAL_DEMO_KEYS === 'true',
    confirmEmail: env.SUPABASE_LOCAL_CONFIRM_EMAIL === 'true',
    siteUrl: env.SUPABASE_LOCAL_SITE_URL || undefined,
    additionalRedirectUrls: env.SUPABASE_LOCAL_REDIRECT_URLS?.split(',').filter(Boolean),
    rateLimits,
  };
}

/** An option left unset must not erase the default it would override. */
function dropUndefined<T extends Record<string, number | undefined>>(values: T): Partial<Record<keyof T, number>> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<Record<keyof T, number>>;
}

/** What `supabase start` prints: where the stack is and the keys to reach it with. */
export function describeStack(stack: LocalStack, demoKeys: boolean): string {
  return [
    `         API URL: ${stack.url}`,
    `        anon key: ${stack.anonKey}`,
    `service_role key: ${stack.serviceRoleKey}`,
    ` publishable key: ${stack.publishableKey}`,
    `      secret key: ${stack.secretKey}`,
    `      JWT secret: ${stack.jwtSecret}${demoKeys ? '  (Supabase demo keys: SUPABASE_LOCAL_DEMO_KEYS=true)' : ''}`,
    `     Mailbox URL: ${stack.mailboxUrl}`,
    `        Database: psql -h ${stack.db.connection.socketDir} -U postgres -d ${stack.db.connection.database}`,
    `        data dir: ${path.basename(stack.dataDir).startsWith('supabase-local-') ? 'memory' : stack.dataDir}`,
  ].join('\n');
}
