/**
 * Reads the lists of allowed values out of a CHECK constraint as `pg_get_constraintdef` prints it, so the
 * generated types can carry the lists the database enforces instead of the app writing them out again.
 *
 * `col in ('a', 'b')` comes back as `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))`; on a varchar column as
 * `CHECK (((col)::text = ANY ((ARRAY['a'::character varying, …])::text[])))`; with one value as
 * `CHECK ((col = 'a'::text))`. Also read: `col is null or col in (…)`, an array column's `col <@ array[…]`
 * (every element one of the list), and such a condition as one operand of a top-level AND, since the column's
 * values must then be in the list whatever the other operands say. Anything else — an OR with some other
 * condition, a list that is not all string literals, a function's result — says nothing about a list.
 */

/** The values a column may take, as a constraint lists them. */
export interface AllowedValues {
  column: string;
  values: string[];
}

const IDENTIFIER = String.raw`(?:[A-Za-z_][A-Za-z0-9_$]*|"(?:[^"]|"")+")`;
const TYPE = String.raw`[a-z][a-z0-9_ ]*(?:\(\d+\))?(?:\[\])?`;
/** A column, bare or cast as Postgres prints a varchar column compared with text: `(col)::text`. */
const COLUMN = String.raw`(${IDENTIFIER}|\(${IDENTIFIER}\)::${TYPE})`;
const STRING = /^'((?:[^']|'')*)'::(?:text|character varying|varchar|character|bpchar|name)(?:\(\d+\))?$/;
const ANY_ARRAY = new RegExp(String.raw`^${COLUMN} = ANY \((.*)\)$`, 's');
const CONTAINED_IN = new RegExp(String.raw`^${COLUMN} <@ (.*)$`, 's');
const EQUALS = new RegExp(String.raw`^${COLUMN} = ('.*)$`, 's');
const IS_NULL = new RegExp(String.raw`^${COLUMN} IS NULL$`);

/** The lists of allowed values a CHECK constraint's definition states, one per column it restricts. */
export function allowedValues(definition: string): AllowedValues[] {
  const body = checkBody(definition);
  return body === null ? [] : listsOf(body);
}

/** The expression of `CHECK (<expression>)`, ignoring what follows it (` NOT VALID`, ` NO INHERIT`). */
function checkBody(definition: string): string | null {
  if (!definition.startsWith('CHECK (')) return null;
  const end = closing(definition, 'CHECK '.length);
  return end < 0 ? null : definition.slice('CHECK ('.length, end);
}

function listsOf(expression: string): AllowedValues[] {
  const expr = withoutOuterParens(expression);
  const operands = splitTopLevel(expr, ' AND ');
  if (operands.length > 1) return operands.flatMap(listsOf);
  const alternatives = splitTopLevel(expr, ' OR ');
  if (alternatives.length === 2) {
    const [a, b] = alternatives.map(withoutOuterParens);
    const nullColumn = (s: string) => IS_NULL.exec(s)?.[1];
    const [test, list] = nullColumn(a) ? [a, b] : [b, a];
    const column = nullColumn(test);
    const lists = listsOf(list);
    return column && lists.length === 1 && lists[0].column === columnName(column) ? lists : [];
  }
  if (alternatives.length > 1) return [];
  const match = ANY_ARRAY.exec(expr) ?? CONTAINED_IN.exec(expr);
  if (match) {
    const values = arrayValues(match[2]);
    return values ? [{ column: columnName(match[1]), values }] : [];
  }
  const equals = EQUALS.exec(expr);
  const value = equals && stringValue(equals[2]);
  return equals && value !== null ? [{ column: columnName(equals[1]), values: [value] }] : [];
}

/** The string values of `ARRAY['a'::text, …]`, optionally parenthesised and cast; null if any is not a string. */
function arrayValues(array: string): string[] | null {
  const parenthesised = array.startsWith('(');
  const prefix = parenthesised ? '(ARRAY[' : 'ARRAY[';
  if (!array.startsWith(prefix)) return null;
  const close = closing(array, prefix.length - 1);
  const after = array.slice(close + 1);
  if (close < 0 || !(parenthesised ? /^\)(?:::.+)?$/s : /^(?:::.+)?$/s).test(after)) return null;
  const values = splitTopLevel(array.slice(prefix.length, close), ', ').map(stringValue);
  return values.every((v): v is string => v !== null) ? values : null;
}

function stringValue(literal: string): string | null {
  const match = STRING.exec(literal);
  return match ? match[1].replaceAll("''", "'") : null;
}

/** `col`, `"Odd col"` or `(col)::text` as the column's name. */
function columnName(column: string): string {
  const name = column.startsWith('(') ? column.slice(1, column.indexOf(')::')) : column;
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name;
}

/** `expr` without parentheses that enclose all of it. */
function withoutOuterParens(expr: string): string {
  let current = expr.trim();
  while (current.startsWith('(') && closing(current, 0) === current.length - 1) {
    current = current.slice(1, -1).trim();
  }
  return current;
}

/**
 * Walks `text` from `start`, calling `visit` at each character outside string literals and quoted
 * identifiers with the bracket depth there; stops when `visit` returns true, and returns that index (or -1).
 */
function scan(text: string, start: number, visit: (i: number, depth: number) => boolean): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      // A doubled quote inside the literal or identifier is part of it.
      let j = i + 1;
      while (j < text.length && !(text[j] === c && text[j + 1] !== c)) j += text[j] === c ? 2 : 1;
      i = j;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    if (visit(i, depth)) return i;
    if (c === ')' || c === ']') depth--;
  }
  return -1;
}

/** The index of the parenthesis or bracket that closes the one at `open`, or -1. */
function closing(text: string, open: number): number {
  return scan(text, open, (i, depth) => depth === 1 && (text[i] === ')' || text[i] === ']'));
}

/** `text` split at each `separator` outside parentheses, brackets, string literals and quoted identifiers. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  scan(text, 0, (i, depth) => {
    if (depth === 0 && i >= from && text.startsWith(separator, i)) {
      parts.push(text.slice(from, i));
      from = i + separator.length;
    }
    return false;
  });
  parts.push(text.slice(from));
  return parts;
}
