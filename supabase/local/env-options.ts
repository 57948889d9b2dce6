import type { LocalStackOptions } from './stack';

/** Drops keys whose value is undefined, so `{ token: undefined }` does not overwrite a default when spread. */
export function definedOnly<T extends object>(values: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The stack's settings from SUPABASE_LOCAL_* variables (`npm run supabase:start`). Unset variables leave the
 * option out entirely, so startLocalStack's defaults apply exactly as for a stack started from code; a value
 * that is not a whole number is an error at start rather than a silently disabled limit (NaN compares false).
 */
export function stackOptionsFromEnv(env: Record<string, string | undefined>): LocalStackOptions {
  const rateLimits = definedOnly({
    token: wholeNumber(env, 'SUPABASE_LOCAL_RATE_LIMIT_TOKEN', 0),
    signup: wholeNumber(env, 'SUPABASE_LOCAL_RATE_LIMIT_SIGNUP', 0),
    recover: wholeNumber(env, 'SUPABASE_LOCAL_RATE_LIMIT_RECOVER', 0),
  });
  return definedOnly<LocalStackOptions>({
    port: wholeNumber(env, 'SUPABASE_LOCAL_PORT', 0),
    confirmEmail: env.SUPABASE_LOCAL_CONFIRM_EMAIL === 'true',
    siteUrl: env.SUPABASE_LOCAL_SITE_URL || undefined,
    additionalRedirectUrls: list(env.SUPABASE_LOCAL_REDIRECT_URLS),
    rateLimits: Object.keys(rateLimits).length ? rateLimits : undefined,
    bodyLimit: wholeNumber(env, 'SUPABASE_LOCAL_BODY_LIMIT', 1),
    storageBodyLimit: wholeNumber(env, 'SUPABASE_LOCAL_STORAGE_BODY_LIMIT', 1),
    trustedProxies: list(env.SUPABASE_LOCAL_TRUSTED_PROXIES),
  });
}

function wholeNumber(env: Record<string, string | undefined>, name: string, min: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return n;
}

function list(raw: string | undefined): string[] | undefined {
  const items = raw?.split(',').map((s) => s.trim()).filter(Boolean);
  return items?.length ? items : undefined;
}
