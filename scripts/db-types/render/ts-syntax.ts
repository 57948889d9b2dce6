/**
 * A small TypeScript type syntax tree, and the layout of the generated module's blocks, printed the way
 * Prettier prints each construct: double quotes, no semicolons, lines broken at 80 columns.
 */
import { align, group, ifBreak, indent, join, line, softline, type Doc } from '../doc';

export type TsType =
  /** A keyword, type reference, indexed access or literal: never broken. */
  | { kind: 'text'; text: string }
  | { kind: 'union'; members: TsType[] }
  | { kind: 'intersection'; members: TsType[] }
  | { kind: 'array'; element: TsType }
  | { kind: 'tuple'; elements: TsType[] }
  /** `expanded`: one member per line even when it would fit on one (as written in the CLI's template). */
  | { kind: 'object'; members: TsMember[]; expanded: boolean }
  | { kind: 'empty' };

export interface TsMember {
  key: string;
  optional?: boolean;
  type: TsType;
}

export const text = (value: string): TsType => ({ kind: 'text', text: value });
export const UNKNOWN = text('unknown');
export const NEVER = text('never');
export const object = (members: TsMember[], expanded: boolean): TsType => ({ kind: 'object', members, expanded });
export const literal = (value: string): TsType => text(stringLiteral(value));

export function union(members: TsType[]): TsType {
  const flat = members.flatMap((m) => (m.kind === 'union' ? m.members : [m]));
  return flat.length === 1 ? flat[0] : { kind: 'union', members: flat };
}

/** `T | null`, except for `unknown` and `any`, which already include null. */
export function nullable(type: TsType, isNullable: boolean): TsType {
  if (!isNullable || (type.kind === 'text' && (type.text === 'unknown' || type.text === 'any'))) return type;
  return union([type, text('null')]);
}

const isObjectType = (type: TsType) => type.kind === 'object' || type.kind === 'empty';

export function printType(type: TsType): Doc {
  switch (type.kind) {
    case 'text':
      return type.text;
    case 'empty':
      return group(['{', indent([line, '[_ in never]: never']), line, '}'], { break: true });
    case 'object':
      if (type.members.length === 0) return '{}';
      return group(['{', indent([line, join([ifBreak('', ';'), line], type.members.map(printMember))]), line, '}'], {
        break: type.expanded,
      });
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
        indent([
          ifBreak([line, '| ']),
          join(
            [line, '| '],
            members.map((m) => align(2, m)),
          ),
        ]),
      );
    }
  }
}

export function printMember(member: TsMember): Doc {
  return [propertyKey(member.key), member.optional ? '?' : '', ': ', printType(member.type)];
}

/** A property name: bare when it is an identifier, else quoted (Prettier's `quoteProps: "as-needed"`). */
export function propertyKey(name: string): string {
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

/** `name: {` members, one a line `}`. */
export function objectDoc(name: string, members: Doc[]): Doc {
  return [propertyKey(name), ': ', expandedBlock(members)];
}

/** `{` members, one a line `}` (a type literal the CLI writes expanded). */
export function expandedBlock(members: Doc[]): Doc {
  if (members.length === 0) return '{}';
  return group(['{', indent([line, join(line, members)]), line, '}'], { break: true });
}

/** A section of a schema: its members, or `[_ in never]: never` when it has none. */
export function section(name: string, members: Doc[]): Doc {
  return [name, ': ', members.length === 0 ? printType({ kind: 'empty' }) : expandedBlock(members)];
}

/** A tuple type or array literal: on one line when it fits, else one element a line with a trailing comma. */
export function tuple(items: Doc[]): Doc {
  if (items.length === 0) return '[]';
  return group(['[', indent([softline, join([',', line], items)]), ifBreak(','), softline, ']']);
}

/** An object literal written one property a line, with trailing commas. */
export function objectLiteral(properties: Doc[]): Doc {
  if (properties.length === 0) return '{}';
  return group(['{', indent([line, join([',', line], properties)]), ifBreak(','), line, '}'], { break: true });
}
