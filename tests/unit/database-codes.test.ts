import { describe, expect, it } from 'vitest';
import { filesNamedUnder, readSource } from '../support/source-files';

// ARCHITECTURE: what a database code means is decided once, in lib/data/errors.ts (DATABASE_RULES), and every
// data module words its situation with toDataError's ErrorWording. A local translator that matches on the code
// itself (`error.code === '42501'`) would decide again, and differently: before issue 36, 42501 meant four
// things in four files. So no other source file names a SQLSTATE or a PostgREST code, nor reads an error's code
// with errorText; a failure that is an answer (a vote counted already) asks failedAs for its DataError code.
// The one other reader of a code is lib/errors/data-error.ts's isUnreachable, which asks only whether a failure
// carries any code at all (a failed fetch has none), and names none.

const SOURCES = ['app', 'components', 'lib'].flatMap((dir) => filesNamedUnder(dir, /\.(ts|tsx|mts|cts|js|mjs|cjs)$/));
const TRANSLATOR = 'lib/data/errors.ts';
const UNREACHABLE = 'lib/errors/data-error.ts';

/** A quoted SQLSTATE (two-character class: digits, or P0, XX, HV, F0 for PL/pgSQL, internal, FDW, config) or PGRST code. */
const DATABASE_CODE = /(['"`])((?:[0-9]{2}|P0|XX|HV|F0)[0-9A-Z]{3}|PGRST[0-9]{3})\1/g;
const CODE_READ = /errorText\([^)]*'code'\)/g;

function offences(file: string): string[] {
  const source = readSource(file);
  const reads = file === UNREACHABLE ? [] : [...source.matchAll(CODE_READ)];
  return [...source.matchAll(DATABASE_CODE), ...reads].map((m) => {
    const line = source.slice(0, m.index).split('\n').length;
    return `${file}:${line} ${m[0]}`;
  });
}

describe('database codes', () => {
  it('the pattern finds the codes local translators matched on, and not other quoted words', () => {
    const found = (text: string) => [...text.matchAll(DATABASE_CODE)].map((m) => m[2]);
    expect(found(`if (code === '42501' || error.code === "23505" || c === \`P0001\`) x = 'PGRST103';`)).toEqual([
      '42501',
      '23505',
      'P0001',
      'PGRST103',
    ]);
    expect(found(`'22P02' 'P0429' '42P17' 'XX000'`)).toEqual(['22P02', 'P0429', '42P17', 'XX000']);
    expect(found(`'FETCH' 'ADMIN' '10' '2026-11-24' 'email_exists' '54321abc'`)).toEqual([]);
  });

  it('are named only by lib/data/errors.ts, which does name them', () => {
    expect(SOURCES).toContain(TRANSLATOR);
    expect(offences(TRANSLATOR).length).toBeGreaterThan(0);
    expect(readSource(UNREACHABLE)).toMatch(CODE_READ);
    const elsewhere = SOURCES.filter((file) => file !== TRANSLATOR).flatMap(offences);
    expect(elsewhere, 'match on the DataError code (toDataError, failedAs), and word it with an ErrorWording').toEqual([]);
  });
});
