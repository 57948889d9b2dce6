/**
 * Reads the one thing the type generator needs from a view's stored query (`pg_rewrite.ev_action`, a
 * `pg_node_tree` in Postgres' node-to-text format): for each output column, the table column it is taken
 * from unchanged, if any. That is how PostgREST (and the CLI after it) carries foreign keys over to views.
 *
 * The format: `{NODETYPE :field value :field value …}` for a node, `(…)` for a list, `<>` for null, and bare
 * tokens otherwise, with a backslash escaping a special character inside a token.
 */

type Value = string | NodeTree | Value[];
interface NodeTree {
  type: string;
  fields: Map<string, Value[]>;
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '(' || c === ')' || c === '{' || c === '}') {
      tokens.push(c);
      i++;
    } else {
      let token = '';
      while (i < text.length && !' \n\t\r(){}'.includes(text[i])) {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        token += text[i++];
      }
      tokens.push(token);
    }
  }
  return tokens;
}

function parse(text: string): Value {
  const tokens = tokenize(text);
  let at = 0;
  const value = (): Value => {
    const token = tokens[at++];
    if (token === '(') {
      const items: Value[] = [];
      while (at < tokens.length && tokens[at] !== ')') items.push(value());
      at++;
      return items;
    }
    if (token === '{') {
      const node: NodeTree = { type: tokens[at++], fields: new Map() };
      while (at < tokens.length && tokens[at] !== '}') {
        const name = tokens[at++];
        const values: Value[] = [];
        while (at < tokens.length && tokens[at] !== '}' && !tokens[at].startsWith(':')) values.push(value());
        node.fields.set(name.slice(1), values);
      }
      at++;
      return node;
    }
    return token ?? '';
  };
  return value();
}

export interface ViewColumnOrigin {
  /** The view's column number (attnum). */
  resno: number;
  /** The table (or view) the column is taken from, 0 when it is computed. */
  resorigtbl: number;
  resorigcol: number;
}

const isNode = (v: Value | undefined): v is NodeTree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The output columns of a view's top-level query and where each comes from. */
export function viewColumnOrigins(evAction: string): ViewColumnOrigin[] {
  const tree = parse(evAction);
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (!isNode(query)) return [];
  const targetList = query.fields.get('targetList')?.[0];
  if (!Array.isArray(targetList)) return [];
  const number = (node: NodeTree, field: string) => Number(node.fields.get(field)?.[0] ?? 0);
  return targetList.filter(isNode).map((entry) => ({
    resno: number(entry, 'resno'),
    resorigtbl: number(entry, 'resorigtbl'),
    resorigcol: number(entry, 'resorigcol'),
  }));
}
