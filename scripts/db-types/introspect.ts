/**
 * Reads a schema's tables, views, columns, foreign keys, functions and types from the Postgres catalogs into
 * the plain model render.ts turns into TypeScript. It asks the same questions the Supabase CLI's generator
 * (postgres-meta) asks, with catalog queries that work on any PostgreSQL 15+ as a superuser; and, beyond what
 * the CLI writes, the lists of values the tables' CHECK constraints allow.
 */
import { readCheckValues } from './introspect/check-values';
import { readCompositeTypes, readEnums } from './introspect/enums-and-composite-types';
import { readFunctions } from './introspect/functions';
import type { Queryable } from './introspect/query';
import { readRelationships } from './introspect/relationships';
import { isView, readRelations, readTablesAndViews } from './introspect/tables-and-views';
import type { SchemaModel } from './model';

/** The PostgREST version the generated types declare (`__InternalSupabase.PostgrestVersion`). */
export const POSTGREST_VERSION = '12';

/** Everything the type generator needs about `schema`. */
export async function introspectSchema(db: Queryable, schema = 'public'): Promise<SchemaModel> {
  const relations = await readRelations(db, schema);
  const { tables, views } = await readTablesAndViews(db, schema, relations);
  const relationships = await readRelationships(db, schema, relations.some(isView));
  const functions = await readFunctions(db, schema, new Map(relations.map((r) => [r.id, r.name])));
  const enums = await readEnums(db);
  const compositeTypes = await readCompositeTypes(db);
  const checkValues = await readCheckValues(db, schema);
  return {
    schema,
    postgrestVersion: POSTGREST_VERSION,
    tables,
    views,
    relationships,
    functions,
    enums,
    compositeTypes,
    checkValues,
  };
}
