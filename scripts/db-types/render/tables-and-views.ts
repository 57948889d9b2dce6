/**
 * The `Tables` and `Views` sections: each relation's `Row` (with its computed columns), the `Insert` and
 * `Update` shapes where it can be written, and its `Relationships`.
 */
import type { Doc } from '../doc';
import type { ColumnModel, RelationshipModel, SchemaModel } from '../model';
import type { FunctionTypes } from './functions';
import { byName, compare } from './order';
import type { PostgresTypes } from './postgres-types';
import { literal, NEVER, object, objectDoc, printMember, printType, text, tuple, type TsMember, type TsType } from './ts-syntax';

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

export class TableAndViewTypes {
  private readonly model: SchemaModel;
  private readonly types: PostgresTypes;
  private readonly functions: FunctionTypes;

  constructor(model: SchemaModel, types: PostgresTypes, functions: FunctionTypes) {
    this.model = model;
    this.types = types;
    this.functions = functions;
  }

  private row(relation: { name: string; columns: ColumnModel[] }): Doc {
    return printMember({
      key: 'Row',
      type: object([...this.types.rowMembers(relation.columns), ...this.functions.computedColumns(relation.name)], true),
    });
  }

  private relationships(relation: string): Doc {
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

  /** The members of the `Tables` section. */
  tables(): Doc[] {
    return [...this.model.tables].sort(byName).map((table) =>
      objectDoc(table.name, [
        this.row(table),
        printMember({
          key: 'Insert',
          type: object(
            [...table.columns]
              .sort(byName)
              .map((c) =>
                c.identity === 'ALWAYS'
                  ? { key: c.name, optional: true, type: NEVER }
                  : this.types.column(c, { optional: c.nullable || c.identity !== null || c.hasDefault, nullable: c.nullable }),
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
                  : this.types.column(c, { optional: true, nullable: c.nullable }),
              ),
            true,
          ),
        }),
        this.relationships(table.name),
      ]),
    );
  }

  /** The members of the `Views` section: `Insert` and `Update` only for a view PostgREST can write through. */
  views(): Doc[] {
    return [...this.model.views].sort(byName).map((view) => {
      const writable = (c: ColumnModel): TsMember =>
        c.updatable ? this.types.column(c, { optional: true, nullable: true }) : { key: c.name, optional: true, type: NEVER };
      const parts: Doc[] = [this.row(view)];
      if (view.updatable && !view.materialized) {
        parts.push(printMember({ key: 'Insert', type: object([...view.columns].sort(byName).map(writable), true) }));
        parts.push(printMember({ key: 'Update', type: object([...view.columns].sort(byName).map(writable), true) }));
      }
      parts.push(this.relationships(view.name));
      return objectDoc(view.name, parts);
    });
  }
}
