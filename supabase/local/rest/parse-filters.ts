import { badParam } from './errors';
import { parseFieldRef, type FieldRef } from './parse-select';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

const FTS_OPS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  op: Operator;
  /** `eq(any).{a,b}`: compare against any / all elements of a list. */
  quantifier?: 'any' | 'all';
  /** Text-search configuration of `fts(english).word`. */
  language?: string;
  /** A list for `in` and quantified operators, else the raw value. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  field: FieldRef;
  desc: boolean;
  nulls?: 'first' | 'last';
  /** `author(name)`: order by a column of a to-one embedded resource. */
  relation?: string;
}

/** Splits at `sep` where not inside double quotes, parentheses or braces. */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') depth--;
    else if (ch === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `"a\"b"` → `a"b`; anything not wholly quoted is returned unchanged. */
export function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  return text.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** `(1,"a,b",c)` → ['1', 'a,b', 'c']; also accepts `{…}` for quantified operators. */
export function parseList(text: string, context: string): string[] {
  const open = text[0];
  const close = open === '(' ? ')' : open === '{' ? '}' : '';
  if (!close || !text.endsWith(close)) throw parseError(context, 'expecting "("');
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

function parseError(what: string, details: string) {
  return badParam(`"failed to parse ${what}" (line 1, column 1)`, details);
}

/** The right-hand side of a filter: `[not.]op[(modifier)].value`. */
export function parseFilter(field: FieldRef, text: string, inLogic: boolean): Filter {
  const context = `filter (${text})`;
  const m = /^(not\.)?([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(text);
  if (!m || !(OPERATORS as readonly string[]).includes(m[2])) {
    throw parseError(context, `unexpected "${text.split('.')[0]}" expecting "not" or operator (${OPERATORS.join(', ')})`);
  }
  const op = m[2] as Operator;
  const modifier = m[3];
  const raw = m[4];
  const filter: Filter = { kind: 'filter', field, negate: Boolean(m[1]), op, value: raw };
  if (modifier !== undefined) {
    if (FTS_OPS.has(op)) filter.language = modifier;
    else if ((modifier === 'any' || modifier === 'all') && QUANTIFIABLE.has(op)) filter.quantifier = modifier;
    else throw parseError(context, `unexpected modifier "${modifier}"`);
  }
  if (op === 'in' || filter.quantifier) filter.value = parseList(raw, context);
  else if (op === 'is') {
    const v = raw.toLowerCase();
    if (!IS_VALUES.has(v))
      throw parseError(context, `unexpected "${raw}" expecting null or trilean value (unknown, true, false)`);
    filter.value = v;
  } else if (inLogic) filter.value = unquote(raw);
  return filter;
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` under the key `or`, `and`, `not.or` or `not.and`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Logic {
  const context = `logic tree (${text})`;
  if (!text.startsWith('(') || !text.endsWith(')')) throw parseError(context, 'expecting "("');
  const children = splitTopLevel(text.slice(1, -1)).map((part): Condition => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(context, `unexpected "${item}" expecting field name and operator`);
    return parseFilter(parseFieldRef(item.slice(0, dot)), item.slice(dot + 1), true);
  });
  return { kind: 'logic', op, negate, children };
}

/** `created_at.desc.nullslast,name,author(name).asc` → order terms. */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const related = /^([^().]+)\(([^()]+)\)((?:\.[a-z]+)*)$/.exec(term.trim());
    const parts = related ? ['', ...related[3].split('.').slice(1)] : term.trim().split('.');
    const out: OrderTerm = { field: parseFieldRef(related ? related[2] : parts[0]), desc: false };
    if (related) out.relation = related[1];
    for (const mod of parts.slice(1)) {
      if (mod === 'asc') out.desc = false;
      else if (mod === 'desc') out.desc = true;
      else if (mod === 'nullsfirst') out.nulls = 'first';
      else if (mod === 'nullslast') out.nulls = 'last';
      else throw parseError(`order (${text})`, `unexpected "${mod}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return out;
  });
}

export function parseNonNegative(text: string, what: 'limit' | 'offset'): number {
  if (!/^\d+$/.test(text)) throw parseError(`${what} parameter (${text})`, `unexpected "${text}" expecting digit`);
  return Number(text);
}
