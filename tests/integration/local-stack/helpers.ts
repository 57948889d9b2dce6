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
/**
 * A fresh confirmed user, made with the admin API (sign-up no longer hands out a session while confirmations
 * are on, the default), and a client signed in as them with their password.
 */
export async function signedInClient(stack: LocalStack, data: Record<string, unknown> = {}) {
  const c = client(stack);
  const email = `user${Date.now()}${counter++}@example.com`;
  const password = 'Secret#123';
  const created = await client(stack, 'service').auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: data,
  });
  if (created.error) throw created.error;
  const { data: res, error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client: c, user: res.user, email, password, session: res.session };
}
