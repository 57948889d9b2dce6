import { describe, expect, it } from 'vitest';
import { RestError, statusForSqlState } from '@/supabase/local/rest/errors';
import { checkAcceptable, parseAccept } from '@/supabase/local/rest/media-types';
import { checkMaxAffected, checkStrict, parsePrefer, preferenceApplied } from '@/supabase/local/rest/preferences';
import { findFunction } from '@/supabase/local/rest/rpc-resolve';
import type { Func, TxEnd } from '@/supabase/local/rest/schema-cache';
import { viewColumnOrigins } from '@/supabase/local/rest/view-columns';

function prefer(value: string, txEnd: TxEnd = 'commit', timezones: string[] = []) {
  return parsePrefer(new Headers({ prefer: value }), { txEnd, timezones: new Set(timezones) });
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof RestError ? `${e.status} ${e.code}` : 'not a RestError';
  }
  return undefined;
}

describe('Prefer', () => {
  it('keeps the first value of each kind and lists what PostgREST does not know', () => {
    const p = prefer('count=exact, return=minimal, return=representation, foo, handling=strict, max-affected=x, bar=1');
    expect(p).toMatchObject({ count: 'exact', returning: 'minimal', handling: 'strict', invalid: ['foo', 'bar=1'] });
    expect(p.maxAffected).toBeUndefined();
    expect(codeOf(() => checkStrict(p))).toBe('400 PGRST122');
    expect(codeOf(() => checkStrict(prefer('foo')))).toBeUndefined();
  });

  it('honours tx only when db-tx-end allows an override, and rolls back by default under rollback modes', () => {
    expect(prefer('tx=rollback')).toMatchObject({ rollback: false, invalid: [] });
    expect(prefer('tx=rollback').tx).toBeUndefined();
    expect(prefer('tx=rollback', 'commit-allow-override')).toMatchObject({ tx: 'rollback', rollback: true });
    expect(prefer('', 'rollback').rollback).toBe(true);
    expect(prefer('tx=commit', 'rollback').rollback).toBe(true);
    expect(prefer('tx=commit', 'rollback-allow-override').rollback).toBe(false);
  });

  it('accepts a time zone Postgres knows, and counts any other as invalid', () => {
    expect(prefer('timezone=Asia/Kolkata', 'commit', ['Asia/Kolkata'])).toMatchObject({ timezone: 'Asia/Kolkata', invalid: [] });
    expect(prefer('timezone=Asia/Nowhere', 'commit', ['Asia/Kolkata']).invalid).toEqual(['timezone=Asia/Nowhere']);
  });

  it('reports applied preferences in PostgREST order, max-affected only under handling=strict', () => {
    const p = prefer(
      'tx=rollback, count=exact, return=representation, resolution=merge-duplicates, missing=default',
      'commit-allow-override',
    );
    expect(preferenceApplied(p, 'create')).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact, tx=rollback',
    );
    expect(preferenceApplied(p, 'create', { resolution: false })).toBe(
      'missing=default, return=representation, count=exact, tx=rollback',
    );
    expect(preferenceApplied(p, 'read')).toBe('count=exact, tx=rollback');
    expect(preferenceApplied(prefer('max-affected=3, handling=lenient'), 'delete')).toBe('handling=lenient');
    expect(preferenceApplied(prefer('max-affected=3, handling=strict'), 'delete')).toBe('handling=strict, max-affected=3');
    expect(preferenceApplied(prefer(''), 'read')).toBeUndefined();
  });

  it('refuses more affected rows than max-affected only under handling=strict', () => {
    expect(codeOf(() => checkMaxAffected(prefer('handling=strict, max-affected=2'), 3))).toBe('400 PGRST124');
    expect(codeOf(() => checkMaxAffected(prefer('handling=strict, max-affected=2'), 2))).toBeUndefined();
    expect(codeOf(() => checkMaxAffected(prefer('max-affected=2'), 3))).toBeUndefined();
  });
});

