import type { LocalDb } from '../db';
import { buildFunctions } from './schema-functions';
import { INTROSPECT, type RawSchema } from './schema-introspect';
import { buildRelationships } from './schema-relationships';

export interface Column {
  name: string;
  /** As format_type prints it, so it can be spliced into a column definition list. */
  type: string;
}

/** Something rows can be selected from: a table or view of `public`, or the row type a function returns. */
export interface Relation {
  name: string;
  /** pg_class.relkind for relations of `public`; undefined for the row type of a function. */
  kind?: string;
  columns: Map<string, Column>;
  columnList: Column[];
  /** For a view, the key it inherits from its source table, as PostgREST infers it. */
  pk: string[];
  uniques: string[][];
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** The relation linking both ends of a many-to-many relationship, and its columns pointing at each end. */
export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** Paired with the origin's originColumns. */
  sourceColumns: string[];
  /** Paired with the target's targetColumns. */
  targetColumns: string[];
}

/** A foreign key seen from one of its two ends (origin), or a pair of them through a junction table. */
export interface Relationship {
  constraint: string;
  origin: string;
  target: string;
  cardinality: Cardinality;
  /** Joined pairwise: target.targetColumns[i] = origin.originColumns[i]. */
  originColumns: string[];
  targetColumns: string[];
  /** Whether the foreign key is declared on the origin (many-to-one side). */
  fromOrigin: boolean;
  junction?: Junction;
}

export interface FuncArg {
  /** '' for the single unnamed parameter that receives the whole request body. */
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Func {
  name: string;
  args: FuncArg[];
  setof: boolean;
  kind: 'void' | 'scalar' | 'composite';
  /** For composite results: the relation describing the returned rows (a public table when it is one). */
  rowRelation?: Relation;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  /** By origin relation name. */
  relationships: Map<string, Relationship[]>;
  functions: Map<string, Func[]>;
  /** Type names a `::cast` in select may use, from pg_catalog, public and extensions. */
  types: Set<string>;
  /** PostgREST's db-tx-end, from the authenticator role's pgrst.db_tx_end setting as PostgREST reads it. */
  txEnd: TxEnd;
}

/** PostgREST's db-tx-end: whether transactions commit or roll back, and whether Prefer: tx may say otherwise. */
export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

const TX_ENDS = new Set<string>(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override']);

export function makeRelation(
  name: string,
  columns: Column[],
  pk: string[] = [],
  uniques: string[][] = [],
  kind?: string,
): Relation {
  return { name, kind, columns: new Map(columns.map((c) => [c.name, c])), columnList: columns, pk, uniques };
}

export async function loadSchemaCache(db: LocalDb): Promise<SchemaCache> {
  const { rows } = await db.query<{ schema: string }>(INTROSPECT);
  const raw = JSON.parse(rows[0].schema) as RawSchema;

  const publicKeys = raw.constraints.filter((c) => c.schema === 'public' && c.type !== 'f');
  const { relationships, viewKeys } = buildRelationships(raw.constraints, raw.views, new Set(raw.relations.map((r) => r.name)));
  const relations = new Map<string, Relation>();
  for (const r of raw.relations) {
    const keys = publicKeys.filter((k) => k.table === r.name);
    const pk = keys.find((k) => k.type === 'p')?.cols ?? viewKeys.get(r.name) ?? [];
    relations.set(
      r.name,
      makeRelation(
        r.name,
        r.columns ?? [],
        pk,
        keys.map((k) => k.cols),
        r.kind,
      ),
    );
  }
  const txEnd = raw.tx_end !== null && TX_ENDS.has(raw.tx_end) ? (raw.tx_end as TxEnd) : 'commit';
  return {
    relations,
    relationships,
    functions: buildFunctions(raw.functions, relations),
    types: new Set(raw.types ?? []),
    txEnd,
  };
}

/** Time zone names Postgres knows, for Prefer: timezone; read on first use, as listing them is slow in PGlite. */
export async function loadTimezones(db: LocalDb): Promise<ReadonlySet<string>> {
  const { rows } = await db.query<{ name: string }>('select name from pg_timezone_names');
  return new Set(rows.map((r) => r.name));
}
