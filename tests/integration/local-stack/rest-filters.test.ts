import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { ALICE, BOB, rest } from './rest-helpers';

let stack: LocalStack;
let anon: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  anon = client(stack);
});
afterAll(() => stack?.stop());

function postsQuery() {
  return anon.from('posts').select('id').order('id');
}

/** Ids of published posts (anon sees those) matching a query built on `from('posts').select('id')`. */
async function ids(build: (q: ReturnType<typeof postsQuery>) => PromiseLike<{ data: unknown; error: unknown }>) {
  const { data, error } = await build(postsQuery());
  expect(error).toBeNull();
  return (data as { id: number }[]).map((r) => r.id);
}

describe('comparison operators', () => {
  it('eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids((q) => q.eq('id', 3))).toEqual([3]);
    expect(await ids((q) => q.neq('author_id', ALICE).lte('id', 6))).toEqual([3, 5, 6]);
    expect(await ids((q) => q.gt('rating', 3))).toEqual([1, 5]);
    expect(await ids((q) => q.gte('rating', 3))).toEqual([1, 3, 5]);
    expect(await ids((q) => q.lt('rating', 4.5))).toEqual([3]);
    expect(await ids((q) => q.lte('created_at', '2024-01-03T00:00:00Z'))).toEqual([1, 3]);
  });

  it('like and ilike with % and *, decoding + as a space', async () => {
    expect(await ids((q) => q.like('title', '%World'))).toEqual([1]);
    expect(await ids((q) => q.like('title', 'Bob*'))).toEqual([3]);
    expect(await ids((q) => q.ilike('title', '%hello w%'))).toEqual([1]);
    const res = await rest(stack, '/posts?select=id&title=eq.Hello+World');
    expect(await res.json()).toEqual([{ id: 1 }]);
  });

  it('is null / true / false and not.is.null', async () => {
    expect(await ids((q) => q.is('rating', null).lte('id', 7))).toEqual([6, 7]);
    expect(await ids((q) => q.not('rating', 'is', null))).toEqual([1, 3, 5]);
    expect(await ids((q) => q.is('published', true).lte('id', 3))).toEqual([1, 3]);
    const service = client(stack, 'service');
    const { data } = await service.from('posts').select('id').is('published', false).order('id');
    expect(data).toEqual([{ id: 2 }, { id: 4 }]);
  });

  it('in with quoted values containing commas and parentheses', async () => {
    expect(await ids((q) => q.in('id', [1, 5, 99]))).toEqual([1, 5]);
    expect(await ids((q) => q.in('title', ['Carol, comma post', 'Bob on MBA', 'x)y']))).toEqual([3, 5]);
    expect(await ids((q) => q.not('id', 'in', '(1,3,5)').lte('id', 7))).toEqual([6, 7]);
  });

  it('cs, cd and ov on arrays and jsonb', async () => {
    expect(await ids((q) => q.contains('tags', ['news']))).toEqual([1, 5]);
    expect(await ids((q) => q.contains('meta', { lang: 'en' }))).toEqual([1, 3]);
    expect(await ids((q) => q.containedBy('tags', ['mba', 'gmat', 'extra']))).toEqual([3]);
    expect(await ids((q) => q.overlaps('tags', ['gmat', 'intro']))).toEqual([1, 3]);
    expect(await ids((q) => q.filter('meta->>lang', 'eq', 'fr'))).toEqual([5]);
    expect(await ids((q) => q.gt('meta->views', 9))).toEqual([1, 3, 10, 11, 12]);
  });

  it('full-text search', async () => {
    expect(await ids((q) => q.textSearch('body', 'gmat'))).toEqual([3]);
    expect(await ids((q) => q.textSearch('title', 'comma post', { type: 'plain', config: 'english' }))).toEqual([5]);
    expect(await ids((q) => q.textSearch('title', '"bob on"', { type: 'websearch' }))).toEqual([3]);
  });

  it('quantified operators (any / all)', async () => {
    const res = await rest(stack, `/posts?select=id&title=like(any).${encodeURIComponent('{Bob*,Carol*}')}&order=id`);
    expect(await res.json()).toEqual([{ id: 3 }, { id: 5 }]);
  });
});

