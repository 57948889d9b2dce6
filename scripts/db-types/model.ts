/**
 * What the type generator knows about a database schema: plain data, read from the catalogs by
 * introspect.ts and turned into TypeScript by render.ts. Type names are Postgres type names (`pg_type.typname`):
 * `text`, `int4`, `_text` for an array of text, an enum's or composite type's own name.
 */

export interface SchemaModel {
  /** The schema the types describe, e.g. `public`. */
  schema: string;
  /** Reported as `__InternalSupabase.PostgrestVersion`, so `createClient<Database>` picks matching options. */
  postgrestVersion: string;
  /** Tables, partitioned tables and foreign tables of the schema. */
  tables: TableModel[];
  /** Views and materialized views of the schema. */
  views: ViewModel[];
  /** Foreign keys between relations of the schema, including those PostgREST derives through views. */
  relationships: RelationshipModel[];
  /** Functions of the schema, other than trigger functions. */
  functions: FunctionModel[];
  /** Enums of every schema: those of `schema` are listed, the others only used for column and argument types. */
  enums: EnumModel[];
  /** Composite types (`create type … as (…)`) of every schema; as for enums. */
  compositeTypes: CompositeTypeModel[];
  /** The lists of values CHECK constraints allow in columns of the schema's tables (`col in ('a', 'b')`). */
  checkValues: CheckValuesModel[];
}

export interface ColumnModel {
  name: string;
  /** The column's type, or a domain's base type. */
  type: string;
  nullable: boolean;
  /** Has a default expression (includes generated columns). */
  hasDefault: boolean;
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  /** Can be written through the relation (always true for tables; per column for views). */
  updatable: boolean;
}

export interface TableModel {
  name: string;
  columns: ColumnModel[];
  /** A foreign table: listed with the tables, but its row type is not mapped when a function takes or returns it. */
  foreign?: boolean;
}

export interface ViewModel {
  name: string;
  columns: ColumnModel[];
  /** Auto-updatable for UPDATE and DELETE (never for a materialized view). */
  updatable: boolean;
  /** A materialized view: listed with the views, but its row type is not mapped when a function takes or returns it. */
  materialized?: boolean;
}

export interface RelationshipModel {
  foreignKeyName: string;
  /** The referencing table or view. */
  relation: string;
  columns: string[];
  /** The referencing columns are exactly a primary key or unique constraint of the referencing table. */
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export type ArgMode = 'in' | 'out' | 'inout' | 'variadic' | 'table';

export interface FunctionArgModel {
  /** '' for an unnamed argument. */
  name: string;
  mode: ArgMode;
  typeOid: number;
  /** null when the type is not one the generator maps. */
  type: string | null;
  hasDefault: boolean;
  /** When the argument is a relation's row type: that type as Postgres prints it (`format_type`). */
  rowType: string | null;
}

export interface FunctionModel {
  name: string;
  /** All arguments, in declaration order (`proallargtypes`). */
  args: FunctionArgModel[];
  /** `pg_get_function_arguments`: orders overloads, and `fn(tablename)` makes a computed column. */
  argumentTypes: string;
  /** `pg_get_function_result`: orders overloads. */
  returnTypeText: string;
  returnTypeOid: number;
  /** null when the type is not one the generator maps. */
  returnType: string | null;
  returnsSet: boolean;
  /** Returns a row or composite type (`pg_type.typrelid` is set). */
  returnsComposite: boolean;
  /** `prorows`: the planner's estimate of the rows a set-returning function returns (0 otherwise). */
  rows: number;
  /** When the function returns the row type of a table or view of the schema: that relation. */
  returnsRowOf: string | null;
  /** When it returns a row or composite type: the relation or type `rpc(…).select()` can pick columns of. */
  setofTarget: string | null;
}

export interface EnumModel {
  schema: string;
  name: string;
  values: string[];
}

export interface CompositeTypeModel {
  schema: string;
  name: string;
  /** In attribute order. */
  attributes: { name: string; type: string | null }[];
}

export interface CheckValuesModel {
  table: string;
  column: string;
  /** In the order the constraint lists them. */
  values: string[];
}
