import type { Column } from './schema-cache';

export interface RawRelation {
  name: string;
  /** pg_class.relkind: r, p (tables), v, m (views), f (foreign tables). */
  kind: string;
  columns: Column[] | null;
}

/** A primary key, unique or foreign key constraint anywhere outside the system schemas. */
export interface RawConstraint {
  name: string;
  type: 'p' | 'u' | 'f';
  rel: number;
  schema: string;
  table: string;
  attnums: number[];
  cols: string[];
  ref: number | null;
  ref_attnums: number[] | null;
  ref_schema: string | null;
  ref_table: string | null;
  ref_cols: string[] | null;
}

/** A view anywhere outside the system schemas, with its rewrite rule as text and its columns by attnum. */
export interface RawView {
  oid: number;
  schema: string;
  name: string;
  definition: string;
  columns: { attnum: number; name: string }[] | null;
}

export interface RawFunc {
  name: string;
  setof: boolean;
  is_void: boolean;
  ret_relation: string | null;
  ret_columns: Column[] | null;
  ndefaults: number;
  args: { name: string; type: string; mode: string }[] | null;
}

export interface RawSchema {
  relations: RawRelation[];
  constraints: RawConstraint[];
  views: RawView[];
  functions: RawFunc[];
  types: string[] | null;
  tx_end: string | null;
}

/** Names of the columns an int2vector of attribute numbers lists, in order. */
const keyColumns = (keys: string, attrel: string) =>
  `(select json_agg(a.attname order by x.i) from unnest(${keys}) with ordinality x(n, i)
     join pg_attribute a on a.attrelid = ${attrel} and a.attnum = x.n)`;

const SYSTEM_SCHEMA = `in ('pg_catalog', 'information_schema', 'pg_toast')`;

// One round trip: the public schema, the keys and views of every schema (views may expose other schemas' tables),
// and the in-database settings PostgREST reads from the authenticator role.
export const INTROSPECT = `
select json_build_object(
  'relations', (
    select coalesce(json_agg(json_build_object(
      'name', c.relname,
      'kind', c.relkind,
      'columns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
                  from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)
    )), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
  ),
  'constraints', (
    select coalesce(json_agg(json_build_object(
      'name', k.conname, 'type', k.contype, 'rel', k.conrelid::int, 'schema', n1.nspname, 'table', c1.relname,
      'attnums', k.conkey, 'cols', ${keyColumns('k.conkey', 'k.conrelid')},
      'ref', nullif(k.confrelid, 0)::int, 'ref_attnums', k.confkey, 'ref_schema', n2.nspname, 'ref_table', c2.relname,
      'ref_cols', ${keyColumns('k.confkey', 'k.confrelid')}
    ) order by k.conrelid, k.conname), '[]')
    from pg_constraint k
    join pg_class c1 on c1.oid = k.conrelid join pg_namespace n1 on n1.oid = c1.relnamespace
    left join pg_class c2 on c2.oid = k.confrelid left join pg_namespace n2 on n2.oid = c2.relnamespace
    where k.contype in ('p', 'u', 'f') and n1.nspname not ${SYSTEM_SCHEMA} and k.conparentid = 0
  ),
  'views', (
    select coalesce(json_agg(json_build_object(
      'oid', c.oid::int, 'schema', n.nspname, 'name', c.relname, 'definition', r.ev_action::text,
      'columns', (select json_agg(json_build_object('attnum', a.attnum, 'name', a.attname))
                  from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)
    )), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
    where c.relkind in ('v', 'm') and n.nspname not ${SYSTEM_SCHEMA}
  ),
  'functions', (
    select coalesce(json_agg(json_build_object(
      'name', p.proname,
      'setof', p.proretset,
      'is_void', p.prorettype = 'void'::regtype,
      'ret_relation', (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
                       where rc.oid = rt.typrelid and rn.nspname = 'public' and rc.relkind in ('r', 'v', 'm', 'f', 'p')),
      'ret_columns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
                      from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped),
      'ndefaults', p.pronargdefaults,
      'args', (select json_agg(json_build_object('name', coalesce(p.proargnames[x.i], ''), 'type', format_type(x.t, null),
                                                 'mode', coalesce(p.proargmodes[x.i], 'i')) order by x.i)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, i))
    )), '[]')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
  ),
  'types', (
    select json_agg(t.typname) from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname in ('pg_catalog', 'public', 'extensions') and t.typtype in ('b', 'd', 'e', 'r', 'm') and t.typelem = 0
  ),
  'tx_end', (
    select split_part(s.setting, '=', 2)
    from pg_db_role_setting rs join pg_roles r on r.oid = rs.setrole, unnest(rs.setconfig) as s(setting)
    where r.rolname = 'authenticator' and rs.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and s.setting like 'pgrst.db_tx_end=%'
    order by rs.setdatabase desc limit 1
  )
)::text as schema`;
