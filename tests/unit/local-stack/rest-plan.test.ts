import { describe, expect, it } from 'vitest';
import { SqlParams } from '@/supabase/local/rest/build-sql';
import { RestError } from '@/supabase/local/rest/errors';
import { parseQuery } from '@/supabase/local/rest/parse-query';
import { parseSelect } from '@/supabase/local/rest/parse-select';
import { planRead } from '@/supabase/local/rest/plan-read';
import { findRelationship } from '@/supabase/local/rest/relationships';
import { makeRelation, type Relationship, type SchemaCache } from '@/supabase/local/rest/schema-cache';
import { buildReadStatement } from '@/supabase/local/rest/statement';

const cols = (...names: string[]) => names.map((name) => ({ name, type: 'text' }));

function fk(
  constraint: string,
  origin: string,
  originColumns: string[],
  target: string,
  targetColumns: string[],
): Relationship[] {
  return [
    { constraint, origin, target, cardinality: 'many-to-one', originColumns, targetColumns, fromOrigin: true },
    {
      constraint,
      origin: target,
      target: origin,
      cardinality: 'one-to-many',
      originColumns: targetColumns,
      targetColumns: originColumns,
      fromOrigin: false,
    },
  ];
}

function cache(): SchemaCache {
  const relations = new Map(
    [
      makeRelation('users', cols('id', 'name'), ['id']),
      makeRelation('posts', cols('id', 'author_id', 'editor_id', 'title'), ['id']),
      makeRelation('people', cols('id', 'parent_id', 'name'), ['id']),
    ].map((r) => [r.name, r]),
  );
  const rels = [
    ...fk('posts_author_id_fkey', 'posts', ['author_id'], 'users', ['id']),
    ...fk('posts_editor_id_fkey', 'posts', ['editor_id'], 'users', ['id']),
    ...fk('people_parent_id_fkey', 'people', ['parent_id'], 'people', ['id']),
  ];
  const relationships = new Map<string, Relationship[]>();
  for (const r of rels) relationships.set(r.origin, [...(relationships.get(r.origin) ?? []), r]);
  return { relations, relationships, functions: new Map(), types: new Set(['text', 'int4']), txEnd: 'commit' };
}

function errorOf(fn: () => unknown): RestError | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof RestError) return e;
    throw e;
  }
  return undefined;
}

describe('findRelationship', () => {
  const c = cache();

  it('disambiguates by constraint, by foreign-key column and by target column name', () => {
    expect(findRelationship(c, 'posts', 'users', 'posts_editor_id_fkey').originColumns).toEqual(['editor_id']);
    expect(findRelationship(c, 'posts', 'users', 'author_id').constraint).toBe('posts_author_id_fkey');
    expect(findRelationship(c, 'posts', 'author_id', undefined).target).toBe('users');
    expect(findRelationship(c, 'users', 'posts', 'editor_id')).toMatchObject({
      cardinality: 'one-to-many',
      targetColumns: ['editor_id'],
    });
  });

  it('reports ambiguity (PGRST201, 300) and absence (PGRST200, 400)', () => {
    const ambiguous = errorOf(() => findRelationship(c, 'posts', 'users', undefined));
    expect([ambiguous?.status, ambiguous?.code]).toEqual([300, 'PGRST201']);
    expect(ambiguous?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'posts with users',
        relationship: 'posts_author_id_fkey using posts(author_id) and users(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'posts with users',
        relationship: 'posts_editor_id_fkey using posts(editor_id) and users(id)',
      },
    ]);
    const none = errorOf(() => findRelationship(c, 'posts', 'users', 'nope'));
    expect([none?.status, none?.code, none?.details]).toEqual([
      400,
      'PGRST200',
      "Searched for a foreign key relationship between 'posts' and 'users' using the hint 'nope' in the schema 'public', but no matches were found.",
    ]);
  });

  it('reads a self-reference as children by table name and parent by column', () => {
    expect(findRelationship(c, 'people', 'people', undefined).cardinality).toBe('one-to-many');
    expect(findRelationship(c, 'people', 'parent_id', undefined).cardinality).toBe('many-to-one');
  });
});

describe('planRead and buildReadStatement', () => {
  it('keeps every value out of the SQL text and quotes identifiers', () => {
    const c = cache();
    const query = parseQuery(
      new URLSearchParams(
        `select=title,author:users!author_id(name)&title=eq.${encodeURIComponent("x'); drop table users; --")}&author.name=in.(a,"b,c")`,
      ),
    );
    const root = planRead(
      c,
      { relation: c.relations.get('posts')!, from: '"public"."posts"', alias: 'posts' },
      parseSelect(query.select!),
      query,
    );
    const p = new SqlParams();
    const sql = buildReadStatement(
      root,
      { count: true, singular: false, stripNulls: false, order: true, limit: 5, offset: 10 },
      p,
    );
    expect(sql).not.toContain('drop table');
    expect(sql).toContain('"posts"."title" = $1');
    expect(p.values).toEqual(["x'); drop table users; --", '{"a","b,c"}', '5', '10']);
  });

  it('rejects unknown columns before any SQL is built', () => {
    const c = cache();
    const query = parseQuery(new URLSearchParams('select=nope'));
    const err = errorOf(() =>
      planRead(
        c,
        { relation: c.relations.get('posts')!, from: '"public"."posts"', alias: 'posts' },
        parseSelect(query.select!),
        query,
      ),
    );
    expect([err?.code, err?.message]).toEqual(['42703', 'column posts.nope does not exist']);
  });
});
