/**
 * Renders a schema model as the TypeScript module `supabase gen types typescript` writes: the `Json` and
 * `Database` types, the `Tables` / `TablesInsert` / `TablesUpdate` / `Enums` / `CompositeTypes` helpers and the
 * `Constants` object. It follows the CLI's generator (postgres-meta's TypeScript template) in what it emits —
 * which functions are listed, how Postgres types map to TypeScript, when an Insert field is optional — and in
 * how it lays it out: sorted by name, 2-space indent, double quotes, no semicolons, lines broken at 80 columns
 * the way Prettier breaks them.
 */
import { align, group, hardline, ifBreak, indent, join, line, printDoc, softline, type Doc } from './doc';
import type {
  ColumnModel,
  EnumModel,
  FunctionArgModel,
  FunctionModel,
  RelationshipModel,
  SchemaModel,
} from './model';

// ---------------------------------------------------------------------------------------------------------
// A small TypeScript type syntax tree, printed the way Prettier prints each construct.

type TsType =
  /** A keyword, type reference, indexed access or literal: never broken. */
  | { kind: 'text'; text: string }
  | { kind: 'union'; members: TsType[] }
  | { kind: 'intersection'; members: TsType[] }
  | { kind: 'array'; element: TsType }
  | { kind: 'tuple'; elements: TsType[] }
  /** `expanded`: one member per line even when it would fit on one (as written in the CLI's template). */
  | { kind: 'object'; members: TsMember[]; expanded: boolean }
  | { kind: 'empty' };

interface TsMember {
  key: string;
  optional?: boolean;
  type: TsType;
}

const text = (value: string): TsType => ({ kind: 'text', text: value });
const NULL = text('null');
const UNKNOWN = text('unknown');
const NEVER = text('never');
const object = (members: TsMember[], expanded: boolean): TsType => ({ kind: 'object', members, expanded });
const literal = (value: string): TsType => text(stringLiteral(value));

function union(members: TsType[]): TsType {
  const flat = members.flatMap((m) => (m.kind === 'union' ? m.members : [m]));
  return flat.length === 1 ? flat[0] : { kind: 'union', members: flat };
}

/** `T | null`, except for `unknown` and `any`, which already include null. */
function nullable(type: TsType, isNullable: boolean): TsType {
  if (!isNullable || (type.kind === 'text' && (type.text === 'unknown' || type.text === 'any'))) return type;
  return union([type, NULL]);
}

const isObjectType = (type: TsType) => type.kind === 'object' || type.kind === 'empty';

function printType(type: TsType): Doc {
  switch (type.kind) {
    case 'text':
      return type.text;
    case 'empty':
      return group(['{', indent([line, '[_ in never]: never']), line, '}'], { break: true });
    case 'object':
      if (type.members.length === 0) return '{}';
      return group(
        ['{', indent([line, join([ifBreak('', ';'), line], type.members.map(printMember))]), line, '}'],
        { break: type.expanded },
      );
    case 'tuple':
      return tuple(type.elements.map(printType));
    case 'array': {
      const element = printType(type.element);
      return type.element.kind === 'union' || type.element.kind === 'intersection' ? ['(', element, ')[]'] : [element, '[]'];
    }
    case 'intersection':
      // Prettier keeps an object and a non-object of an intersection on one line: `{ … } & "…"`.
      return group(join(' & ', type.members.map(printType)));
    case 'union': {
      const members = type.members.map(printType);
      // `{ … } | null` hugs the object rather than putting each member on a line of its own.
      const others = type.members.filter((m) => !isObjectType(m));
      if (others.length === type.members.length - 1 && others.every((m) => m.kind === 'text' && m.text === 'null')) {
        return join(' | ', members);
      }
      return group(
        indent([ifBreak([line, '| ']), join([line, '| '], members.map((m) => align(2, m)))]),
      );
    }
  }
}

function printMember(member: TsMember): Doc {
  return [propertyKey(member.key), member.optional ? '?' : '', ': ', printType(member.type)];
}

