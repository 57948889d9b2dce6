import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { ALICE, userClient } from './rest-helpers';

// A table whose API roles may not read one column (as community posts' moderation notes, issue 34). PostgREST
// returns from a write only the columns the select names (with the key and the columns embeds join on), so a
// write with `select=id` works where `select=*` — a read of the withheld column — is refused with 42501.

let stack: LocalStack;
let alice: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.exec(`
    create table public.notes_box (id int primary key, owner uuid, body text, secret text, parent int references public.notes_box (id));
    alter table public.notes_box enable row level security;
    create policy "everything" on public.notes_box for all to authenticated using (true) with check (secret is null);
    -- The fixture schema's default privileges grant every new table whole; this one is granted by column.
    revoke all on public.notes_box from anon, authenticated;
    grant insert, update, delete on public.notes_box to authenticated;
    grant select (id, owner, body, parent) on public.notes_box to authenticated;
    grant all on public.notes_box to service_role;
  `);
  await stack.reloadSchema();
  alice = await userClient(stack, ALICE);
});
afterAll(() => stack?.stop());

describe('writes on a table with a withheld column', () => {
  it('returns the selected columns of an insert, update and delete', async () => {
    const box = () => alice.from('notes_box');
    expect((await box().insert({ id: 1, body: 'one' }).select('id, body').single()).data).toEqual({ id: 1, body: 'one' });
    expect((await box().update({ body: 'uno' }).eq('id', 1).select('body')).data).toEqual([{ body: 'uno' }]);
    const child = await box().insert({ id: 3, body: 'child', parent: 1 }).select('id, up:parent(body)').single();
    expect(child.data).toEqual({ id: 3, up: { body: 'uno' } });
    expect((await box().delete().eq('id', 3).select('id')).data).toEqual([{ id: 3 }]);
  });

  it('refuses a write or read that would return the withheld column', async () => {
    const box = () => alice.from('notes_box');
    expect((await box().insert({ id: 10, body: 'ten' }).select()).error?.code).toBe('42501');
    expect((await box().update({ body: 'x' }).eq('id', 1).select('secret')).error?.code).toBe('42501');
    expect((await box().select('*')).error?.code).toBe('42501');
    // Without a representation nothing is read back, so the write itself goes through.
    expect((await box().insert({ id: 11, body: 'eleven' })).error).toBeNull();
    const { rows } = await stack.db.query('select id from public.notes_box order by id');
    expect(rows).toEqual([{ id: 1 }, { id: 11 }]);
  });
});

describe('a service-role client', () => {
  it('still reads every column', async () => {
    const { data } = await client(stack, 'service').from('notes_box').select('*').eq('id', 1).single();
    expect(data).toMatchObject({ id: 1, secret: null });
  });
});
