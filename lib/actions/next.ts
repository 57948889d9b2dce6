import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { hasSupabaseEnv } from '@/lib/env';
import { DataError } from '@/lib/errors/data-error';
import { clientIpFromHeaders } from '@/lib/net/client-ip';
import { createClient } from '@/lib/supabase/server';
import type { TypedClient } from '@/lib/supabase/types';
import { createActionChain, userFromClaims } from './chain';

/**
 * The action chain bound to Next: the visitor from the request headers, the client from the session cookies with
 * the visitor's address forwarded (the database identifies visitors by it), and failures to the server log.
 * 'use server' files build their actions on it.
 */
export const actionChain = createActionChain({
  async visitor() {
    const requestHeaders = await headers();
    return { ip: clientIpFromHeaders(requestHeaders), userAgent: requestHeaders.get('user-agent')?.slice(0, 500) ?? null };
  },
  async client(visitor) {
    if (!hasSupabaseEnv()) throw new DataError('NOT_CONFIGURED');
    const client: TypedClient = await createClient({ visitorIp: visitor.ip });
    return client;
  },
  user: userFromClaims,
  report(action, cause) {
    console.error(`action ${action} failed:`, cause);
  },
  rethrow: unstable_rethrow,
});
