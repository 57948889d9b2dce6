import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '@/supabase/local';

export const FIXTURE_MIGRATIONS = path.resolve(import.meta.dirname, '../../fixtures/local-stack/migrations');

/** A stack on a free port with an in-memory database and the local-stack fixture schema (not the app's). */
export function startTestStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  return startLocalStack({ port: 0, dataDir: 'memory', migrationsDir: FIXTURE_MIGRATIONS, seedFile: null, ...options });
}

/** A supabase-js client that keeps its session in memory only, as a server would. */
export function client(stack: LocalStack, key: 'anon' | 'service' = 'anon'): SupabaseClient {
  return createClient(stack.url, key === 'anon' ? stack.anonKey : stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;
/** Signs up a fresh user and returns a client signed in as them. */
export async function signedInClient(stack: LocalStack, data: Record<string, unknown> = {}) {
  const c = client(stack);
  const email = `user${Date.now()}${counter++}@example.com`;
  const password = 'Secret#123';
  const { data: res, error } = await c.auth.signUp({ email, password, options: { data } });
  if (error) throw error;
  if (!res.session) throw new Error('sign-up returned no session');
  return { client: c, user: res.user!, email, password, session: res.session };
}