describe('Accept', () => {
  const accept = (value: string | null) => parseAccept(new Headers(value === null ? {} : { accept: value }));

  it('picks the first producible type by quality, then specificity', () => {
    expect(accept(null)).toEqual({ singular: false, stripNulls: false, contentType: 'application/json; charset=utf-8' });
    expect(accept('*/*;q=0.9, application/vnd.pgrst.object+json')).toMatchObject({ singular: true });
    expect(accept('text/csv, application/vnd.pgrst.object+json; nulls=stripped;q=0.2')).toMatchObject({
      singular: true,
      stripNulls: true,
      contentType: 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
    });
    expect(accept('application/json;nulls=stripped').stripNulls).toBe(false);
    expect(accept('application/vnd.pgrst.array+json;nulls=stripped')).toMatchObject({ singular: false, stripNulls: true });
  });

  it('lists the unproducible types for PGRST107 as PostgREST prints them', () => {
    const none = accept('text/csv, application/vnd.pgrst.plan+json; options=analyze|buffers, application/*;q=0.1');
    // More parameters rank first at equal quality, as in wai's parseHttpAccept.
    expect(none.unavailable).toEqual([
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|buffers',
      'text/csv',
      'application/*',
    ]);
    expect(codeOf(() => checkAcceptable(none))).toBe('406 PGRST107');
    expect(codeOf(() => checkAcceptable(accept('*/*')))).toBeUndefined();
  });
});

describe('view column origins', () => {
  // The shape of pg_rewrite.ev_action for `select b.id as "a b(c)", s.name from (select * from books) b join shelves s …`:
  // the subquery's own target list comes first and must not be read as the view's.
  const evAction =
    '({QUERY :commandType 1 :rtable ({RANGETBLENTRY :rtekind 1 :subquery {QUERY :commandType 1 :targetList (' +
    '{TARGETENTRY :expr {VAR :varno 1} :resno 1 :resname id :resorigtbl 16991 :resorigcol 1 :resjunk false})} ' +
    ':colnames ("id" "shelf_id")}) :targetList (' +
    '{TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 1 :resname a\\ b\\(c\\) :ressortgroupref 0 :resorigtbl 16991 :resorigcol 1 :resjunk false} ' +
    '{TARGETENTRY :expr {CONST :consttype 25 :constvalue 8 [ 32 0 0 0 120 121 122 0 ]} :resno 2 :resname k :resorigtbl 0 :resorigcol 0 :resjunk false} ' +
    '{TARGETENTRY :expr {VAR :varno 2} :resno 3 :resname name :resorigtbl 16982 :resorigcol 2 :resjunk false}) :override 0})';

  it('reads the top-level target list, skipping computed columns', () => {
    expect(viewColumnOrigins(evAction)).toEqual([
      { column: 1, relation: 16991, relationColumn: 1 },
      { column: 3, relation: 16982, relationColumn: 2 },
    ]);
  });
});

describe('function resolution', () => {
  const fn = (name: string, ...args: [string, string, boolean?][]): Func => ({
    name,
    args: args.map(([n, type, hasDefault]) => ({ name: n, type, hasDefault: hasDefault ?? false })),
    setof: false,
    kind: 'scalar',
  });

  it('refuses ambiguous overloads with 300 PGRST203, listing them by parameter count', () => {
    const overloads = [fn('f', ['a', 'integer'], ['b', 'integer', true]), fn('f', ['a', 'integer'])];
    expect(codeOf(() => findFunction(overloads, 'f', ['a'], true, 'json'))).toBe('300 PGRST203');
    try {
      findFunction(overloads, 'f', ['a'], true, 'json');
    } catch (e) {
      expect((e as RestError).message).toBe(
        'Could not choose the best candidate function between: public.f(a => integer), public.f(a => integer, b => integer)',
      );
    }
    expect(findFunction(overloads, 'f', ['a', 'b'], true, 'json')).toBe(overloads[0]);
  });

  it('falls back to a single unnamed parameter of the body media type, only on POST', () => {
    const body = fn('g', ['', 'jsonb']);
    const text = fn('g', ['', 'text']);
    expect(findFunction([body, text], 'g', ['x'], true, 'json')).toBe(body);
    expect(findFunction([body, text], 'g', [], true, 'text')).toBe(text);
    expect(codeOf(() => findFunction([body], 'g', ['x'], false, 'json'))).toBe('404 PGRST202');
    expect(codeOf(() => findFunction([fn('h')], 'h', [], true, 'text'))).toBe('404 PGRST202');
  });
});

describe('SQLSTATE to HTTP status', () => {
  it('maps as PostgREST mapSQLtoHTTP does', () => {
    expect(statusForSqlState('57014', 'canceling statement due to statement timeout', 'anon')).toBe(500);
    expect(statusForSqlState('57P01', 'terminating connection due to administrator command', 'anon')).toBe(503);
    expect(statusForSqlState('21000', 'UPDATE requires a WHERE clause', 'authenticated')).toBe(400);
    expect(statusForSqlState('21000', 'more than one row returned by a subquery used as an expression', 'anon')).toBe(500);
    expect(statusForSqlState('42712', 'table name "t_x_1" specified more than once', 'anon')).toBe(400);
  });
});
