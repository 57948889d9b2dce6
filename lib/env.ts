import { z } from 'zod';

/*
 * Public variables are read through literal `process.env.NEXT_PUBLIC_…` expressions because Next.js inlines
 * exactly those at build time; a dynamic lookup would be undefined in the browser.
 */
const publicSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({ message: 'NEXT_PUBLIC_SUPABASE_URL must be the URL of a Supabase project' }),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(1, 'NEXT_PUBLIC_SUPABASE_ANON_KEY is required'),
  NEXT_PUBLIC_SITE_URL: z.url().optional(),
});

const serverSchema = z.object({
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1, 'SUPABASE_SERVICE_ROLE_KEY is required for server-side admin work'),
});

export type PublicEnv = z.infer<typeof publicSchema>;
export type ServerEnv = z.infer<typeof serverSchema>;

export class EnvError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    super(`Invalid environment: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    this.name = 'EnvError';
  }
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function readPublicEnv(): z.ZodSafeParseResult<PublicEnv> {
  return publicSchema.safeParse({
    NEXT_PUBLIC_SUPABASE_URL: emptyToUndefined(process.env.NEXT_PUBLIC_SUPABASE_URL),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: emptyToUndefined(process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY),
    NEXT_PUBLIC_SITE_URL: emptyToUndefined(process.env.NEXT_PUBLIC_SITE_URL),
  });
}

export function hasSupabaseEnv(): boolean {
  return readPublicEnv().success;
}

export function serverEnv(): ServerEnv {
  if (typeof window !== 'undefined') throw new Error('serverEnv() must never run in the browser');
  const parsed = serverSchema.safeParse({
    SUPABASE_SERVICE_ROLE_KEY: emptyToUndefined(process.env.SUPABASE_SERVICE_ROLE_KEY),
  });
  if (!parsed.success) throw new EnvError(parsed.error.issues);
  return parsed.data;
}

/** The canonical origin for metadata and e-mail links; local development falls back to localhost. */
export function siteUrl(): URL {
  const configured = emptyToUndefined(process.env.NEXT_PUBLIC_SITE_URL);
  return new URL(configured ?? `http://localhost:${process.env.PORT ?? 3000}`);
}
