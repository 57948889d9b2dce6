import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { rest } from './rest-helpers';

// Reads as Supabase's PostgREST answers them.
let stack: LocalStack;
let anon: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  anon = client(stack);
});
afterAll(() => stack?.stop());

async function body(res: Response): Promise<unknown> {
  return res.json() as Promise<unknown>;
}

describe('embeds', () => {
  it('refuses the same embed name twice with 42712, as Postgres does for PostgREST', async () => {
    const same = await rest(stack, '/posts?select=id,profiles!author_id(username),profiles!editor_id(username)');
    expect(same.status).toBe(400);
    expect(await body(same)).toEqual({ code: '42712', details: null, hint: null, message: 'table name "posts_profiles_1" specified more than once' });
    const aliased = await anon.from('posts').select('id, who:profiles!author_id(username), who:profiles!editor_id(username)');
    expect(aliased.error).toMatchObject({ code: '42712', message: 'table name "posts_who_1" specified more than once' });
  });

  it('leaves an empty embed out of the rows while still filtering by it', async () => {
    const { data } = await anon.from('posts').select('id, profiles!author_id()').eq('id', 1);
    expect(data).toEqual([{ id: 1 }]);
    const { data: bobs } = await anon.from('posts').select('id, profiles!author_id!inner()').eq('profiles.username', 'bob');
    expect(bobs).toEqual([{ id: 3 }]);
  });
});
