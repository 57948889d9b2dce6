import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import type { LocalStack } from '@/supabase/local';

export const ALICE = '11111111-1111-1111-1111-111111111111';
export const BOB = '22222222-2222-2222-2222-222222222222';
export const CAROL = '33333333-3333-3333-3333-333333333333';

/** An HS256 token signed with the stack's shared secret, as GoTrue would issue before the Auth service exists. */
export function signToken(stack: LocalStack, claims: Record<string, unknown>, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: 'authenticated', exp: now + expiresInSeconds, iat: now, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

/** A supabase-js client that sends the given bearer token with the anon API key. */
export function clientWithToken(stack: LocalStack, token: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** A client signed in as the given user id (role authenticated). */
export async function userClient(stack: LocalStack, sub: string): Promise<SupabaseClient> {
  return clientWithToken(stack, await signToken(stack, { sub, role: 'authenticated' }));
}

/** A raw request to /rest/v1, for statuses and headers supabase-js does not expose. */
export function rest(stack: LocalStack, pathAndQuery: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const key = init.key ?? stack.anonKey;
  headers.set('apikey', key);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
  return fetch(`${stack.url}/rest/v1${pathAndQuery}`, { ...init, headers });
}
