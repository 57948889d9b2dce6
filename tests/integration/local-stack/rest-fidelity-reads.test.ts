import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { rest } from './rest-helpers';

// Reads and calls as Supabase's PostgREST answers them: media types, embeds, view relationships, RPC resolution and counts.
let stack: LocalStack;
let anon: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  anon = client(stack);
});
afterAll(() => stack?.stop());

const json = { 'content-type': 'application/json' };

async function body(res: Response): Promise<unknown> {
  return res.json() as Promise<unknown>;
}

describe('Accept', () => {
  it('answers 406 PGRST107 for media types the stack does not produce', async () => {
    const csv = await rest(stack, '/profiles?select=id', { headers: { accept: 'text/csv' } });
    expect(csv.status).toBe(406);
    expect(await body(csv)).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: text/csv',
    });
    const plan = await rest(stack, '/profiles', {
      headers: { accept: 'application/vnd.pgrst.plan+json; for="application/json"' },
    });
    expect(plan.status).toBe(406);
    expect(((await body(plan)) as { message: string }).message).toBe(
      'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"',
    );
    const geo = await anon.from('profiles').select('id').geojson();
    expect([geo.status, geo.error?.code]).toEqual([406, 'PGRST107']);
    const insert = await rest(stack, '/kv', { method: 'POST', headers: { ...json, accept: 'text/csv' }, body: '{"key":"csv"}' });
    expect(insert.status).toBe(406);
    expect((await stack.db.query(`select 1 from public.kv where key = 'csv'`)).rows).toEqual([]);
    const rpc = await rest(stack, '/rpc/add', {
      method: 'POST',
      headers: { ...json, accept: 'text/plain' },
      body: '{"a":1,"b":2}',
    });
    expect(rpc.status).toBe(406);
  });

  it('keeps serving JSON for application/json, */*, no Accept and a list ending in a type it produces', async () => {
    for (const accept of ['application/json', '*/*', 'text/csv, application/json;q=0.5', 'text/html,*/*;q=0.8']) {
      const res = await rest(stack, '/profiles?select=username&order=username&limit=1', { headers: { accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
    const none = await fetch(`${stack.url}/rest/v1/profiles?select=username&limit=1`, {
      headers: { apikey: stack.anonKey, accept: '' },
    });
    expect(none.status).toBe(200);
  });

  it('strips nulls only for the vendor media types that say so', async () => {
    const one = await rest(stack, '/profiles?select=username,full_name&username=eq.carol', {
      headers: { accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(await body(one)).toEqual({ username: 'carol' });
    expect(one.headers.get('content-type')).toBe('application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8');
    const many = await rest(stack, '/profiles?select=username,full_name&username=eq.carol', {
      headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(await body(many)).toEqual([{ username: 'carol' }]);
    const plain = await rest(stack, '/profiles?select=username,full_name&username=eq.carol', {
      headers: { accept: 'application/json;nulls=stripped' },
    });
    expect(await body(plain)).toEqual([{ username: 'carol', full_name: null }]);
  });
});

describe('embeds', () => {
  it('refuses the same embed name twice with 42712, as Postgres does for PostgREST', async () => {
    const same = await rest(stack, '/posts?select=id,profiles!author_id(username),profiles!editor_id(username)');
    expect(same.status).toBe(400);
    expect(await body(same)).toEqual({
      code: '42712',
      details: null,
      hint: null,
      message: 'table name "posts_profiles_1" specified more than once',
    });
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

describe('relationships of views', () => {
  it('embeds through a view to a table, from a table to a view, and between views', async () => {
    const viewToTable = await anon.from('book_list').select('title, shelves(name)').eq('id', 2);
    expect(viewToTable.data).toEqual([{ title: 'GMAT Guide', shelves: { name: 'Exam prep' } }]);
    const tableToView = await anon
      .from('shelves')
      .select('name, book_list(title)')
      .eq('id', 2)
      .order('id', { referencedTable: 'book_list' });
    expect(tableToView.data).toEqual([{ name: 'Exam prep', book_list: [{ title: 'GMAT Guide' }, { title: 'CAT Workbook' }] }]);
    const viewToView = await anon.from('shelf_cards').select('name, book_list(id)').eq('id', 2);
    expect(viewToView.data?.[0].book_list).toHaveLength(2);
    const byColumn = await anon.from('book_list').select('title, shelf:shelves!place_id(name)').eq('id', 1);
    expect(byColumn.data).toEqual([{ title: 'Dune', shelf: { name: 'Fiction' } }]);
    // The view's place_id leads both to shelves and to the shelf_cards view over it.
    const either = await anon.from('book_list').select('title, shelf:place_id(name)').eq('id', 1);
    expect([either.status, either.error?.code]).toEqual([300, 'PGRST201']);
  });

  it('follows foreign keys of tables in a schema the API does not expose', async () => {
    const { data, error } = await anon.from('members_view').select('name, teams_view(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Asha', teams_view: { name: 'Admissions' } },
      { name: 'Ravi', teams_view: { name: 'Admissions' } },
      { name: 'Meera', teams_view: { name: 'Content' } },
    ]);
    const teams = await anon.from('teams_view').select('name, members_view(name)').eq('id', 2);
    expect(teams.data).toEqual([{ name: 'Content', members_view: [{ name: 'Meera' }] }]);
  });
});

describe('rpc', () => {
  it('refuses an ambiguous overloaded call with 300 PGRST203', async () => {
    const res = await rest(stack, '/rpc/overloaded', { method: 'POST', headers: json, body: '{"a":1}' });
    expect(res.status).toBe(300);
    expect(await body(res)).toEqual({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message:
        'Could not choose the best candidate function between: public.overloaded(a => integer), public.overloaded(a => text)',
    });
    const defaults = await anon.rpc('pick', { a: 1 });
    expect([defaults.status, defaults.error?.code]).toEqual([300, 'PGRST203']);
    expect((await anon.rpc('pick', { a: 1, b: 5 })).data).toBe(6);
  });

  it('passes the whole body to a function with a single unnamed parameter', async () => {
    expect((await anon.rpc('echo_body', { x: [1, { y: null }] })).data).toEqual({ x: [1, { y: null }] });
    const array = await rest(stack, '/rpc/echo_body', { method: 'POST', headers: json, body: '[{"a":1},{"a":2}]' });
    expect(await body(array)).toEqual([{ a: 1 }, { a: 2 }]);
    // PostgREST reads a JSON array body as rows, so one of scalars is refused before any function is chosen.
    const scalars = await rest(stack, '/rpc/echo_body', { method: 'POST', headers: json, body: '[1,2]' });
    expect([scalars.status, ((await body(scalars)) as { code: string }).code]).toEqual([400, 'PGRST102']);
    expect((await anon.rpc('echo_body', { '': 'x' })).data).toEqual({ '': 'x' });
    const text = await rest(stack, '/rpc/echo_text', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'plain words',
    });
    expect(await body(text)).toBe('got plain words');
    const unnamed = await anon.rpc('two_unnamed', { a: 1 });
    expect([unnamed.status, unnamed.error?.code]).toEqual([404, 'PGRST202']);
  });

  it('takes GET parameters without an operator as arguments, so an unknown one is PGRST202', async () => {
    const res = await rest(stack, '/rpc/add?a=1&c=2');
    expect(res.status).toBe(404);
    expect(((await body(res)) as { code: string }).code).toBe('PGRST202');
  });

  it('counts a scalar result as one row and a set by its rows', async () => {
    const scalar = await rest(stack, '/rpc/add', {
      method: 'POST',
      headers: { ...json, prefer: 'count=exact' },
      body: '{"a":1,"b":2}',
    });
    expect([scalar.status, scalar.headers.get('content-range'), scalar.headers.get('preference-applied')]).toEqual([
      200,
      '0-0/1',
      'count=exact',
    ]);
    const head = await anon.rpc('add', { a: 1, b: 2 }, { head: true, count: 'exact' });
    expect([head.status, head.count]).toEqual([200, 1]);
    const plain = await rest(stack, '/rpc/add', { method: 'POST', headers: json, body: '{"a":1,"b":2}' });
    expect(plain.headers.get('content-range')).toBe('0-0/*');
    const set = await rest(stack, '/rpc/series?limit=2', {
      method: 'POST',
      headers: { ...json, prefer: 'count=exact' },
      body: '{"n":5}',
    });
    expect([set.status, set.headers.get('content-range'), await body(set)]).toEqual([206, '0-1/5', [1, 2]]);
    const rows = await anon.rpc('tag_counts', {}, { count: 'exact' });
    expect([rows.count, rows.data?.length]).toEqual([5, 5]);
  });
});
