import { badParam } from './errors';

/** One step of a JSON path on a column: `->key`, `->>key`, `->0`. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string | number;
}

/** A column reference as it appears in select, filters and order: a name and an optional JSON path. */
export interface FieldRef {
  name: string;
  jsonPath: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldRef; alias?: string; cast?: string }
  | {
      kind: 'embed';
      target: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      select: SelectItem[];
    };

const NAME_CHAR = /[\p{L}\p{N}_ $]/u;

/** A cursor over a select string, the grammar of PostgREST's Parsers.hs (pFieldSelect, pRelationSelect, …). */
class Cursor {
  pos = 0;
  constructor(readonly text: string) {}

  peek(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }

  done(): boolean {
    return this.pos >= this.text.length;
  }

  fail(expecting: string): never {
    const found = this.done() ? 'end of input' : `"${this.text[this.pos]}"`;
    throw badParam(
      `"failed to parse select parameter (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    );
  }

  /** A bare name (letters, digits, `_`, space, `$`, `-` not starting `->`) or a double-quoted one. */
  name(): string {
    if (this.peek('"')) return this.quoted();
    const start = this.pos;
    while (!this.done()) {
      const ch = this.text[this.pos];
      if (NAME_CHAR.test(ch) || (ch === '-' && this.text[this.pos + 1] !== '>')) this.pos++;
      else break;
    }
    if (this.pos === start) this.fail('field name (* or [a..z0..9_$])');
    return this.text.slice(start, this.pos).trim();
  }

  quoted(): string {
    this.pos++;
    let out = '';
    while (!this.done() && this.text[this.pos] !== '"') {
      if (this.text[this.pos] === '\\' && this.pos + 1 < this.text.length) this.pos++;
      out += this.text[this.pos++];
    }
    if (!this.eat('"')) this.fail('closing quote');
    return out;
  }
}

/** Parses a JSON path suffix (`->a->>b`, `->0`) at the cursor. */
function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = c.eat('->>') ? '->>' : c.eat('->') ? '->' : undefined;
    if (!arrow) return steps;
    const m = /^-?\d+/.exec(c.text.slice(c.pos));
    if (m && !NAME_CHAR.test(c.text[c.pos + m[0].length] ?? '')) {
      c.pos += m[0].length;
      steps.push({ arrow, key: Number(m[0]) });
    } else {
      steps.push({ arrow, key: c.name() });
    }
  }
}

/** Parses a field reference (`col`, `data->a->>b`) as used in filters and order; the whole string must match. */
export function parseFieldRef(text: string): FieldRef {
  const c = new Cursor(text);
  const name = c.name();
  const path = jsonPath(c);
  if (!c.done()) c.fail('"->" or end of input');
  return { name, jsonPath: path };
}

export function outputName(field: FieldRef): string {
  const last = field.jsonPath[field.jsonPath.length - 1];
  return last === undefined ? field.name : String(last.key);
}

function items(c: Cursor, nested: boolean): SelectItem[] {
  const out: SelectItem[] = [];
  if (nested && c.peek(')')) return out;
  if (!nested && c.done()) return out;
  for (;;) {
    out.push(item(c));
    if (!c.eat(',')) return out;
  }
}

function item(c: Cursor): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  const spread = c.eat('...');
  let alias: string | undefined;
  let name = c.name();
  if (c.peek(':') && !c.peek('::')) {
    c.pos++;
    alias = name;
    name = c.name();
  }
  if (spread || c.peek('!') || c.peek('(')) {
    let hint: string | undefined;
    let inner = false;
    while (c.eat('!')) {
      const h = c.name();
      if (h === 'inner') inner = true;
      else if (h !== 'left') hint = h;
    }
    if (!c.eat('(')) c.fail('"("');
    const select = items(c, true);
    if (!c.eat(')')) c.fail('"," or ")"');
    return { kind: 'embed', target: name, alias, hint, inner, spread, select };
  }
  const path = jsonPath(c);
  let cast: string | undefined;
  if (c.eat('::')) {
    const start = c.pos;
    while (!c.done() && /[A-Za-z0-9_ [\]]/.test(c.text[c.pos])) c.pos++;
    cast = c.text.slice(start, c.pos).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/.test(cast)) c.fail('a type name');
  }
  return { kind: 'field', field: { name, jsonPath: path }, alias, cast };
}

/** Parses PostgREST's `select` parameter. Whitespace is already gone outside quotes when supabase-js sends it. */
export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(text.trim());
  const out = items(c, false);
  if (!c.done()) c.fail('"," or end of input');
  return out;
}
