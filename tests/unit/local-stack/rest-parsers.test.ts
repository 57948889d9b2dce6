import { describe, expect, it } from 'vitest';
import { RestError } from '@/supabase/local/rest/errors';
import { parseFilter, parseList, parseLogic, parseOrder, splitTopLevel } from '@/supabase/local/rest/parse-filters';
import { parseQuery } from '@/supabase/local/rest/parse-query';
import { parseFieldRef, parseSelect } from '@/supabase/local/rest/parse-select';
import { topLevelRange } from '@/supabase/local/rest/request';
import { contentRange, rangeStatus } from '@/supabase/local/rest/response';

const field = (name: string) => ({ name, jsonPath: [] });

function pgrstCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof RestError ? e.code : 'not a RestError';
  }
  return undefined;
}

describe('parseSelect', () => {
  it('parses columns, stars, aliases, casts and JSON paths', () => {
    expect(parseSelect('*,heading:title,id::text,views:meta->views,meta->>lang,meta->tags->0')).toEqual([
      { kind: 'star' },
      { kind: 'field', field: field('title'), alias: 'heading', cast: undefined },
      { kind: 'field', field: field('id'), alias: undefined, cast: 'text' },
      { kind: 'field', field: { name: 'meta', jsonPath: [{ arrow: '->', key: 'views' }] }, alias: 'views', cast: undefined },
      { kind: 'field', field: { name: 'meta', jsonPath: [{ arrow: '->>', key: 'lang' }] }, alias: undefined, cast: undefined },
      {
        kind: 'field',
        field: {
          name: 'meta',
          jsonPath: [
            { arrow: '->', key: 'tags' },
            { arrow: '->', key: 0 },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
    ]);
  });

  it('parses embeds with alias, hints, !inner, spread and nesting', () => {
    expect(parseSelect('id,author:profiles!author_id!inner(name,settings:profile_settings(*)),...tags(name),comments()')).toEqual(
      [
        { kind: 'field', field: field('id'), alias: undefined, cast: undefined },
        {
          kind: 'embed',
          target: 'profiles',
          alias: 'author',
          hint: 'author_id',
          inner: true,
          spread: false,
          select: [
            { kind: 'field', field: field('name'), alias: undefined, cast: undefined },
            {
              kind: 'embed',
              target: 'profile_settings',
              alias: 'settings',
              hint: undefined,
              inner: false,
              spread: false,
              select: [{ kind: 'star' }],
            },
          ],
        },
        {
          kind: 'embed',
          target: 'tags',
          alias: undefined,
          hint: undefined,
          inner: false,
          spread: true,
          select: [{ kind: 'field', field: field('name'), alias: undefined, cast: undefined }],
        },
        { kind: 'embed', target: 'comments', alias: undefined, hint: undefined, inner: false, spread: false, select: [] },
      ],
    );
  });

  it('accepts quoted names and hyphens, and rejects malformed input with PGRST100', () => {
    expect(parseSelect('"my col",first-name')).toEqual([
      { kind: 'field', field: field('my col'), alias: undefined, cast: undefined },
      { kind: 'field', field: field('first-name'), alias: undefined, cast: undefined },
    ]);
    expect(pgrstCode(() => parseSelect('id,author(name'))).toBe('PGRST100');
    expect(pgrstCode(() => parseSelect('id::text;drop'))).toBe('PGRST100');
    expect(pgrstCode(() => parseSelect('a"b'))).toBe('PGRST100');
  });

  it('parses a field reference on its own', () => {
    expect(parseFieldRef('data->a->>b')).toEqual({
      name: 'data',
      jsonPath: [
        { arrow: '->', key: 'a' },
        { arrow: '->>', key: 'b' },
      ],
    });
    expect(pgrstCode(() => parseFieldRef('a b(c)'))).toBe('PGRST100');
  });
});

describe('parseFilter and logic trees', () => {
  it('parses operators, negation, modifiers and lists', () => {
    expect(parseFilter(field('a'), 'eq.1', false)).toEqual({
      kind: 'filter',
      field: field('a'),
      negate: false,
      op: 'eq',
      value: '1',
    });
    expect(parseFilter(field('a'), 'not.is.NULL', false)).toMatchObject({ negate: true, op: 'is', value: 'null' });
    expect(parseFilter(field('a'), 'in.(1,"a,b","c)",d\\"e)', false).value).toEqual(['1', 'a,b', 'c)', 'd\\"e']);
    expect(parseFilter(field('a'), 'like(any).{a*,b*}', false)).toMatchObject({ quantifier: 'any', value: ['a*', 'b*'] });
    expect(parseFilter(field('a'), 'fts(english).cat & dog', false)).toMatchObject({
      op: 'fts',
      language: 'english',
      value: 'cat & dog',
    });
    expect(parseFilter(field('a'), 'eq.a.b.c', false).value).toBe('a.b.c');
    expect(parseFilter(field('a'), 'cs.{"a":1}', false).value).toBe('{"a":1}');
  });

  it('rejects unknown operators and bad is values', () => {
    expect(pgrstCode(() => parseFilter(field('a'), 'eqq.1', false))).toBe('PGRST100');
    expect(pgrstCode(() => parseFilter(field('a'), '1', false))).toBe('PGRST100');
    expect(pgrstCode(() => parseFilter(field('a'), 'is.maybe', false))).toBe('PGRST100');
    expect(pgrstCode(() => parseFilter(field('a'), 'eq(some).{1}', false))).toBe('PGRST100');
  });

  it('unquotes values only inside logic trees', () => {
    expect(parseFilter(field('a'), 'eq."x,y"', false).value).toBe('"x,y"');
    expect(parseFilter(field('a'), 'eq."x,y"', true).value).toBe('x,y');
  });

  it('parses nested or/and with not, quoted values and lists', () => {
    const tree = parseLogic('or', false, '(name.ilike.*x*,and(age.gte.18,not.or(role.eq."a,b",id.in.(1,2))),tags.cs.{a,b})');
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'filter', field: field('name'), negate: false, op: 'ilike', value: '*x*' },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            { kind: 'filter', field: field('age'), negate: false, op: 'gte', value: '18' },
            {
              kind: 'logic',
              op: 'or',
              negate: true,
              children: [
                { kind: 'filter', field: field('role'), negate: false, op: 'eq', value: 'a,b' },
                { kind: 'filter', field: field('id'), negate: false, op: 'in', value: ['1', '2'] },
              ],
            },
          ],
        },
        { kind: 'filter', field: field('tags'), negate: false, op: 'cs', value: '{a,b}' },
      ],
    });
    expect(pgrstCode(() => parseLogic('or', false, 'a.eq.1'))).toBe('PGRST100');
  });

  it('splits only at top level and parses lists', () => {
    expect(splitTopLevel('a,"b,c",d(e,f),{g,h}')).toEqual(['a', '"b,c"', 'd(e,f)', '{g,h}']);
    expect(parseList('()', 'x')).toEqual([]);
  });
});