/** A property name: bare when it is an identifier, else quoted (Prettier's `quoteProps: "as-needed"`). */
function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : stringLiteral(name);
}

/** A string literal in double quotes, or in single quotes when that needs fewer escapes (as Prettier does). */
export function stringLiteral(value: string): string {
  const json = JSON.stringify(value);
  const doubles = (value.match(/"/g) ?? []).length;
  const singles = (value.match(/'/g) ?? []).length;
  if (doubles <= singles) return json;
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

// ---------------------------------------------------------------------------------------------------------
// Ordering, as the CLI sorts: String.prototype.localeCompare.

const collator = new Intl.Collator('en-US');
const compare = (a: string, b: string) => collator.compare(a, b);
const byName = <T extends { name: string }>(a: T, b: T) => compare(a.name, b.name);

// ---------------------------------------------------------------------------------------------------------
// Postgres types to TypeScript.

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
]);
/** json, jsonb and text: PostgREST calls a function whose single argument is unnamed with one of these. */
const UNNAMED_ARG_TYPE_OIDS = new Set([114, 3802, 25]);
const IN_ARG_MODES = new Set(['in', 'inout', 'variadic']);

class Renderer {
  private readonly model: SchemaModel;
  private readonly schema: string;
  /** The functions PostgREST can call, as the CLI lists them: sorted by name, overloads kept in input order. */
  private readonly functions: FunctionModel[];

  constructor(model: SchemaModel) {
    this.model = model;
    this.schema = model.schema;
    this.functions = model.functions.filter((fn) => this.callable(fn)).sort(byName);
  }

  private ref(section: string, name: string, suffix = ''): TsType {
    return text(`Database[${JSON.stringify(this.schema)}][${JSON.stringify(section)}][${JSON.stringify(name)}]${suffix}`);
  }

  /** A Postgres type name as a TypeScript type. */
  private tsType(pgType: string | null): TsType {
    if (pgType === null) return UNKNOWN;
    if (pgType === 'bool') return text('boolean');
    if (NUMBER_TYPES.has(pgType)) return text('number');
    if (STRING_TYPES.has(pgType)) return text('string');
    if (pgType === 'json' || pgType === 'jsonb') return text('Json');
    if (pgType === 'void') return text('undefined');
    if (pgType === 'record') return text('Record<string, unknown>');
    if (pgType.startsWith('_')) return { kind: 'array', element: this.tsType(pgType.slice(1)) };

    const pick = <T extends { schema: string }>(candidates: T[]) =>
      candidates.find((c) => c.schema === this.schema) ?? candidates[0];
    const enumType = pick(this.model.enums.filter((e) => e.name === pgType && e.values.length > 0));
    if (enumType) {
      return enumType.schema === this.schema ? this.ref('Enums', enumType.name) : union(enumType.values.map(literal));
    }
    const composite = pick(this.model.compositeTypes.filter((c) => c.name === pgType && c.attributes.length > 0));
    if (composite) return composite.schema === this.schema ? this.ref('CompositeTypes', composite.name) : UNKNOWN;
    if (this.model.tables.some((t) => t.name === pgType && !t.foreign)) return this.ref('Tables', pgType, '["Row"]');
    if (this.model.views.some((v) => v.name === pgType && !v.materialized)) return this.ref('Views', pgType, '["Row"]');
    return UNKNOWN;
  }

  private columnType(column: ColumnModel, options: { optional: boolean; nullable: boolean }): TsMember {
    return { key: column.name, optional: options.optional, type: nullable(this.tsType(column.type), options.nullable) };
  }

  private rowMembers(columns: ColumnModel[]): TsMember[] {
    return [...columns].sort(byName).map((c) => this.columnType(c, { optional: false, nullable: c.nullable }));
  }

  // -------------------------------------------------------------------------------------------------------
  // Functions

  private sortedArgs(fn: FunctionModel): FunctionArgModel[] {
    return [...fn.args].sort(byName);
  }

  private inArgs(fn: FunctionModel): FunctionArgModel[] {
    return this.sortedArgs(fn).filter((a) => IN_ARG_MODES.has(a.mode));
  }

  /**
   * Whether PostgREST can call the function: its arguments are all named, or the unnamed ones have defaults
   * and are json, jsonb or text, or its one argument is unnamed json, jsonb, text or a row type.
   */
  private callable(fn: FunctionModel): boolean {
    const inArgs = this.inArgs(fn);
    return (
      inArgs.length === 0 ||
      inArgs.every((a) => a.name !== '') ||
      inArgs.every((a) => a.name !== '' || (a.hasDefault && UNNAMED_ARG_TYPE_OIDS.has(a.typeOid))) ||
      (inArgs.length === 1 && (UNNAMED_ARG_TYPE_OIDS.has(inArgs[0].typeOid) || inArgs[0].rowType !== null))
    );
  }

  /** What the function returns, one row's worth: the columns of `returns table (…)` or of a relation, or a type. */
  private functionResult(fn: FunctionModel): TsType {
    const tableColumns = this.sortedArgs(fn).filter((a) => a.mode === 'table');
    if (tableColumns.length > 0) {
      return object(
        tableColumns.map((a) => ({ key: a.name, type: this.tsType(a.type) })),
        true,
      );
    }
    if (fn.returnsRowOf !== null) {
      const relation = [...this.model.tables, ...this.model.views].find((r) => r.name === fn.returnsRowOf);
      if (relation) return object(this.rowMembers(relation.columns), true);
    }
    return this.tsType(fn.returnType);
  }

  private argsType(inArgs: FunctionArgModel[]): TsType {
    if (inArgs.length === 0) return NEVER;
    return object(
      inArgs.map((a) => ({ key: a.name, optional: a.hasDefault, type: this.tsType(a.type) })),
      false,
    );
  }

  /** PostgREST cannot pick between these overloads: the CLI types the call as an error. */
  private overloadError(fns: FunctionModel[], fn: FunctionModel): string | null {
    if (fns.length <= 1) return null;
    const inArgs = this.inArgs(fn);
    const qualified = `${this.schema}.${fn.name}`;
    const advice = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
    if (inArgs.length === 0) {
      const other = fns.find((o) => {
        const otherArgs = this.inArgs(o);
        return o !== fn && otherArgs.length === 1 && otherArgs[0].name === '' && otherArgs[0].hasDefault;
      });
      if (other) {
        return `Could not choose the best candidate function between: ${qualified}(), ${qualified}( => ${other.returnType ?? 'unknown'}). ${advice}`;
      }
    }
    if (inArgs.length === 1 && inArgs[0].name !== '') {
      const others = fns.filter((o) => {
        const otherArgs = this.inArgs(o);
        return (
          o !== fn &&
          otherArgs.length === 1 &&
          otherArgs[0].name === inArgs[0].name &&
          otherArgs[0].typeOid !== inArgs[0].typeOid
        );
      });
      if (others.length > 0) {
        const list = [fn, ...others]
          .map((f) => ({ f, args: this.inArgs(f) }))
          .sort((a, b) => (a.args[0]?.typeOid ?? 0) - (b.args[0]?.typeOid ?? 0))
          .map(({ args }) => `${qualified}(${args.map((a) => `${a.name} => ${a.type ?? 'unknown'}`).join(', ')})`)
          .join(', ');
        return `Could not choose the best candidate function between: ${list}. ${advice}`;
      }
    }
    return null;
  }

  private signature(fns: FunctionModel[], fn: FunctionModel): TsType {
    const inArgs = this.inArgs(fn);
    let returns = this.functionResult(fn);
    const conflict = this.overloadError(fns, fn);
    if (conflict !== null) {
      returns = { kind: 'intersection', members: [object([{ key: 'error', type: text('true') }], false), literal(conflict)] };
    } else if (inArgs.length === 1 && inArgs[0].name === '' && inArgs[0].rowType !== null && fn.setofTarget === null) {
      const message = `the function ${this.schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`;
      returns = { kind: 'intersection', members: [object([{ key: 'error', type: text('true') }], false), literal(message)] };
    }

    const multipleRows = fn.rows > 1;
    if (fn.returnsSet && multipleRows) returns = { kind: 'array', element: returns };
    const members: TsMember[] = [
      { key: 'Args', type: this.argsType(inArgs) },
      { key: 'Returns', type: returns },
    ];

    let setof: { from: string; to: string; isOneToOne: boolean; isSetofReturn: boolean } | null = null;
    const target = fn.setofTarget;
    if (target !== null) setof = { from: '*', to: target, isOneToOne: !multipleRows, isSetofReturn: fn.returnsSet };
    const source = fn.args.length === 1 ? fn.args[0].rowType : null;
    if (source !== null && target !== null) {
      setof =
        fn.returnsSet && fn.returnsComposite
          ? { from: source, to: target, isOneToOne: !multipleRows, isSetofReturn: true }
          : { from: source, to: target, isOneToOne: true, isSetofReturn: false };
    }
    if (setof) {
      members.push({
        key: 'SetofOptions',
        type: object(
          [
            { key: 'from', type: literal(setof.from) },
            { key: 'to', type: literal(setof.to) },
            { key: 'isOneToOne', type: text(String(setof.isOneToOne)) },
            { key: 'isSetofReturn', type: text(String(setof.isSetofReturn)) },
          ],
          true,
        ),
      });
    }
    return object(members, false);
  }

  /** Functions taking one row of `relation` read as a column of it, e.g. `select('*, full_name')`. */
  private computedColumns(relation: string): TsMember[] {
    return this.functions
      .filter((fn) => fn.argumentTypes === relation)
      .map((fn) => ({ key: fn.name, type: nullable(this.functionResult(fn), true) }));
  }

  // -------------------------------------------------------------------------------------------------------
  // The schema

  private relationshipsMember(relation: string): Doc {
    const items = [...this.model.relationships]
      .filter((r) => r.relation === relation)
      .sort(
        (a, b) =>
          compare(a.foreignKeyName, b.foreignKeyName) ||
          compare(a.referencedRelation, b.referencedRelation) ||
          compare(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
      );
    return ['Relationships: ', tuple(items.map((r) => printType(relationshipType(r))))];
  }

  schemaDoc(): Doc {
    const { model } = this;
    const members: Doc[] = [];

    const tables = [...model.tables].sort(byName).map((table) =>
      objectDoc(table.name, [
        printMember({
          key: 'Row',
          type: object([...this.rowMembers(table.columns), ...this.computedColumns(table.name)], true),
        }),
        printMember({
          key: 'Insert',
          type: object(
            [...table.columns].sort(byName).map((c) =>
              c.identity === 'ALWAYS'
                ? { key: c.name, optional: true, type: NEVER }
                : this.columnType(c, { optional: c.nullable || c.identity !== null || c.hasDefault, nullable: c.nullable }),
            ),
            true,
          ),
        }),
        printMember({
          key: 'Update',
          type: object(
            [...table.columns]
              .sort(byName)
              .map((c) =>
                c.identity === 'ALWAYS'
                  ? { key: c.name, optional: true, type: NEVER }
                  : this.columnType(c, { optional: true, nullable: c.nullable }),
              ),
            true,
          ),
        }),
        this.relationshipsMember(table.name),
      ]),
    );
    members.push(section('Tables', tables));

    const views = [...model.views].sort(byName).map((view) => {
      const writable = (c: ColumnModel): TsMember =>
        c.updatable ? this.columnType(c, { optional: true, nullable: true }) : { key: c.name, optional: true, type: NEVER };
      const parts: Doc[] = [
        printMember({
          key: 'Row',
          type: object([...this.rowMembers(view.columns), ...this.computedColumns(view.name)], true),
        }),
      ];
      if (view.updatable && !view.materialized) {
        parts.push(printMember({ key: 'Insert', type: object([...view.columns].sort(byName).map(writable), true) }));
        parts.push(printMember({ key: 'Update', type: object([...view.columns].sort(byName).map(writable), true) }));
      }
      parts.push(this.relationshipsMember(view.name));
      return objectDoc(view.name, parts);
    });
    members.push(section('Views', views));

    const byFunctionName = new Map<string, FunctionModel[]>();
    for (const fn of this.functions) byFunctionName.set(fn.name, [...(byFunctionName.get(fn.name) ?? []), fn]);
    const functions = [...byFunctionName].map(([name, fns]) => {
      const overloads = [...fns].sort(
        (a, b) => compare(a.argumentTypes, b.argumentTypes) || compare(a.returnTypeText, b.returnTypeText),
      );
      return printMember({ key: name, type: union(overloads.map((fn) => this.signature(overloads, fn))) });
    });
    members.push(section('Functions', functions));

    const enums = this.enums().map((e) => printMember({ key: e.name, type: union(e.values.map(literal)) }));
    members.push(section('Enums', enums));

    const composites = [...model.compositeTypes]
      .filter((c) => c.schema === this.schema && c.attributes.length > 0)
      .sort(byName)
      .map((c) =>
        printMember({
          key: c.name,
          type: object(
            c.attributes.map((a) => ({ key: a.name, type: nullable(this.tsType(a.type), true) })),
            true,
          ),
        }),
      );
    members.push(section('CompositeTypes', composites));

    return objectDoc(this.schema, members);
  }

  /** The schema's enums, sorted: listed in `Enums` and in `Constants`. */
  enums(): EnumModel[] {
    return this.model.enums.filter((e) => e.schema === this.schema && e.values.length > 0).sort(byName);
  }
}

/** `name: {` members, one a line `}`. */
function objectDoc(name: string, members: Doc[]): Doc {
  return [propertyKey(name), ': ', expandedBlock(members)];
}

/** `{` members, one a line `}` (a type literal the CLI writes expanded). */
function expandedBlock(members: Doc[]): Doc {
  if (members.length === 0) return '{}';
  return group(['{', indent([line, join(line, members)]), line, '}'], { break: true });
}

/** A section of a schema: its members, or `[_ in never]: never` when it has none. */
function section(name: string, members: Doc[]): Doc {
  return [name, ': ', members.length === 0 ? printType({ kind: 'empty' }) : expandedBlock(members)];
}

/** A tuple type or array literal: on one line when it fits, else one element a line with a trailing comma. */
function tuple(items: Doc[]): Doc {
  if (items.length === 0) return '[]';
  return group(['[', indent([softline, join([',', line], items)]), ifBreak(','), softline, ']']);
}

function relationshipType(r: RelationshipModel): TsType {
  const names = (columns: string[]): TsType => ({ kind: 'tuple', elements: columns.map(literal) });
  return object(
    [
      { key: 'foreignKeyName', type: literal(r.foreignKeyName) },
      { key: 'columns', type: names(r.columns) },
      { key: 'isOneToOne', type: text(String(r.isOneToOne)) },
      { key: 'referencedRelation', type: literal(r.referencedRelation) },
      { key: 'referencedColumns', type: names(r.referencedColumns) },
    ],
    true,
  );
}

/** An object literal written one property a line, with trailing commas. */
function objectLiteral(properties: Doc[]): Doc {
  if (properties.length === 0) return '{}';
  return group(['{', indent([line, join([',', line], properties)]), ifBreak(','), line, '}'], { break: true });
}

const JSON_TYPE = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]`;

/** The CLI's helper types, for the schema `schema` as the default one. */
function helperTypes(schema: string): string {
  return `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${JSON.stringify(schema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;
}

/** The whole `database.types.ts` module for `model`, ending in a newline. */
export function renderDatabaseTypes(model: SchemaModel): string {
  const renderer = new Renderer(model);
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
      renderer.schemaDoc(),
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
            objectLiteral(
              renderer.enums().map((e) => [propertyKey(e.name), ': ', tuple(e.values.map(stringLiteral))]),
            ),
          ],
        ]),
      ],
    ]),
    ' as const',
  ];
  return [JSON_TYPE, printDoc(database), helperTypes(model.schema), printDoc(constants)].join('\n\n') + '\n';
}
