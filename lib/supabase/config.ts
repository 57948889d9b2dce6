import { readPublicEnv, type PublicEnv } from '@/lib/env';
import { DataError } from '@/lib/errors/data-error';

/**
 * The project URL and anon key every client is made from. Without them no Supabase is configured at all, which
 * is DataError NOT_CONFIGURED ('Database connection not available'): a public page shows that message in the
 * section that needed the data, or the loader falls back to its sample content, instead of failing the page.
 */
export function supabaseConfig(): PublicEnv {
  const env = readPublicEnv();
  if (!env.success) throw new DataError('NOT_CONFIGURED', undefined, { cause: env.error });
  return env.data;
}
