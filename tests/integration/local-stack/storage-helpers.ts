import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import type { LocalStack } from '@/supabase/local';

/** An HS256 user access token signed with the stack's secret, as GoTrue would issue before Auth exists here. */
export function userToken(stack: LocalStack, claims: Record<string, unknown> = {}, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: randomUUID(),
    role: 'authenticated',
    aud: 'authenticated',
    ...claims,
    iat: now,
    exp: now + expiresInSeconds,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

/** A supabase-js client acting as a fresh user (or the given claims); `id` is the user's sub. */
export async function userClient(
  stack: LocalStack,
  claims: Record<string, unknown> = {},
): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const id = typeof claims.sub === 'string' ? claims.sub : randomUUID();
  const token = await userToken(stack, { ...claims, sub: id });
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  return { client, id, token };
}

/** A request straight to /storage/v1, to check the wire format supabase-js hides. */
export function storageFetch(stack: LocalStack, path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${stack.url}/storage/v1${path}`, { ...init, headers });
}
