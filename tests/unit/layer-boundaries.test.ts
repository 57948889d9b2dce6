import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesNamedUnder, isServerModule, readSource, ROOT } from '../support/source-files';

// ARCHITECTURE: the layers, in their written order (README, Project layout). app/ is the top: routes, pages and
// layouts, which nothing else imports. components/ and lib/ sit below it; scripts/ and supabase/ are tools
// beside them. Server actions are lib's too: each 'use server' module binds a factory from lib/<feature>/ to
// Next and lives beside it, named *.actions.ts (one suffix, one meaning: a 'use server' module of Next server
// actions), so a component imports its actions from lib and never from a route's folder.

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const BELOW_APP = ['components', 'lib', 'scripts', 'supabase'].flatMap((dir) => filesNamedUnder(dir, CODE));
const LIB = filesNamedUnder('lib', CODE);

/** Every module a file names: static imports and re-exports, side-effect imports, import(), require(), vi.mock(). */
function specifiers(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bvi\.mock\(\s*)(['"])([^'"\n]+)\1/g);
  return [...found].map((m) => m[2]);
}

/** Whether a specifier, as written in `file`, reaches into app/ (by the '@/' alias or by a relative path). */
function reachesApp(file: string, specifier: string): boolean {
  if (specifier === '@/app' || specifier.startsWith('@/app/')) return true;
  if (!specifier.startsWith('.')) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return target === 'app' || target.startsWith('app/');
}

/** Whether a specifier, as written in `file`, reaches into components/. */
function reachesComponents(file: string, specifier: string): boolean {
  if (specifier.startsWith('@/components/')) return true;
  if (!specifier.startsWith('.')) return false;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).startsWith('components/');
}

const isActionsFile = (file: string) => file.endsWith('.actions.ts');

describe('the layers', () => {
  it('nothing outside app/ imports from app/', () => {
    const offending = BELOW_APP.flatMap((file) =>
      specifiers(readSource(file))
        .filter((specifier) => reachesApp(file, specifier))
        .map((specifier) => `${file} imports '${specifier}'`),
    );
    expect(BELOW_APP.length).toBeGreaterThan(0);
    expect(offending, 'a file outside app/ imports from app/').toEqual([]);
  });

  it('lib/ imports nothing from components/: actions hand data to components, never the other way round', () => {
    const offending = LIB.flatMap((file) =>
      specifiers(readSource(file))
        .filter((specifier) => reachesComponents(file, specifier))
        .map((specifier) => `${file} imports '${specifier}'`),
    );
    expect(offending, 'a lib/ module imports from components/').toEqual([]);
  });

  it("every 'use server' module under lib/ is named *.actions.ts, and every *.actions.ts is one", () => {
    const misnamed = LIB.filter((file) => isServerModule(readSource(file)) && !isActionsFile(file)).map(
      (file) => `${file} starts with 'use server' but is not named *.actions.ts`,
    );
    const notServer = LIB.filter((file) => isActionsFile(file) && !isServerModule(readSource(file))).map(
      (file) => `${file} is named *.actions.ts but does not start with 'use server'`,
    );
    expect(LIB.filter(isActionsFile).length).toBeGreaterThan(0);
    expect([...misnamed, ...notServer], "lib/'s server-action modules and their names").toEqual([]);
  });

  it('an action factory is *.handlers.ts beside its binding: no lib/ module is named actions.ts or *-actions.ts', () => {
    const ambiguous = LIB.filter((file) => /(^|\/|-)actions\.tsx?$/.test(file) && !isActionsFile(file)).map(
      (file) => `${file}: name the factory <feature>.handlers.ts, beside its <feature>.actions.ts binding`,
    );
    expect(LIB.filter((file) => file.endsWith('.handlers.ts')).length).toBeGreaterThan(20);
    expect(ambiguous, 'a factory named like a binding').toEqual([]);
  });

  it('no actions.ts remains under app/, nor any other module-level server-action file', () => {
    const app = filesNamedUnder('app', CODE);
    const leftOver = app
      .filter((file) => /(^|\/)actions\.[a-z]+$/.test(file) || isServerModule(readSource(file)))
      .map((file) => `${file}: server actions belong beside their factory, in lib/<feature>/<name>.actions.ts`);
    expect(leftOver, 'a server-action module under app/').toEqual([]);
  });
});

describe('one noun per feature', () => {
  // A feature's noun is its lib/ folder's name, and its components use the same one (the back office's too):
  // lib/faq, components/admin/faq — never faq in one layer and faqs in another. Only URLs keep the spec's words
  // (/admin/faqs, /admin/blogs). Folders of shared pieces belong to no feature.
  const SHARED = ['ui', 'site', 'icons', 'shell', 'charts', 'dashboard'];
  const folders = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'admin' && !SHARED.includes(entry.name))
      .map((entry) => entry.name);

  it('every feature folder of components/ and components/admin/ is named as its lib/ folder', () => {
    const features = new Set(folders('lib'));
    const unnamed = [
      ...folders('components').map((f) => `components/${f}`),
      ...folders('components/admin').map((f) => `components/admin/${f}`),
    ]
      .filter((folder) => !features.has(path.posix.basename(folder)))
      .map((folder) => `${folder} has no lib/${path.posix.basename(folder)}: name it with the feature's noun`);
    expect(features.size).toBeGreaterThan(20);
    expect(unnamed).toEqual([]);
  });
});
