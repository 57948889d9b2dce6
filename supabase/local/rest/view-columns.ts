/** A node of Postgres's pg_node_tree text: `{TYPE :field value …}`; a field may hold several tokens. */
interface TreeNode {
  type: string;
  fields: Map<string, TreeValue[]>;
}
type TreeValue = TreeNode | TreeValue[] | string;

/** Splits node-tree text into tokens; a backslash escapes the next character (outToken's quoting). */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let current = '';
  const flush = () => {
    if (current) tokens.push(current);
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length) current += text[++i];
    else if (ch === ' ' || ch === '\n' || ch === '\t') flush();
    else if ('(){}'.includes(ch)) {
      flush();
      tokens.push(ch);
    } else current += ch;
  }
  flush();
  return tokens;
}

function parseValue(tokens: string[], pos: { i: number }): TreeValue {
  const token = tokens[pos.i++];
  if (token === '(') {
    const list: TreeValue[] = [];
    while (pos.i < tokens.length && tokens[pos.i] !== ')') list.push(parseValue(tokens, pos));
    pos.i++;
    return list;
  }
  if (token === '{') {
    const node: TreeNode = { type: tokens[pos.i++], fields: new Map() };
    let field: TreeValue[] | undefined;
    while (pos.i < tokens.length && tokens[pos.i] !== '}') {
      const next = tokens[pos.i];
      if (next.startsWith(':')) {
        field = [];
        node.fields.set(next.slice(1), field);
        pos.i++;
      } else {
        const value = parseValue(tokens, pos);
        field?.push(value);
      }
    }
    pos.i++;
    return node;
  }
  return token;
}

function isNode(v: TreeValue | undefined): v is TreeNode {
  return typeof v === 'object' && !Array.isArray(v);
}

/** A view column taken as-is from a column of a table or view: PostgREST's resorigtbl/resorigcol. */
export interface ColumnOrigin {
  /** attnum of the view column. */
  column: number;
  relation: number;
  relationColumn: number;
}

/**
 * The columns of a view that are plain references to a column of another relation, read from the top-level query's
 * target list in pg_rewrite.ev_action, which is how PostgREST infers the keys a view inherits from its sources.
 */
export function viewColumnOrigins(evAction: string): ColumnOrigin[] {
  const root = parseValue(tokenize(evAction), { i: 0 });
  const query = Array.isArray(root) ? root[0] : root;
  if (!isNode(query)) return [];
  const targetList = query.fields.get('targetList')?.[0];
  if (!Array.isArray(targetList)) return [];
  const origins: ColumnOrigin[] = [];
  for (const entry of targetList) {
    if (!isNode(entry) || entry.type !== 'TARGETENTRY') continue;
    const num = (name: string) => Number(entry.fields.get(name)?.[0] ?? 0);
    if (entry.fields.get('resjunk')?.[0] === 'true' || num('resorigtbl') === 0) continue;
    origins.push({ column: num('resno'), relation: num('resorigtbl'), relationColumn: num('resorigcol') });
  }
  return origins;
}
