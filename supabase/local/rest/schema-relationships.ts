import type { Relationship } from './schema-cache';
import type { RawConstraint, RawView } from './schema-introspect';
import { viewColumnOrigins } from './view-columns';

/** A many-to-one (or one-to-one) link between two relations by oid, before names and inverses are added. */
interface ToOne {
  constraint: string;
  origin: number;
  target: number;
  /** [origin column, target column] pairs, in key order. */
  pairs: [string, string][];
  oneToOne: boolean;
}

interface Endpoint {
  schema: string;
  name: string;
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** Every choice of one view column per key column: a key column a view exposes twice gives two relationships. */
function combinations(options: string[][]): string[][] {
  return options.reduce<string[][]>((acc, opts) => acc.flatMap((prefix) => opts.map((o) => [...prefix, o])), [[]]);
}

/** For each view: which of its columns expose each column of a table, following views of views to the tables. */
function viewKeyColumns(views: RawView[]): Map<number, Map<string, string[]>> {
  const origins = new Map(views.map((v) => [v.oid, viewColumnOrigins(v.definition)]));
  const resolve = (relation: number, column: number, seen: Set<number>): [number, number] | undefined => {
    const inner = origins.get(relation);
    if (!inner) return [relation, column];
    if (seen.has(relation)) return undefined;
    const next = inner.find((o) => o.column === column);
    return next ? resolve(next.relation, next.relationColumn, new Set([...seen, relation])) : undefined;
  };
  const result = new Map<number, Map<string, string[]>>();
  for (const view of views) {
    const byTableColumn = new Map<string, string[]>();
    for (const o of origins.get(view.oid) ?? []) {
      const base = resolve(o.relation, o.relationColumn, new Set([view.oid]));
      const name = view.columns?.find((c) => c.attnum === o.column)?.name;
      if (!base || name === undefined) continue;
      const key = `${base[0]}:${base[1]}`;
      byTableColumn.set(key, [...(byTableColumn.get(key) ?? []), name]);
    }
    result.set(view.oid, byTableColumn);
  }
  return result;
}

/**
 * Relationships as PostgREST's schema cache builds them: each foreign key gives a many-to-one (one-to-one when its
 * columns are unique) link; a view exposing all of a key's columns inherits it, towards tables and other views;
 * a relation with two such links whose columns are in its primary key joins their targets many-to-many; then every
 * to-one link gets its inverse. Only links whose ends (and junction) are in `public` are kept.
 */
export function buildRelationships(
  constraints: RawConstraint[],
  views: RawView[],
  publicNames: ReadonlySet<string>,
): { relationships: Map<string, Relationship[]>; viewKeys: Map<string, string[]> } {
  const endpoints = new Map<number, Endpoint>();
  for (const c of constraints) endpoints.set(c.rel, { schema: c.schema, name: c.table });
  for (const v of views) endpoints.set(v.oid, { schema: v.schema, name: v.name });
  const exposed = (oid: number) => {
    const e = endpoints.get(oid);
    return e && e.schema === 'public' && publicNames.has(e.name) ? e.name : undefined;
  };
  const keyColumns = viewKeyColumns(views);
  const publicViews = views.filter((v) => exposed(v.oid) !== undefined);
  const viewsExposing = (table: number, attnums: number[]) =>
    publicViews.flatMap((v) => {
      const byColumn = keyColumns.get(v.oid);
      const options = attnums.map((n) => byColumn?.get(`${table}:${n}`) ?? []);
      return options.every((o) => o.length) ? combinations(options).map((cols) => ({ view: v.oid, cols })) : [];
    });

  const primaryKeys = new Map<number, string[]>();
  const uniques = new Map<number, string[][]>();
  for (const c of constraints) {
    if (c.type === 'f') continue;
    if (c.type === 'p') primaryKeys.set(c.rel, c.cols);
    uniques.set(c.rel, [...(uniques.get(c.rel) ?? []), c.cols]);
  }
  // A view's primary key: the first of its columns exposing each column of a source table's primary key.
  const viewKeys = new Map<string, string[]>();
  for (const c of constraints) {
    if (c.type !== 'p') continue;
    for (const { view, cols } of viewsExposing(c.rel, c.attnums)) {
      const name = exposed(view);
      if (name === undefined || viewKeys.has(name)) continue;
      primaryKeys.set(view, cols);
      viewKeys.set(name, cols);
    }
  }

  const toOne: ToOne[] = [];
  for (const c of constraints) {
    if (c.type !== 'f' || c.ref === null || !c.ref_cols || !c.ref_attnums) continue;
    const oneToOne = (uniques.get(c.rel) ?? []).some((u) => sameSet(u, c.cols));
    const refCols = c.ref_cols;
    const base: ToOne = {
      constraint: c.name,
      origin: c.rel,
      target: c.ref,
      pairs: c.cols.map((col, i) => [col, refCols[i]]),
      oneToOne,
    };
    const fromViews = viewsExposing(c.rel, c.attnums);
    const toViews = viewsExposing(c.ref, c.ref_attnums);
    toOne.push(base);
    for (const v of fromViews) toOne.push({ ...base, origin: v.view, pairs: v.cols.map((col, i) => [col, refCols[i]]) });
    for (const w of toViews) toOne.push({ ...base, target: w.view, pairs: c.cols.map((col, i) => [col, w.cols[i]]) });
    for (const v of fromViews) {
      for (const w of toViews)
        toOne.push({ ...base, origin: v.view, target: w.view, pairs: v.cols.map((col, i) => [col, w.cols[i]]) });
    }
  }

  const relationships = new Map<string, Relationship[]>();
  const add = (rel: Relationship) => relationships.set(rel.origin, [...(relationships.get(rel.origin) ?? []), rel]);
  const inverses: Relationship[] = [];
  for (const r of toOne) {
    const origin = exposed(r.origin);
    const target = exposed(r.target);
    if (origin === undefined || target === undefined) continue;
    const originColumns = r.pairs.map((p) => p[0]);
    const targetColumns = r.pairs.map((p) => p[1]);
    const forward = r.oneToOne ? 'one-to-one' : 'many-to-one';
    add({ constraint: r.constraint, origin, target, cardinality: forward, originColumns, targetColumns, fromOrigin: true });
    inverses.push({
      constraint: r.constraint,
      origin: target,
      target: origin,
      cardinality: r.oneToOne ? 'one-to-one' : 'one-to-many',
      originColumns: targetColumns,
      targetColumns: originColumns,
      fromOrigin: false,
    });
  }
  for (const r1 of toOne) {
    const junction = exposed(r1.origin);
    const pk = primaryKeys.get(r1.origin) ?? [];
    if (r1.oneToOne || junction === undefined) continue;
    for (const r2 of toOne) {
      if (r2 === r1 || r2.origin !== r1.origin || r2.oneToOne || r2.constraint === r1.constraint) continue;
      const origin = exposed(r1.target);
      const target = exposed(r2.target);
      if (origin === undefined || target === undefined) continue;
      if (![...r1.pairs, ...r2.pairs].every((p) => pk.includes(p[0]))) continue;
      add({
        constraint: r1.constraint,
        origin,
        target,
        cardinality: 'many-to-many',
        originColumns: r1.pairs.map((p) => p[1]),
        targetColumns: r2.pairs.map((p) => p[1]),
        fromOrigin: false,
        junction: {
          table: junction,
          constraint1: r1.constraint,
          constraint2: r2.constraint,
          sourceColumns: r1.pairs.map((p) => p[0]),
          targetColumns: r2.pairs.map((p) => p[0]),
        },
      });
    }
  }
  for (const r of inverses) add(r);
  return { relationships, viewKeys };
}
