import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Role } from '@/lib/auth/roles';
import type { Database } from '@/lib/database.types';
import { isDataError } from '@/lib/errors/data-error';
import { startLocalStack, type LocalStack } from '@/supabase/local';

export type Client = SupabaseClient<Database>;
export interface Person {
  id: string;
  email: string;
  client: Client;
}

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export interface CommunityWorld {
  stack: LocalStack;
  service: Client;
  anon: Client;
  /** A new signed-in person with this role (staff get is_admin, as the back office requires). */
  person(role?: Role): Promise<Person>;
  uniq(prefix: string): string;
  /** A published thread by `author`, written by the service role (no rate limit, no holding). */
  thread(
    authorId: string,
    extra?: Partial<Database['public']['Tables']['community_threads']['Insert']>,
  ): Promise<{ id: string; slug: string }>;
  reply(threadId: string, authorId: string, body?: string): Promise<string>;
  /** Moves a post's creation back, as if that many minutes had passed. */
  age(table: 'community_threads' | 'community_replies', id: string, minutes: number): Promise<void>;
}

/** An unseeded in-memory stack for the community tests. */
export async function startCommunityWorld(): Promise<CommunityWorld> {
  const stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
  const service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
  const anon = createClient<Database>(stack.url, stack.anonKey, opts);
  let n = 0;
  const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${n++}`;
  return {
    stack,
    service,
    anon,
    uniq,
    async person(role = 'member') {
      const email = `${uniq(role.replace('_', '-'))}@community.test`;
      const { data, error } = await service.auth.admin.createUser({
        email,
        password: 'Demo@12345',
        email_confirm: true,
        user_metadata: { name: `${role} ${n}` },
      });
      if (error) throw error;
      if (role !== 'member') {
        const update = await service.from('profiles').update({ role, is_admin: true }).eq('id', data.user.id);
        if (update.error) throw update.error;
      }
      const client = createClient<Database>(stack.url, stack.anonKey, opts);
      const signIn = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
      if (signIn.error) throw signIn.error;
      return { id: data.user.id, email, client };
    },
    async thread(authorId, extra = {}) {
      const { data, error } = await service
        .from('community_threads')
        .insert({
          title: 'Is a 95 percentile enough for IIM calls?',
          body: 'Asking for a friend.',
          topic: 'cat',
          ...extra,
          author_id: authorId,
        })
        .select('id, slug')
        .single();
      if (error) throw error;
      return data;
    },
    async reply(threadId, authorId, body = 'Depends on your profile.') {
      const { data, error } = await service
        .from('community_replies')
        .insert({ thread_id: threadId, author_id: authorId, body })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    },
    async age(table, id, minutes) {
      await stack.db.query(`update public.${table} set created_at = created_at - make_interval(mins => $2) where id = $1`, [
        id,
        minutes,
      ]);
    },
  };
}

/** The message of the DataError a call throws (fails the test when it does not throw one). */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    if (isDataError(e)) return e.message;
    throw e;
  }
  throw new Error('expected a refusal');
}
