/**
 * The schema's functions as the CLI types them: which ones PostgREST can call, their `Args` and `Returns`, the
 * `SetofOptions` of those returning rows, overloads PostgREST cannot choose between typed as errors, and
 * functions taking a row read as computed columns of that row's relation.
 */
import type { Doc } from '../doc';
import type { FunctionArgModel, FunctionModel, SchemaModel } from '../model';
import { byName, compare } from './order';
import type { PostgresTypes } from './postgres-types';
import { literal, NEVER, nullable, object, printMember, text, union, type TsMember, type TsType } from './ts-syntax';

/** json, jsonb and text: PostgREST calls a function whose single argument is unnamed with one of these. */
const UNNAMED_ARG_TYPE_OIDS = new Set([114, 3802, 25]);
const IN_ARG_MODES = new Set(['in', 'inout', 'variadic']);

const sortedArgs = (fn: FunctionModel): FunctionArgModel[] => [...fn.args].sort(byName);

const inArgs = (fn: FunctionModel): FunctionArgModel[] => sortedArgs(fn).filter((a) => IN_ARG_MODES.has(a.mode));

/**
 * Whether PostgREST can call the function: its arguments are all named, or the unnamed ones have defaults
 * and are json, jsonb or text, or its one argument is unnamed json, jsonb, text or a row type.
 */
function callable(fn: FunctionModel): boolean {
  const args = inArgs(fn);
  return (
    args.length === 0 ||
    args.every((a) => a.name !== '') ||
    args.every((a) => a.name !== '' || (a.hasDefault && UNNAMED_ARG_TYPE_OIDS.has(a.typeOid))) ||
    (args.length === 1 && (UNNAMED_ARG_TYPE_OIDS.has(args[0].typeOid) || args[0].rowType !== null))
  );
}

/** PostgREST cannot pick between these overloads: the CLI types the call as an error. */
function overloadError(schema: string, fns: FunctionModel[], fn: FunctionModel): string | null {
  if (fns.length <= 1) return null;
  const args = inArgs(fn);
  const qualified = `${schema}.${fn.name}`;
  const advice = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
  if (args.length === 0) {
    const other = fns.find((o) => {
      const otherArgs = inArgs(o);
      return o !== fn && otherArgs.length === 1 && otherArgs[0].name === '' && otherArgs[0].hasDefault;
    });
    if (other) {
      return `Could not choose the best candidate function between: ${qualified}(), ${qualified}( => ${other.returnType ?? 'unknown'}). ${advice}`;
    }
  }
  if (args.length === 1 && args[0].name !== '') {
    const others = fns.filter((o) => {
      const otherArgs = inArgs(o);
      return o !== fn && otherArgs.length === 1 && otherArgs[0].name === args[0].name && otherArgs[0].typeOid !== args[0].typeOid;
    });
    if (others.length > 0) {
      const list = [fn, ...others]
        .map((f) => ({ f, args: inArgs(f) }))
        .sort((a, b) => (a.args[0]?.typeOid ?? 0) - (b.args[0]?.typeOid ?? 0))
        .map(({ args }) => `${qualified}(${args.map((a) => `${a.name} => ${a.type ?? 'unknown'}`).join(', ')})`)
        .join(', ');
      return `Could not choose the best candidate function between: ${list}. ${advice}`;
    }
  }
  return null;
}

const errorResult = (message: string): TsType => ({
  kind: 'intersection',
  members: [object([{ key: 'error', type: text('true') }], false), literal(message)],
});

export class FunctionTypes {
  private readonly model: SchemaModel;
  private readonly types: PostgresTypes;
  /** The functions PostgREST can call, as the CLI lists them: sorted by name, overloads kept in input order. */
  private readonly callable: FunctionModel[];

  constructor(model: SchemaModel, types: PostgresTypes) {
    this.model = model;
    this.types = types;
    this.callable = model.functions.filter(callable).sort(byName);
  }

  /** What the function returns, one row's worth: the columns of `returns table (…)` or of a relation, or a type. */
  private result(fn: FunctionModel): TsType {
    const tableColumns = sortedArgs(fn).filter((a) => a.mode === 'table');
    if (tableColumns.length > 0) {
      return object(
        tableColumns.map((a) => ({ key: a.name, type: this.types.tsType(a.type) })),
        true,
      );
    }
    if (fn.returnsRowOf !== null) {
      const relation = [...this.model.tables, ...this.model.views].find((r) => r.name === fn.returnsRowOf);
      if (relation) return object(this.types.rowMembers(relation.columns), true);
    }
    return this.types.tsType(fn.returnType);
  }

  private args(args: FunctionArgModel[]): TsType {
    if (args.length === 0) return NEVER;
    return object(
      args.map((a) => ({ key: a.name, optional: a.hasDefault, type: this.types.tsType(a.type) })),
      false,
    );
  }

  private signature(fns: FunctionModel[], fn: FunctionModel): TsType {
    const { schema } = this.model;
    const args = inArgs(fn);
    let returns = this.result(fn);
    const conflict = overloadError(schema, fns, fn);
    if (conflict !== null) {
      returns = errorResult(conflict);
    } else if (args.length === 1 && args[0].name === '' && args[0].rowType !== null && fn.setofTarget === null) {
      returns = errorResult(
        `the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`,
      );
    }

    const multipleRows = fn.rows > 1;
    if (fn.returnsSet && multipleRows) returns = { kind: 'array', element: returns };
    const members: TsMember[] = [
      { key: 'Args', type: this.args(args) },
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
  computedColumns(relation: string): TsMember[] {
    return this.callable
      .filter((fn) => fn.argumentTypes === relation)
      .map((fn) => ({ key: fn.name, type: nullable(this.result(fn), true) }));
  }

  /** The members of the `Functions` section: one per name, its overloads as a union. */
  members(): Doc[] {
    const byFunctionName = new Map<string, FunctionModel[]>();
    for (const fn of this.callable) byFunctionName.set(fn.name, [...(byFunctionName.get(fn.name) ?? []), fn]);
    return [...byFunctionName].map(([name, fns]) => {
      const overloads = [...fns].sort(
        (a, b) => compare(a.argumentTypes, b.argumentTypes) || compare(a.returnTypeText, b.returnTypeText),
      );
      return printMember({ key: name, type: union(overloads.map((fn) => this.signature(overloads, fn))) });
    });
  }
}
