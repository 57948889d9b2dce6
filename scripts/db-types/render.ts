/**
 * Renders a schema model as the TypeScript module `supabase gen types typescript` writes: the `Json` and
 * `Database` types, the `Tables` / `TablesInsert` / `TablesUpdate` / `Enums` / `CompositeTypes` helpers and the
 * `Constants` object. It follows the CLI's generator (postgres-meta's TypeScript template) in what it emits —
 * which functions are listed, how Postgres types map to TypeScript, when an Insert field is optional — and in
 * how it lays it out: sorted by name, 2-space indent, double quotes, no semicolons, lines broken at 80 columns
 * the way Prettier breaks them.
 *
 * One addition the CLI does not make: the `CheckValues` object before `Constants`, the lists of values the
 * tables' CHECK constraints allow (`CheckValues.public.leads.source`), so the app derives its lists from the
 * database's rather than writing them out again. Tables and columns sorted by name, values in the
 * constraint's order.
 */
import { hardline, printDoc, type Doc } from './doc';
import type { CheckValuesModel, EnumModel, SchemaModel } from './model';
import { FunctionTypes } from './render/functions';
import { helperTypes, JSON_TYPE } from './render/helper-types';
import { byName, compare } from './render/order';
import { PostgresTypes } from './render/postgres-types';
import { TableAndViewTypes } from './render/tables-and-views';
import {
  expandedBlock,
  literal,
  nullable,
  object,
  objectDoc,
  objectLiteral,
  printMember,
  propertyKey,
  section,
  stringLiteral,
  tuple,
  union,
} from './render/ts-syntax';

/** The schema's enums, sorted: listed in `Enums` and in `Constants`. */
function schemaEnums(model: SchemaModel): EnumModel[] {
  return model.enums.filter((e) => e.schema === model.schema && e.values.length > 0).sort(byName);
}

function schemaDoc(model: SchemaModel): Doc {
  const types = new PostgresTypes(model);
  const functions = new FunctionTypes(model, types);
  const relations = new TableAndViewTypes(model, types, functions);

  const enums = schemaEnums(model).map((e) => printMember({ key: e.name, type: union(e.values.map(literal)) }));
  const composites = [...model.compositeTypes]
    .filter((c) => c.schema === model.schema && c.attributes.length > 0)
    .sort(byName)
    .map((c) =>
      printMember({
        key: c.name,
        type: object(
          c.attributes.map((a) => ({ key: a.name, type: nullable(types.tsType(a.type), true) })),
          true,
        ),
      }),
    );

  return objectDoc(model.schema, [
    section('Tables', relations.tables()),
    section('Views', relations.views()),
    section('Functions', functions.members()),
    section('Enums', enums),
    section('CompositeTypes', composites),
  ]);
}

/** `export const CheckValues = { <schema>: { <table>: { <column>: [values], … }, … } } as const`. */
function checkValuesDoc(model: SchemaModel): Doc {
  const byTable = new Map<string, CheckValuesModel[]>();
  for (const check of model.checkValues) byTable.set(check.table, [...(byTable.get(check.table) ?? []), check]);
  const tables = [...byTable].sort(([a], [b]) => compare(a, b));
  return [
    'export const CheckValues = ',
    objectLiteral([
      [
        propertyKey(model.schema),
        ': ',
        objectLiteral(
          tables.map(([table, columns]) => [
            propertyKey(table),
            ': ',
            objectLiteral(
              columns
                .sort((a, b) => compare(a.column, b.column))
                .map((c) => [propertyKey(c.column), ': ', tuple(c.values.map(stringLiteral))]),
            ),
          ]),
        ),
      ],
    ]),
    ' as const',
  ];
}

/** The whole `database.types.ts` module for `model`, ending in a newline. */
export function renderDatabaseTypes(model: SchemaModel): string {
  const database: Doc = [
    'export type Database = ',
    expandedBlock([
      [
        '// Allows to automatically instantiate createClient with right options',
        hardline,
        "// instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
        hardline,
        '__InternalSupabase: ',
        expandedBlock([['PostgrestVersion: ', stringLiteral(model.postgrestVersion)]]),
      ],
      schemaDoc(model),
    ]),
  ];
  const constants: Doc = [
    'export const Constants = ',
    objectLiteral([
      [
        propertyKey(model.schema),
        ': ',
        objectLiteral([
          [
            'Enums: ',
            objectLiteral(schemaEnums(model).map((e) => [propertyKey(e.name), ': ', tuple(e.values.map(stringLiteral))])),
          ],
        ]),
      ],
    ]),
    ' as const',
  ];
  return (
    [JSON_TYPE, printDoc(database), helperTypes(model.schema), printDoc(checkValuesDoc(model)), printDoc(constants)].join(
      '\n\n',
    ) + '\n'
  );
}
