import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { startLocalStack, type LocalStack } from '@/supabase/local';

export type Client = SupabaseClient<Database>;
const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export interface MockTestWorld {
  stack: LocalStack;
  /** The service role, for setting up members; tests write tests and keys as the database owner (stack.db). */
  service: Client;
  /** A new member, signed in with their own session. */
  member(): Promise<{ id: string; client: Client }>;
  uniq(prefix: string): string;
}

/** An unseeded in-memory stack for the mock-test integration tests, with a way to make signed-in members. */
export async function startMockTestWorld(): Promise<MockTestWorld> {
  const stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
  const service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
  let n = 0;
  const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${n++}`;
  return {
    stack,
    service,
    uniq,
    async member() {
      const email = `${uniq('aspirant')}@mock.test`;
      const { data, error } = await service.auth.admin.createUser({ email, password: 'Demo@12345', email_confirm: true });
      if (error) throw error;
      const client = createClient<Database>(stack.url, stack.anonKey, opts);
      const signIn = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
      if (signIn.error) throw signIn.error;
      return { id: data.user.id, client };
    },
  };
}
