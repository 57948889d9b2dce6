import { badParam } from './errors';
import {
  OPERATORS,
  parseFilter,
  parseLogic,
  parseNonNegative,
  parseOrder,
  splitTopLevel,
  unquote,
  type Condition,
  type OrderTerm,
} from './parse-filters';
import { parseFieldRef } from './parse-select';

/** Filters, order and range for one node of the read tree: the root table or an embedded resource. */
export interface NodeParams {
  conditions: Condition[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select?: string;
  columns?: string[];
  onConflict?: string[];
  /** By embed path joined with '.'; '' is the root. */
  nodes: Map<string, NodeParams>;
  /** RPC arguments given as query parameters (GET and HEAD on /rpc/fn). */
  args: Map<string, string>;
}

const ROOT_ONLY = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

const FTS_OPERATORS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const FILTER_OPERATORS = new Set<string>(OPERATORS);

/** QueryParams.hasOperator/hasFtsOperator: whether a value reads as a filter rather than a function argument. */
function hasOperator(value: string): boolean {
  const parts = value.split('.');
  if (parts[0] === 'not' && parts.length > 1) return true;
  if (FILTER_OPERATORS.has(parts[0])) return true;
  const paren = value.split('(');
  return paren.length > 1 && FTS_OPERATORS.has(paren[0]);
}

function quotedList(text: string): string[] {
  return splitTopLevel(text)
    .map((c) => unquote(c.trim()))
    .filter((c) => c !== '');
}

/**
 * Sorts the query string into PostgREST's parts. With `rpcArgs` (GET and HEAD on /rpc/fn), a parameter that is not
 * reserved, has no embed path and whose value has no operator is an argument of the function, as in PostgREST.
 */
export function parseQuery(params: URLSearchParams, rpcArgs = false): ParsedQuery {
  const out: ParsedQuery = { nodes: new Map(), args: new Map() };
  const node = (path: string[]): NodeParams => {
    const key = path.join('.');
    let n = out.nodes.get(key);
    if (!n) {
      n = { conditions: [] };
      out.nodes.set(key, n);
    }
    return n;
  };
  for (const [key, value] of params) {
    if (key === 'apikey') continue;
    if (ROOT_ONLY.has(key)) {
      if (key === 'select') out.select = value;
      else if (key === 'columns') out.columns = quotedList(value);
      else out.onConflict = quotedList(value);
      continue;
    }
    const parts = key.split('.');
    const last = parts[parts.length - 1];
    if (rpcArgs && parts.length === 1 && !RESERVED_EMBEDDABLE.has(key) && !hasOperator(value)) {
      out.args.set(key, value);
      continue;
    }
    if (last === 'or' || last === 'and') {
      const negate = parts[parts.length - 2] === 'not';
      const path = parts.slice(0, negate ? -2 : -1);
      node(path).conditions.push(parseLogic(last, negate, value));
    } else if (last === 'order') {
      node(parts.slice(0, -1)).order = parseOrder(value);
    } else if (last === 'limit' || last === 'offset') {
      node(parts.slice(0, -1))[last] = parseNonNegative(value, last);
    } else {
      if (last === '') throw badParam(`"failed to parse filter (${key})" (line 1, column 1)`, 'empty column name');
      node(parts.slice(0, -1)).conditions.push(parseFilter(parseFieldRef(last), value, false));
    }
  }
  return out;
}
