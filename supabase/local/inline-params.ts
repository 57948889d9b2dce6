/**
 * Replaces the $1, $2 … placeholders of a statement by its parameters as SQL string literals, so the statement
 * can travel in one simple-protocol message together with the statements around it. A parameter sent apart has
 * type `unknown` until Postgres infers it from its place, and so has a quoted literal: the statement means the
 * same. Placeholders are only recognised outside string literals, quoted identifiers and comments.
 */
export function inlineParams(sql: string, params: readonly (string | null)[]): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1];
    let end: number;
    if (c === "'" || c === '"') end = closingQuote(sql, i, c);
    else if (c === '-' && next === '-') end = lineEnd(sql, i);
    else if (c === '/' && next === '*') end = blockCommentEnd(sql, i);
    else if (c === '$' && next !== undefined && /[0-9]/.test(next)) {
      const m = /^\$(\d+)/.exec(sql.slice(i)) as RegExpExecArray;
      const index = Number(m[1]) - 1;
      if (index < 0 || index >= params.length) throw new Error(`no parameter for $${m[1]}`);
      out += literal(params[index]);
      i += m[0].length;
      continue;
    } else if (c === '$') end = dollarQuoteEnd(sql, i);
    else end = i + 1;
    out += sql.slice(i, end);
    i = end;
  }
  return out;
}

export function literal(value: string | null): string {
  if (value === null) return 'NULL';
  // standard_conforming_strings is on, so only quotes need doubling; NUL cannot be sent in either form.
  if (value.includes('\0')) throw new Error('NUL character in a parameter');
  return `'${value.replace(/'/g, "''")}'`;
}

/** Index after the closing quote; a doubled quote is part of the text. */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

function lineEnd(sql: string, start: number): number {
  const i = sql.indexOf('\n', start);
  return i < 0 ? sql.length : i + 1;
}

function blockCommentEnd(sql: string, start: number): number {
  const i = sql.indexOf('*/', start + 2);
  return i < 0 ? sql.length : i + 2;
}

/** `$tag$ … $tag$` (or `$$ … $$`): the whole quoted body; a lone `$` is just itself. */
function dollarQuoteEnd(sql: string, start: number): number {
  const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(start));
  if (!m) return start + 1;
  const close = sql.indexOf(m[0], start + m[0].length);
  return close < 0 ? sql.length : close + m[0].length;
}
