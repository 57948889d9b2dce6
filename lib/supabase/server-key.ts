import 'server-only';
import { DataError, isUnreachable } from '@/lib/errors/data-error';
import { createAdminClient } from './admin';

let cached: Promise<string> | null = null;

/**
 * The database's own signing key (public.server_channel_key, service role only), read once per process. It is
 * how the database tells this deployment's servers from anyone else calling its API: they sign the visitor they
 * speak for and the forms' tokens with it (lib/security/site-proofs.ts). This is the one read of the service
 * role outside the back office, and it reads nothing but the key. A failed read is forgotten, so the next
 * request tries again.
 */
export function serverKey(): Promise<string> {
  cached ??= readKey().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function readKey(): Promise<string> {
  const { data, error } = await createAdminClient().rpc('server_channel_key');
  // Without the key no server can speak for a visitor: a database that answers but will not give it is a
  // deployment not configured, and one that does not answer is unreachable.
  if (error) throw new DataError(isUnreachable(error) ? 'CONNECTION_ERROR' : 'NOT_CONFIGURED', undefined, { cause: error });
  if (typeof data !== 'string' || data.length < 43) {
    throw new DataError('NOT_CONFIGURED', undefined, { cause: new Error('The server key is missing') });
  }
  return data;
}
