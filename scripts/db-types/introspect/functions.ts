/** The schema's functions, other than trigger functions, with their arguments and what they return. */
import type { ArgMode, FunctionArgModel, FunctionModel } from '../model';
import { KNOWN_TYPE, rows, type Queryable } from './query';

interface FunctionRow {
  name: string;
  argument_types: string;
  return_type_text: string;
  return_type_oid: number;
  return_type: string | null;
  returns_set: boolean;
  rows: number;
  return_relid: number;
  return_relation_type: boolean;
  args: { name: string; mode: string; type_oid: number; type: string | null; has_default: boolean; row_type: string | null }[];
}

const ARG_MODES: Record<string, ArgMode> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' };

async function readFunctionRows(db: Queryable, schema: string): Promise<FunctionRow[]> {
  // Arguments as postgres-meta lists them: every argument (in, out, inout, variadic, table columns) with a
  // name ('' when unnamed); the last pronargdefaults of the first pronargs have defaults.
  return rows<FunctionRow>(
    db,
    `with f as (
       select p.*,
              coalesce(p.proallargtypes, p.proargtypes::oid[]) as arg_types,
              coalesce(p.proargmodes,
                       array_fill('i'::"char", array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
                as arg_modes,
              coalesce(p.proargnames,
                       array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
                as arg_names
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind = 'f'
          and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
     )
     select f.proname as name,
            pg_get_function_arguments(f.oid) as argument_types,
            pg_get_function_result(f.oid) as return_type_text,
            f.prorettype::int8 as return_type_oid,
            case when ${KNOWN_TYPE('rt', 'rc')} then rt.typname end as return_type,
            f.proretset as returns_set,
            f.prorows::float8 as rows,
            rt.typrelid::int8 as return_relid,
            coalesce(rc.relkind in ('c', 'r', 'v', 'm', 'p'), false) as return_relation_type,
            (select coalesce(json_agg(json_build_object(
                      'name', a.name,
                      'mode', a.mode::text,
                      'type_oid', a.type_oid::int8,
                      'type', case when ${KNOWN_TYPE('t', 'tc')} then t.typname end,
                      'has_default', a.ord <= f.pronargs and a.ord > f.pronargs - f.pronargdefaults,
                      'row_type', case when t.typrelid <> 0 and tc.relkind in ('c', 'r', 'v', 'm', 'p')
                                       then format_type(t.oid, null) end
                    ) order by a.ord), '[]')
               from unnest(f.arg_names, f.arg_modes, f.arg_types) with ordinality as a(name, mode, type_oid, ord)
               left join pg_type t on t.oid = a.type_oid
               left join pg_class tc on tc.oid = t.typrelid) as args
       from f
       left join pg_type rt on rt.oid = f.prorettype
       left join pg_class rc on rc.oid = rt.typrelid
      order by f.proname, f.oid`,
    [schema],
  );
}

/**
 * The functions of `schema`. `relationNames` (the schema's tables and views by oid) tells which functions
 * return the rows of one of them.
 */
export async function readFunctions(db: Queryable, schema: string, relationNames: Map<number, string>): Promise<FunctionModel[]> {
  const functionRows = await readFunctionRows(db, schema);
  return functionRows.map((f) => {
    const returnsRowOf = relationNames.get(f.return_relid) ?? null;
    return {
      name: f.name,
      args: f.args.map((a): FunctionArgModel => ({
        name: a.name,
        mode: ARG_MODES[a.mode] ?? 'in',
        typeOid: a.type_oid,
        type: a.type,
        hasDefault: a.has_default,
        rowType: a.row_type,
      })),
      argumentTypes: f.argument_types,
      returnTypeText: f.return_type_text,
      returnTypeOid: f.return_type_oid,
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnsComposite: f.return_relid !== 0,
      rows: f.rows,
      returnsRowOf,
      setofTarget: f.return_relid === 0 ? null : (returnsRowOf ?? (f.return_relation_type ? f.return_type : null)),
    };
  });
}
