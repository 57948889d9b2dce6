import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, readSource, ROOT } from '../support/source-files';

// ARCHITECTURE (README, "Layers"): lib/ is built in one order, each layer importing only those below it:
//
//   foundation (env, database.types, errors, time, routing, net, security, cache, log, validation, format, html)
//     ← supabase (the clients and the caller's session)
//     ← data (every query, DataError's database translation)
//     ← domain rules (pure modules of lib/<feature>)
//     ← actions (lib/actions, each feature's handlers and *.actions.ts bindings) ← components ← app.
//
// Domain rules may name data's row types (`import type`, gone once compiled); what lib/data runs of a feature
// folder must itself run nothing of lib/data, lib/supabase or lib/actions, so no cycle passes through a feature.

const FOUNDATION = [
  'env',
  'database.types',
  'errors',
  'time',
  'routing',
  'net',
  'security',
  'cache',
  'log',
  'validation',
  'format',
  'html',
];

interface Import {
  specifier: string;
  /** The lib/ file it names, root-relative, or null for a package or a file outside lib/. */
  target: string | null;
  typeOnly: boolean;
}

function resolveLib(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
      : null;
  if (base === null || !base.startsWith('lib/')) return null;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(path.join(ROOT, file))) ?? null;
}

/** A file's static imports and re-exports, and whether each brings in types only. */
function importsOf(file: string): Import[] {
  const statements = readSource(file).matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*(['"])([^'"\n]+)\3/gms);
  return [...statements].map((m) => {
    const names = m[2].match(/\{([^}]*)\}/)?.[1];
    const everyNameIsType = names !== undefined && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()));
    return { specifier: m[4], target: resolveLib(file, m[4]), typeOnly: m[1] !== undefined || everyNameIsType };
  });
}

/** The top folder (or file, without extension) of lib/ a lib file belongs to: 'data', 'supabase', 'leads', 'env'. */
const areaOf = (file: string) => file.split('/')[1].replace(/\.tsx?$/, '');
const isFoundation = (file: string) => FOUNDATION.includes(areaOf(file));
const isActionLayer = (file: string) => areaOf(file) === 'actions' || /\.actions\.ts$/.test(file);
const reachesDown = (file: string) =>
  importsOf(file).some((i) => !i.typeOnly && i.target && ['data', 'supabase', 'actions'].includes(areaOf(i.target)));

const LIB = filesUnder('lib');
const inArea = (...areas: string[]) => LIB.filter((file) => areas.includes(areaOf(file)));

function offending(files: string[], allowed: (target: string, imported: Import) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((i) => i.target !== null && !allowed(i.target, i))
      .map((i) => `${file} imports '${i.specifier}'`),
  );
}

describe('the order of lib/', () => {
  it('finds the layers it checks', () => {
    expect(inArea(...FOUNDATION).length).toBeGreaterThan(10);
    expect(inArea('supabase').length).toBeGreaterThan(5);
    expect(inArea('data').length).toBeGreaterThan(50);
  });

  it('the foundation imports nothing but the foundation', () => {
    expect(offending(inArea(...FOUNDATION), (target) => isFoundation(target))).toEqual([]);
  });

  it('lib/supabase imports only itself and the foundation: no data, no feature, no session rules', () => {
    expect(offending(inArea('supabase'), (target) => areaOf(target) === 'supabase' || isFoundation(target))).toEqual([]);
  });

  it('lib/data never imports an action, and what it runs of a feature runs nothing of data, supabase or actions', () => {
    const violations = offending(inArea('data'), (target, imported) => {
      if (isActionLayer(target)) return false;
      if (['data', 'supabase'].includes(areaOf(target)) || isFoundation(target)) return true;
      return imported.typeOnly || !reachesDown(target);
    });
    expect(violations).toEqual([]);
  });
});
