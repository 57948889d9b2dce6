import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { ALICE, BOB, clientWithToken, rest, signToken, userClient } from './rest-helpers';

let stack: LocalStack;
let anon: SupabaseClient;
let service: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  anon = client(stack);
  service = client(stack, 'service');
});
afterAll(() => stack?.stop());

describe('rpc', () => {
  it('returns a scalar as a JSON scalar, by POST and by GET', async () => {
    expect(await anon.rpc('add', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200, error: null });
    expect((await anon.rpc('add', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    expect((await anon.rpc('greet')).data).toBe('hello world');
    expect((await anon.rpc('greet', { name: 'a b' }, { get: true })).data).toBe('hello a b');
    expect((await anon.rpc('sum_array', { vals: [1, 2, 3] })).data).toBe(6);
    expect((await anon.rpc('echo_json', { payload: { a: [1, { b: null }] } })).data).toEqual({ a: [1, { b: null }] });
  });

  it('returns setof as an array with filters, select, order, limit and embeds applied', async () => {
    const { data } = await anon
      .rpc('posts_by_tag', { tag: 'news' })
      .select('id, title, author:profiles!author_id(username)')
      .gt('id', 1);
    expect(data).toEqual([{ id: 5, title: 'Carol, comma post', author: { username: 'carol' } }]);
    const { data: counts } = await anon.rpc('tag_counts').eq('tag', 'news');
    expect(counts).toEqual([{ tag: 'news', n: 2 }]);
    const { data: series } = await anon.rpc('series', { n: 3 });
    expect(series).toEqual([1, 2, 3]);
    const { data: limited } = await anon
      .rpc('posts_by_tag', { tag: 'filler' })
      .select('id')
      .order('id', { ascending: false })
      .limit(2);
    expect(limited).toEqual([{ id: 12 }, { id: 11 }]);
  });

  it('returns a single composite as an object', async () => {
    const { data } = await anon.rpc('get_profile', { pid: BOB }).select('username, age');
    expect(data).toEqual({ username: 'bob', age: 25 });
  });

  it('answers void with 204 and no content type', async () => {
    await service.from('kv').insert({ key: 'counter', value: 0 });
    const res = await rest(stack, '/rpc/bump_kv', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"k":"counter"}',
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-type')).toBeNull();
    const viaClient = await anon.rpc('bump_kv', { k: 'counter' });
    expect([viaClient.status, viaClient.data, viaClient.error]).toEqual([204, null, null]);
    expect((await anon.from('kv').select('value').eq('key', 'counter').single()).data).toEqual({ value: 2 });
  });

  it('counts with HEAD', async () => {
    const { count, data, status } = await anon.rpc('posts_by_tag', { tag: 'filler' }, { head: true, count: 'exact' });
    expect([count, data, status]).toEqual([7, null, 200]);
  });

  it('runs GET calls read-only (25006 → 405)', async () => {
    const { status, error } = await anon.rpc('bump_kv', { k: 'counter' }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
  });

  it('sees the caller through auth.uid(), the role and the request settings', async () => {
    const alice = await userClient(stack, ALICE);
    expect((await alice.rpc('whoami')).data).toEqual({ uid: ALICE, role: 'authenticated', method: 'POST' });
    expect((await anon.rpc('whoami', {}, { get: true })).data).toEqual({ uid: null, role: 'anon', method: 'GET' });
    expect((await service.rpc('whoami')).data).toMatchObject({ role: 'service_role' });
  });

  it('reports an unknown function or argument set as PGRST202 (404)', async () => {
    const { error, status } = await anon.rpc('add', { a: 1, c: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add(a, b)',
      message: 'Could not find the function public.add(a, c) in the schema cache',
    });
    const none = await anon.rpc('nope');
    expect(none.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope without parameters in the schema cache',
      hint: null,
    });
  });
});

describe('errors raised in SQL', () => {
  it('maps P0001 to 400 with detail and hint', async () => {
    const { error, status } = await anon.rpc('fail_with', { msg: 'boom' });
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'P0001', details: 'fail detail', hint: 'fail hint', message: 'boom' });
  });

  it('maps PTxyz to status xyz', async () => {
    const { error, status } = await anon.rpc('teapot');
    expect(status).toBe(418);
    expect(error).toMatchObject({ code: 'PT418', message: 'I am a teapot' });
  });

  it('maps an undefined table (42P01) or operator (42883) to 404', async () => {
    const table = await anon.rpc('missing_table');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({ code: '42P01', message: 'relation "public.nowhere" does not exist' });
    const operator = await anon.from('posts').select('id').eq('title->x', 'y');
    expect(operator.status).toBe(404);
    expect(operator.error?.code).toBe('42883');
  });

  it('maps infinite recursion in a policy (42P17) to 500', async () => {
    const { error, status } = await anon.from('loopy').select();
    expect(status).toBe(500);
    expect(error?.code).toBe('42P17');
  });

  it('maps a missing grant (42501) to 401 for anon and 403 for authenticated', async () => {
    const a = await rest(stack, '/secrets?select=id');
    expect(a.status).toBe(401);
    expect(a.headers.get('www-authenticate')).toBe('Bearer');
    expect(await a.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table secrets' });
    const bob = await userClient(stack, BOB);
    const b = await bob.from('secrets').select('id');
    expect(b.status).toBe(403);
    expect(b.error?.code).toBe('42501');
    expect((await service.from('secrets').select('value')).data).toEqual([{ value: 'top secret' }]);
  });

  it('rejects an unsupported profile (PGRST106) and bad paths (PGRST125)', async () => {
    const p = await rest(stack, '/posts', { headers: { 'accept-profile': 'private' } });
    expect(p.status).toBe(406);
    expect(((await p.json()) as { code: string }).code).toBe('PGRST106');
    const bad = await rest(stack, '/posts/1');
    expect(bad.status).toBe(404);
    expect(((await bad.json()) as { code: string }).code).toBe('PGRST125');
  });
});

describe('row-level security on reads', () => {
  it('shows anon only what the policies allow', async () => {
    const { data } = await anon.from('notes').select('body');
    expect(data).toEqual([{ body: 'alice public' }]);
    const { count } = await anon.from('posts').select('*', { count: 'exact', head: true });
    expect(count).toBe(10);
  });

  it('shows an authenticated user their own rows too', async () => {
    const alice = await userClient(stack, ALICE);
    const { data } = await alice.from('notes').select('body').order('id');
    expect(data).toEqual([{ body: 'alice private' }, { body: 'alice public' }]);
    const { data: posts } = await alice.from('posts').select('id').eq('published', false);
    expect(posts).toEqual([{ id: 2 }]);
  });

  it('shows service_role everything', async () => {
    const { data } = await service.from('notes').select('body').order('id');
    expect(data?.map((n) => n.body)).toEqual(['alice private', 'alice public', 'bob private']);
  });
});

describe('JWT verification', () => {
  it('rejects an expired token with 401 PGRST303 and WWW-Authenticate', async () => {
    const token = await signToken(stack, { sub: ALICE, role: 'authenticated' }, -10);
    const res = await rest(stack, '/posts?select=id', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
    expect(await res.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    const { error, status } = await clientWithToken(stack, token).from('posts').select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST303');
  });

  it('rejects a bad signature or malformed token with 401 PGRST301', async () => {
    const token = await signToken(stack, { sub: ALICE, role: 'authenticated' });
    const tampered = `${token.slice(0, -4)}AAAA`;
    const { error, status } = await clientWithToken(stack, tampered).from('posts').select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
    const res = await rest(stack, '/posts', { headers: { authorization: 'Bearer abc.def' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 2' });
  });

  it('rejects a role that does not exist with 401', async () => {
    const token = await signToken(stack, { sub: ALICE, role: 'superuser' });
    const { error, status } = await clientWithToken(stack, token).from('posts').select('id');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '22023', message: 'role "superuser" does not exist' });
  });
});

describe('schema cache', () => {
  it('sees new tables after reloadSchema()', async () => {
    await stack.db.exec(
      'create table public.late (id int primary key); insert into public.late values (1); grant select on public.late to anon;',
    );
    expect((await anon.from('late').select()).error?.code).toBe('PGRST205');
    await stack.reloadSchema();
    expect((await anon.from('late').select()).data).toEqual([{ id: 1 }]);
  });
});
