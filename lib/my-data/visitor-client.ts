import 'server-only';
import { headers } from 'next/headers';
import { hasSupabaseEnv } from '@/lib/env';
import { DataError } from '@/lib/errors/data-error';
import { clientIpFromHeaders } from '@/lib/net/client-ip';
import { createClient } from '@/lib/supabase/server';
import type { TypedClient } from '@/lib/supabase/types';

/**
 * The client the my-data pages read with: the visitor's session cookies and their address forwarded, so the
 * database's per-visitor limits and the audit trail see the visitor rather than this server.
 */
export async function visitorClient(): Promise<TypedClient> {
  if (!hasSupabaseEnv()) throw new DataError('NOT_CONFIGURED');
  const client: TypedClient = await createClient({ visitorIp: clientIpFromHeaders(await headers()) });
  return client;
}