describe('parseOrder and parseQuery', () => {
  it('parses order terms', () => {
    expect(parseOrder('created_at.desc.nullslast,name,meta->>x.asc.nullsfirst')).toEqual([
      { field: field('created_at'), desc: true, nulls: 'last' },
      { field: field('name'), desc: false },
      { field: { name: 'meta', jsonPath: [{ arrow: '->>', key: 'x' }] }, desc: false, nulls: 'first' },
    ]);
    expect(parseOrder('author(name).desc')).toEqual([{ field: field('name'), desc: true, relation: 'author' }]);
    expect(pgrstCode(() => parseOrder('name.sideways'))).toBe('PGRST100');
  });

  it('sorts parameters into root and embedded nodes, decoding + as a space', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,author(name)&name=eq.a+b&author.name=eq.x&comments.order=id.desc&comments.limit=3&c.offset=2&tags.or=(a.eq.1)&not.and=(a.eq.1,b.eq.2)&columns="a","b"&on_conflict=a,b&limit=5&apikey=k',
      ),
    );
    expect(q.select).toBe('id,author(name)');
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['a', 'b']);
    const root = q.nodes.get('');
    expect(root?.limit).toBe(5);
    expect(root?.conditions).toEqual([
      { kind: 'filter', field: field('name'), negate: false, op: 'eq', value: 'a b' },
      { kind: 'logic', op: 'and', negate: true, children: expect.any(Array) },
    ]);
    expect(q.nodes.get('author')?.conditions).toHaveLength(1);
    expect(q.nodes.get('comments')).toMatchObject({ order: [{ field: field('id'), desc: true }], limit: 3 });
    expect(q.nodes.get('c')?.offset).toBe(2);
    expect(q.nodes.get('tags')?.conditions[0]).toMatchObject({ kind: 'logic', op: 'or' });
  });

  it('treats parameters without an operator as function arguments', () => {
    const q = parseQuery(new URLSearchParams('a=1&b=x&id=eq.3&c=not.is.null&d.e=eq.1'), true);
    expect([...q.args]).toEqual([
      ['a', '1'],
      ['b', 'x'],
    ]);
    expect(q.nodes.get('')?.conditions).toHaveLength(2);
    expect(q.nodes.get('d')?.conditions).toHaveLength(1);
    expect(pgrstCode(() => parseQuery(new URLSearchParams('limit=-1')))).toBe('PGRST100');
  });
});

describe('ranges', () => {
  it('intersects the Range header with limit and offset', () => {
    expect(topLevelRange(undefined, undefined, undefined)).toEqual({ offset: 0, limit: undefined });
    expect(topLevelRange(undefined, 10, 20)).toEqual({ offset: 20, limit: 10 });
    expect(topLevelRange({ offset: 0, limit: 10 }, 5, 2)).toEqual({ offset: 2, limit: 5 });
    expect(topLevelRange({ offset: 5 }, undefined, undefined)).toEqual({ offset: 5, limit: undefined });
  });

  it('formats Content-Range and picks the status as PostgREST does', () => {
    expect(contentRange(0, 9, null)).toBe('0-9/*');
    expect(contentRange(0, 9, 42)).toBe('0-9/42');
    expect(contentRange(0, -1, 0)).toBe('*/0');
    expect(contentRange(0, -1, null)).toBe('*/*');
    expect(rangeStatus(0, 9, 42)).toBe(206);
    expect(rangeStatus(0, 9, 10)).toBe(200);
    expect(rangeStatus(0, 9, null)).toBe(200);
    expect(rangeStatus(11, 10, 10)).toBe(416);
  });
});
