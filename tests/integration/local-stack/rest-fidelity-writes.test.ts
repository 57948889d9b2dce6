import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { rest } from './rest-helpers';

// Writes as Supabase's PostgREST answers them: pg-safeupdate, the Prefer header's tx/handling/max-affected, upsert statuses.
let stack: LocalStack;
let anon: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  anon = client(stack);
});
afterAll(() => stack?.stop());

const json = { 'content-type': 'application/json' };

async function chores(): Promise<{ id: number; label: string; done: boolean }[]> {
  const { rows } = await stack.db.query<{ id: number; label: string; done: boolean }>('select * from public.chores order by id');
  return rows;
}

describe('unfiltered update and delete (pg-safeupdate)', () => {
  it('refuses a PATCH or DELETE without a filter with 400 21000 and changes nothing', async () => {
    const before = await chores();
    const patch = await rest(stack, '/chores', { method: 'PATCH', headers: json, body: '{"done":true}' });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual({ code: '21000', details: null, hint: null, message: 'UPDATE requires a WHERE clause' });
    const del = await rest(stack, '/chores', { method: 'DELETE', headers: json });
    expect(del.status).toBe(400);
    expect(await del.json()).toEqual({ code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' });
    const viaClient = await anon.from('chores').update({ done: true });
    expect([viaClient.status, viaClient.error?.code]).toEqual([400, '21000']);
    expect(await chores()).toEqual(before);
  });

  it('does not count order or filters on embedded resources as a filter', async () => {
    const ordered = await rest(stack, '/chores?order=id', { method: 'PATCH', headers: json, body: '{"done":true}' });
    expect(ordered.status).toBe(400);
    const embedded = await rest(stack, '/comments?select=body,author:profiles(username)&author.username=eq.bob', {
      method: 'DELETE',
      headers: { ...json, prefer: 'return=representation' },
      key: stack.serviceRoleKey,
    });
    expect(embedded.status).toBe(400);
    expect(((await embedded.json()) as { message: string }).message).toBe('DELETE requires a WHERE clause');
    expect((await stack.db.query('select 1 from public.comments')).rows).toHaveLength(5);
  });

  it('allows filtered writes, and limited ones whose rows are picked by a WHERE of their own', async () => {
    const filtered = await rest(stack, '/chores?id=eq.1', { method: 'PATCH', headers: json, body: '{"done":true}' });
    expect(filtered.status).toBe(204);
    const limited = await rest(stack, '/chores?order=id.desc&limit=1', {
      method: 'PATCH',
      headers: json,
      body: '{"label":"mop well"}',
    });
    expect(limited.status).toBe(204);
    expect((await chores()).map((c) => [c.label, c.done])).toEqual([
      ['sweep', true],
      ['dust', false],
      ['mop well', false],
    ]);
  });
});

describe('Prefer: handling, max-affected and timezone', () => {
  it('refuses a write touching more rows than max-affected under handling=strict (PGRST124) and rolls it back', async () => {
    const res = await rest(stack, '/chores?id=gt.0', {
      method: 'PATCH',
      headers: { ...json, prefer: 'handling=strict, max-affected=2' },
      body: '{"done":false}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST124',
      details: 'The query affects 3 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    expect((await chores())[0].done).toBe(true);
    const ok = await rest(stack, '/chores?id=lt.3', {
      method: 'PATCH',
      headers: { ...json, prefer: 'handling=strict, max-affected=2' },
      body: '{"done":false}',
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');
    const lenient = await rest(stack, '/chores?id=gt.0', {
      method: 'PATCH',
      headers: { ...json, prefer: 'handling=lenient, max-affected=1' },
      body: '{"done":true}',
    });
    expect(lenient.status).toBe(204);
    expect(lenient.headers.get('preference-applied')).toBe('handling=lenient');
    expect((await chores()).every((c) => c.done)).toBe(true);
  });

  it('rejects unknown preferences under handling=strict with PGRST122 and ignores them otherwise', async () => {
    const strict = await rest(stack, '/chores?select=id', { headers: { prefer: 'handling=strict, foo, bar' } });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      code: 'PGRST122',
      details: 'Invalid preferences: foo, bar',
      hint: null,
      message: 'Invalid preferences given with handling=strict',
    });
    const write = await rest(stack, '/chores', {
      method: 'POST',
      headers: { ...json, prefer: 'handling=strict, return=everything' },
      body: '{"id":9,"label":"x"}',
    });
    expect(write.status).toBe(400);
    expect((await chores()).map((c) => c.id)).not.toContain(9);
    const lenient = await rest(stack, '/chores?select=id&order=id', { headers: { prefer: 'foo, count=exact' } });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get('preference-applied')).toBe('count=exact');
  });

  it('applies a known timezone, and treats an unknown one as an invalid preference', async () => {
    const res = await rest(stack, '/profiles?select=created_at&username=eq.alice', {
      headers: { prefer: 'timezone=America/Los_Angeles' },
    });
    expect(await res.json()).toEqual([{ created_at: '2023-12-31T16:00:00-08:00' }]);
    expect(res.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
    const bad = await rest(stack, '/profiles?select=id', { headers: { prefer: 'handling=strict, timezone=Mars/Olympus' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: string }).details).toBe('Invalid preferences: timezone=Mars/Olympus');
  });
});

describe('Prefer: tx', () => {
  it('rolls a write back under tx=rollback: the response is the write, nothing persists', async () => {
    const seed = await rest(stack, '/chores', { method: 'POST', headers: json, body: '{"id":10,"label":"kept"}' });
    expect(seed.status).toBe(201);
    const post = await rest(stack, '/chores?select=id,label', {
      method: 'POST',
      headers: { ...json, prefer: 'return=representation, tx=rollback' },
      body: '{"id":11,"label":"ghost"}',
    });
    expect(post.status).toBe(201);
    expect(await post.json()).toEqual([{ id: 11, label: 'ghost' }]);
    expect(post.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    const del = await rest(stack, '/chores?id=eq.10', {
      method: 'DELETE',
      headers: { ...json, prefer: 'tx=rollback, count=exact' },
    });
    expect([del.status, del.headers.get('content-range')]).toEqual([204, '*/1']);
    const rpc = await rest(stack, '/rpc/bump_kv', {
      method: 'POST',
      headers: { ...json, prefer: 'tx=rollback' },
      body: '{"k":"nope"}',
    });
    expect(rpc.status).toBe(204);
    expect((await chores()).map((c) => c.id)).toEqual([1, 2, 3, 10]);
    const committed = await rest(stack, '/chores', {
      method: 'POST',
      headers: { ...json, prefer: 'tx=commit' },
      body: '{"id":12,"label":"real"}',
    });
    expect(committed.headers.get('preference-applied')).toBe('tx=commit');
    expect((await chores()).map((c) => c.id)).toContain(12);
  });

  it('ignores tx=rollback when pgrst.db_tx_end is plain commit (PostgREST without the override)', async () => {
    // Per database, so other test files on the shared server keep the stack's default.
    const { rows } = await stack.db.query<{ db: string }>('select current_database() as db');
    await stack.db.exec(`alter role authenticator in database "${rows[0].db}" set pgrst.db_tx_end = 'commit'`);
    await stack.reloadSchema();
    try {
      const res = await rest(stack, '/chores', {
        method: 'POST',
        headers: { ...json, prefer: 'tx=rollback' },
        body: '{"id":13,"label":"kept"}',
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('preference-applied')).toBeNull();
      expect((await chores()).map((c) => c.id)).toContain(13);
    } finally {
      await stack.db.exec(`alter role authenticator in database "${rows[0].db}" reset pgrst.db_tx_end`);
      await stack.reloadSchema();
    }
  });
});

describe('upsert status', () => {
  it('answers 200 when every row merged into an existing one, 201 when any was inserted', async () => {
    await stack.db.exec(`insert into public.kv (key, value) values ('up1', 1)`);
    const merged = await anon.from('kv').upsert({ key: 'up1', value: 2 }).select('key, value');
    expect([merged.status, merged.data]).toEqual([200, [{ key: 'up1', value: 2 }]]);
    const quiet = await rest(stack, '/kv', {
      method: 'POST',
      headers: { ...json, prefer: 'resolution=merge-duplicates' },
      body: '{"key":"up1","value":3}',
    });
    expect([quiet.status, await quiet.text()]).toEqual([200, '']);
    const mixed = await anon.from('kv').upsert([
      { key: 'up1', value: 4 },
      { key: 'up2', value: 1 },
    ]);
    expect(mixed.status).toBe(201);
    const ignored = await anon.from('kv').upsert({ key: 'up1', value: 9 }, { ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    expect((await stack.db.query(`select value from public.kv where key = 'up1'`)).rows).toEqual([{ value: 4 }]);
  });
});
