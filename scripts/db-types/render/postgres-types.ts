/** Postgres types as TypeScript types, mapped as the CLI maps them. */
import type { ColumnModel, SchemaModel } from '../model';
import { byName } from './order';
import { literal, nullable, text, union, UNKNOWN, type TsMember, type TsType } from './ts-syntax';

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

/**
 * Maps type names against the model, since an enum, composite type or row type of the schema is written as a
 * reference into `Database` while one of another schema is spelled out or left `unknown`.
 */
export class PostgresTypes {
  private readonly model: SchemaModel;
  private readonly schema: string;

  constructor(model: SchemaModel) {
    this.model = model;
    this.schema = model.schema;
  }

  private ref(section: string, name: string, suffix = ''): TsType {
    return text(`Database[${JSON.stringify(this.schema)}][${JSON.stringify(section)}][${JSON.stringify(name)}]${suffix}`);
  }

  /** A Postgres type name as a TypeScript type. */
  tsType(pgType: string | null): TsType {
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

  column(column: ColumnModel, options: { optional: boolean; nullable: boolean }): TsMember {
    return { key: column.name, optional: options.optional, type: nullable(this.tsType(column.type), options.nullable) };
  }

  /** A relation's columns as the members of its `Row` type. */
  rowMembers(columns: ColumnModel[]): TsMember[] {
    return [...columns].sort(byName).map((c) => this.column(c, { optional: false, nullable: c.nullable }));
  }
}
