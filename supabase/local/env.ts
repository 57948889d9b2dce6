import path from 'node:path';
import { definedOnly } from './defined-only';
import { DEFAULT_DATA_DIR, type LocalStack, type LocalStackOptions } from './stack';

type Env = Record<string, string | undefined>;

/** The stack's settings from SUPABASE_LOCAL_* variables: one reading for `supabase:start`, `dev` and `start`. */
export function stackOptionsFromEnv(env: Env): LocalStackOptions & { dataDir: string } {
  // An unset variable leaves the option out, so the stack's own default applies; a value that is not a whole
  // number is an error at start rather than a silently disabled limit (NaN compares false).
  const number = (name: string, min = 0) => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!/^\d+$/.test(value) || Number(value) < min)
      throw new Error(`${name} must be a whole number of at least ${min} (got "${value}").`);
    return Number(value);
  };
  const list = (name: string) => {
    const items = env[name]
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return items?.length ? items : undefined;
  };
  const rateLimits = definedOnly({
    token: number('SUPABASE_LOCAL_RATE_LIMIT_TOKEN'),
    signup: number('SUPABASE_LOCAL_RATE_LIMIT_SIGNUP'),
    recover: number('SUPABASE_LOCAL_RATE_LIMIT_RECOVER'),
  });
  return {
    port: number('SUPABASE_LOCAL_PORT') ?? 54321,
    smtpPort: number('SUPABASE_LOCAL_SMTP_PORT'),
    host: env.SUPABASE_LOCAL_HOST || '127.0.0.1',
    dataDir: env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR,
    keysDir: env.SUPABASE_LOCAL_KEYS_DIR || undefined,
    demoKeys: env.SUPABASE_LOCAL_DEMO_KEYS === 'true',
    // On unless turned off: a sign-up without proof of the mailbox could claim someone else's address.
    confirmEmail: env.SUPABASE_LOCAL_CONFIRM_EMAIL?.trim() !== 'false',
    siteUrl: env.SUPABASE_LOCAL_SITE_URL || undefined,
    additionalRedirectUrls: list('SUPABASE_LOCAL_REDIRECT_URLS'),
    rateLimits,
    bodyLimit: number('SUPABASE_LOCAL_BODY_LIMIT', 1),
    storageBodyLimit: number('SUPABASE_LOCAL_STORAGE_BODY_LIMIT', 1),
    trustedProxies: list('SUPABASE_LOCAL_TRUSTED_PROXIES'),
  };
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
    `        SMTP URL: ${stack.smtpUrl}`,
    `        Database: psql -h ${stack.db.connection.socketDir} -U postgres -d ${stack.db.connection.database}`,
    `    Database URL: ${stack.databaseUrl}`,
    `        data dir: ${path.basename(stack.dataDir).startsWith('supabase-local-') ? 'memory' : stack.dataDir}`,
  ].join('\n');
}
