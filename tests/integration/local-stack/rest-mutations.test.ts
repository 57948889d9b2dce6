import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { ALICE, BOB, rest, userClient } from './rest-helpers';

let stack: LocalStack;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: SupabaseClient;
let bob: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  anon = client(stack);
  service = client(stack, 'service');
  alice = await userClient(stack, ALICE);
  bob = await userClient(stack, BOB);
});
afterAll(() => stack?.stop());

const json = { 'content-type': 'application/json' };

describe('insert', () => {
  it('inserts one row: 201 with no body, or the row with return=representation', async () => {
    const plain = await anon.from('kv').insert({ key: 'i1', value: 1 });
    expect([plain.status, plain.data, plain.error]).toEqual([201, null, null]);
    const raw = await rest(stack, '/kv', { method: 'POST', headers: json, body: JSON.stringify({ key: 'i2' }) });
    expect(raw.status).toBe(201);
    expect(raw.headers.get('content-range')).toBe('*/*');
    expect(await raw.text()).toBe('');
    const { data, status } = await anon
      .from('kv')
      .insert({ key: 'i3', value: 3, tags: ['a', 'b'], doc: { x: [1] } })
      .select()
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({ key: 'i3', value: 3, note: 'default note', tags: ['a', 'b'], doc: { x: [1] } });
  });

  it('inserts many rows with columns=, missing keys null unless missing=default', async () => {
    const { data, status } = await anon
      .from('kv')
      .insert([
        { key: 'm1', value: 1, note: 'n' },
        { key: 'm2', value: 2 },
      ])
      .select('key, value, note')
      .order('key');
    expect(status).toBe(201);
    expect(data).toEqual([
      { key: 'm1', value: 1, note: 'n' },
      { key: 'm2', value: 2, note: null },
    ]);
    const { data: defaults } = await anon
      .from('kv')
      .insert([{ key: 'd1', note: 'given' }, { key: 'd2' }], { defaultToNull: false })
      .select('key, value, note');
    expect(defaults).toEqual([
      { key: 'd1', value: 0, note: 'given' },
      { key: 'd2', value: 0, note: 'default note' },
    ]);
  });

  it('honours columns= by ignoring other payload keys', async () => {
    const res = await rest(stack, '/kv?columns=key,value&select=key,value,note', {
      method: 'POST',
      headers: { ...json, prefer: 'return=representation' },
      body: JSON.stringify([{ key: 'c1', value: 5, note: 'ignored' }]),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ key: 'c1', value: 5, note: 'default note' }]);
  });

  it('reports unknown columns (PGRST204), bad JSON (PGRST102) and duplicates (23505, 409)', async () => {
    const unknown = await anon.from('kv').insert({ key: 'u1', nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'kv' in the schema cache",
    });
    const bad = await rest(stack, '/kv', { method: 'POST', headers: json, body: '{oops' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('PGRST102');
    const dup = await anon.from('kv').insert({ key: 'i1' });
    expect(dup.status).toBe(409);
    expect(dup.error).toEqual({
      code: '23505',
      details: 'Key (key)=(i1) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "kv_pkey"',
    });
  });

  it('reports a foreign-key violation as 409 23503', async () => {
    const { error, status } = await service.from('comments').insert({ post_id: 999, author_id: ALICE, body: 'x' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
    expect(error?.details).toContain('is not present in table "posts"');
  });

  it('rolls back an insert whose single() result is not one row', async () => {
    const { status, error } = await anon
      .from('kv')
      .insert([{ key: 's1' }, { key: 's2' }])
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.details).toBe('The result contains 2 rows');
    const { data } = await anon.from('kv').select('key').in('key', ['s1', 's2']);
    expect(data).toEqual([]);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key or on_conflict columns', async () => {
    await anon.from('kv').insert({ key: 'u', value: 1, note: 'first' });
    const { data, status } = await anon.from('kv').upsert({ key: 'u', value: 2 }).select('key, value, note');
    // Nothing was inserted, only merged: PostgREST answers 200 rather than 201.
    expect(status).toBe(200);
    expect(data).toEqual([{ key: 'u', value: 2, note: 'first' }]);
    await service.from('profile_settings').upsert({ profile_id: BOB, theme: 'blue' }, { onConflict: 'profile_id' });
    const { data: s } = await service
      .from('profile_settings')
      .upsert({ profile_id: BOB, theme: 'green' }, { onConflict: 'profile_id' })
      .select();
    expect(s).toEqual([{ profile_id: BOB, theme: 'green' }]);
  });

  it('ignores duplicates with ignoreDuplicates', async () => {
    const { data } = await anon
      .from('kv')
      .upsert(
        [
          { key: 'u', value: 9 },
          { key: 'u2', value: 1 },
        ],
        { ignoreDuplicates: true },
      )
      .select('key, value');
    expect(data).toEqual([{ key: 'u2', value: 1 }]);
    const { data: kept } = await anon.from('kv').select('value').eq('key', 'u').single();
    expect(kept).toEqual({ value: 2 });
  });

  it('accepts comma-separated Prefer values and reports them applied', async () => {
    const res = await rest(stack, '/kv?on_conflict=key&select=key,value', {
      method: 'POST',
      headers: { ...json, prefer: 'resolution=merge-duplicates, return=representation,count=exact' },
      body: JSON.stringify({ key: 'u', value: 7 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ key: 'u', value: 7 }]);
    expect(res.headers.get('content-range')).toBe('*/1');
    expect(res.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation, count=exact');
  });
});

describe('update and delete', () => {
  it('updates: 204 without representation, 200 with it', async () => {
    await anon.from('kv').insert([
      { key: 'p1', value: 1 },
      { key: 'p2', value: 1 },
    ]);
    const plain = await anon.from('kv').update({ value: 5 }).eq('key', 'p1');
    expect([plain.status, plain.data, plain.error]).toEqual([204, null, null]);
    const { data, status } = await anon
      .from('kv')
      .update({ value: 6, note: null })
      .in('key', ['p1', 'p2'])
      .select('key, value, note')
      .order('key');
    expect(status).toBe(200);
    expect(data).toEqual([
      { key: 'p1', value: 6, note: null },
      { key: 'p2', value: 6, note: null },
    ]);
    const raw = await rest(stack, '/kv?key=in.(p1,p2)', {
      method: 'PATCH',
      headers: { ...json, prefer: 'count=exact' },
      body: '{"value":7}',
    });
    expect(raw.status).toBe(204);
    expect(raw.headers.get('content-range')).toBe('0-1/2');
  });

  it('deletes: 204, 200 with the rows, counts', async () => {
    await anon.from('kv').insert([{ key: 'x1' }, { key: 'x2' }, { key: 'x3' }]);
    const { status, count } = await anon.from('kv').delete({ count: 'exact' }).eq('key', 'x1');
    expect([status, count]).toEqual([204, 1]);
    const { data, status: s2 } = await anon.from('kv').delete().in('key', ['x2', 'x3']).select('key').order('key');
    expect(s2).toBe(200);
    expect(data).toEqual([{ key: 'x2' }, { key: 'x3' }]);
  });

  it('limits an update or delete to the ordered first rows', async () => {
    await anon.from('kv').insert([{ key: 'l1' }, { key: 'l2' }, { key: 'l3' }]);
    const { data } = await anon.from('kv').delete().like('key', 'l_').order('key', { ascending: false }).limit(2).select('key');
    // Returned rows of a mutation come in no particular order, as in PostgREST.
    expect(data?.map((r) => r.key).sort()).toEqual(['l2', 'l3']);
    const { data: left } = await anon.from('kv').select('key').like('key', 'l_');
    expect(left).toEqual([{ key: 'l1' }]);
  });

  it('updates and returns embedded resources', async () => {
    const { data } = await service
      .from('comments')
      .update({ body: 'Nice post!' })
      .eq('id', 1)
      .select('body, author:profiles(username)')
      .single();
    expect(data).toEqual({ body: 'Nice post!', author: { username: 'bob' } });
  });
});

describe('row-level security on writes', () => {
  it('lets an authenticated user insert only as themselves', async () => {
    const ok = await alice.from('notes').insert({ body: 'from alice' }).select('owner_id, body').single();
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ owner_id: ALICE, body: 'from alice' });
    const forged = await alice.from('notes').insert({ body: 'forged', owner_id: BOB });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    });
  });

  it('answers anon RLS violations with 401 and WWW-Authenticate: Bearer', async () => {
    const { status, error } = await anon.from('notes').insert({ body: 'anon', owner_id: ALICE });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    const raw = await rest(stack, '/notes', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ body: 'anon', owner_id: ALICE }),
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('filters updates and deletes to the rows policies allow', async () => {
    const { data: bobsUpdate } = await bob.from('notes').update({ body: 'hacked' }).eq('body', 'alice public').select();
    expect(bobsUpdate).toEqual([]);
    const { data: own } = await alice.from('notes').update({ body: 'alice public v2' }).eq('body', 'alice public').select('body');
    expect(own).toEqual([{ body: 'alice public v2' }]);
    const { count } = await bob.from('notes').delete({ count: 'exact' }).eq('owner_id', ALICE);
    expect(count).toBe(0);
  });

  it('lets service_role bypass RLS', async () => {
    const { data } = await service.from('notes').insert({ body: 'by service', owner_id: BOB }).select('owner_id').single();
    expect(data).toEqual({ owner_id: BOB });
    const { count } = await service.from('notes').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(5);
  });
});