describe('logic trees', () => {
  it('or and nested and, with not', async () => {
    expect(await ids((q) => q.or('title.ilike.*hello*,and(rating.gte.5,published.is.true)'))).toEqual([1, 5]);
    expect(await ids((q) => q.or('id.eq.1,not.and(id.gt.2,id.lt.12)'))).toEqual([1, 12]);
    expect(await ids((q) => q.not('title', 'ilike', '%filler%').or('rating.is.null,rating.lt.4'))).toEqual([3]);
  });

  it('quoted values and in-lists inside or()', async () => {
    expect(await ids((q) => q.or('title.eq."Carol, comma post",id.in.(1,3)'))).toEqual([1, 3, 5]);
    expect(await ids((q) => q.or('title.eq.Bob on MBA,title.eq.none'))).toEqual([3]);
  });

  it('top-level and=() and not.or=()', async () => {
    const a = await rest(stack, '/posts?select=id&and=(id.gte.3,id.lte.5)&order=id');
    expect(await a.json()).toEqual([{ id: 3 }, { id: 5 }]);
    const b = await rest(stack, '/posts?select=id&not.or=(id.gte.3,id.eq.1)');
    expect(await b.json()).toEqual([]);
  });
});

describe('filters on embedded resources', () => {
  it('filters embedded columns, with or on the embedded table', async () => {
    const { data } = await anon
      .from('posts')
      .select('id, comments(body)')
      .eq('id', 1)
      .or('body.eq.Agreed,body.eq.Thanks!', { referencedTable: 'comments' });
    expect(data).toEqual([{ id: 1, comments: [{ body: 'Agreed' }, { body: 'Thanks!' }] }]);
  });

  it('filters parents by embedded columns with !inner', async () => {
    const { data } = await anon
      .from('comments')
      .select('body, author:profiles!inner(username)')
      .eq('author.username', 'alice')
      .order('id');
    expect(data).toEqual([
      { body: 'Thanks!', author: { username: 'alice' } },
      { body: 'Good luck', author: { username: 'alice' } },
    ]);
  });

  it('tests an embed for null with is.null and not.is.null', async () => {
    const { data } = await anon.from('posts').select('id, editor:profiles!editor_id(id)').not('editor', 'is', null).order('id');
    expect(data).toEqual([
      { id: 1, editor: { id: BOB } },
      { id: 3, editor: { id: ALICE } },
    ]);
    const { data: noComments } = await anon
      .from('posts')
      .select('id, comments(id)')
      .is('comments', null)
      .lte('id', 6)
      .order('id');
    expect(noComments).toEqual([
      { id: 5, comments: [] },
      { id: 6, comments: [] },
    ]);
  });
});

describe('bad filters', () => {
  it('answers PGRST100 for an unknown operator or malformed value', async () => {
    const res = await rest(stack, '/posts?id=eqq.1');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('PGRST100');
    expect(body.message).toContain('failed to parse filter (eqq.1)');
    const { error, status } = await anon.from('posts').select('id').filter('id', 'in', '1,2');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it('passes invalid values to Postgres, which rejects them as 400', async () => {
    const { error, status } = await anon.from('posts').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type bigint: "abc"' });
  });

  it('keeps values out of SQL: quotes and semicolons are data', async () => {
    const { data, error } = await anon.from('posts').select('id').eq('title', "x'; drop table posts; --");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { error: badCol } = await anon.from('posts').select('id').eq('id"; drop table posts; --', 1);
    expect(badCol?.code).toBe('PGRST100');
    const { count } = await client(stack, 'service').from('posts').select('*', { count: 'exact', head: true });
    expect(count).toBe(12);
  });
});
