import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { startTestStack } from './helpers';
import { ALICE, BOB, rest, signToken } from './rest-helpers';

/*
 * Reads run as statements each pooled connection prepares once and executes after. These tests repeat the
 * same request past the point where Postgres switches to a generic plan, and check that what each caller sees
 * still follows their role and claims, the schema as it is now, and that an error leaves the connection usable.
 */
let stack: LocalStack;
beforeAll(async () => {
  // One connection, so every request below reuses the same prepared statement.
  stack = await startTestStack({ poolSize: 1 });
});
afterAll(() => stack?.stop());

const DRAFTS_QUERY = '/posts?select=title&published=is.false&order=title';

async function titles(token?: string): Promise<string[]> {
  const res = await rest(stack, DRAFTS_QUERY, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { title: string }[]).map((r) => r.title);
}

describe('prepared statements of the connection pool', () => {
  it('keeps row-level security per caller when one statement serves them all, again and again', async () => {
    const alice = await signToken(stack, { sub: ALICE, role: 'authenticated' });
    const bob = await signToken(stack, { sub: BOB, role: 'authenticated' });
    for (let round = 0; round < 8; round++) {
      expect(await titles()).toEqual([]);
      expect(await titles(alice)).toEqual(['Draft ideas']);
      expect(await titles(bob)).toEqual(['Secret draft']);
      expect(await titles(stack.serviceRoleKey)).toEqual(['Draft ideas', 'Secret draft']);
    }
  });

  it('answers with the table as it is after a schema change, not as the statement was first prepared', async () => {
    const first = await rest(stack, '/categories?select=*&limit=1');
    expect(Object.keys(((await first.json()) as Record<string, unknown>[])[0])).not.toContain('colour');
    await stack.db.exec(`alter table public.categories add column colour text not null default 'teal'`);
    await stack.reloadSchema();
    try {
      const after = await rest(stack, '/categories?select=*&limit=1');
      expect(after.status).toBe(200);
      expect(((await after.json()) as Record<string, unknown>[])[0]).toMatchObject({ colour: 'teal' });
    } finally {
      await stack.db.exec('alter table public.categories drop column colour');
      await stack.reloadSchema();
    }
  });

  it('recovers from a statement that fails, and serves the next request on the same connection', async () => {
    for (let i = 0; i < 3; i++) {
      const bad = await rest(stack, '/profiles?select=id&id=eq.not-a-uuid');
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { code: string }).code).toBe('22P02');
      const good = await rest(stack, `/profiles?select=id&id=eq.${ALICE}`);
      expect(await good.json()).toEqual([{ id: ALICE }]);
    }
  });

  it('takes each value as data, however it is quoted', async () => {
    const res = await rest(stack, `/posts?select=title&title=eq.${encodeURIComponent("x'); drop table public.posts; --")}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    const still = await rest(stack, '/posts?select=id&limit=1');
    expect(still.status).toBe(200);
  });
});
