import { describe, expect, it } from 'vitest';
import { PAGES, ROUTE_HANDLERS, SERVER_ACTIONS } from '../support/hostile-inventory';
import { filesUnder, isServerModule, readSource } from '../support/source-files';

// The hostile-input tests cover what tests/support/hostile-inventory.ts lists; this keeps the list equal to the
// tree, so an action, route or page added later fails here until it is listed (and so tested).

const SOURCES = [...filesUnder('app'), ...filesUnder('lib'), ...filesUnder('components')];

/** Every value a module exports (types are erased and are no action). */
function exportedValues(source: string): string[] {
  const names = [...source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z0-9_$]+)/gm)].map(
    (m) => m[1],
  );
  for (const block of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of block[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  if (/^export\s+default\b/m.test(source)) names.push('default');
  return names.sort();
}

describe('hostile-input inventory', () => {
  it("lists every 'use server' module and each of its exports", () => {
    const inTree: Record<string, string[]> = {};
    for (const file of SOURCES) {
      const source = readSource(file);
      if (isServerModule(source)) inTree[file] = exportedValues(source);
    }
    const listed = Object.fromEntries(
      Object.entries(SERVER_ACTIONS).map(([file, exports]) => [file, Object.keys(exports).sort()]),
    );
    expect(listed).toEqual(inTree);
  });

  it('names, for each server action, a hostile-input test file that drives its action', () => {
    for (const [file, exports] of Object.entries(SERVER_ACTIONS)) {
      for (const [name, { action, test }] of Object.entries(exports)) {
        expect(test, `${file} ${name}`).toMatch(/^tests\/integration\/hostile-[a-z-]+\.test\.ts$/);
        expect(readSource(test), `${test} must drive ${action} (${file} ${name})`).toContain(`'${action}'`);
      }
    }
  });

  it('lists every route handler and route-like file convention', () => {
    const routes = SOURCES.filter((file) =>
      /^app\/(.*\/)?(route|sitemap|robots|opengraph-image|twitter-image|icon|apple-icon|manifest)\.tsx?$/.test(file),
    );
    expect(Object.keys(ROUTE_HANDLERS).sort()).toEqual(routes);
  });

  it('lists every page, at the URL its folders give it', () => {
    const pages = SOURCES.filter((file) => /^app\/(.*\/)?page\.tsx?$/.test(file));
    expect(Object.keys(PAGES).sort()).toEqual(pages);
    for (const [file, { path: url, sample }] of Object.entries({ ...PAGES, ...ROUTE_HANDLERS })) {
      if (!/(page|route)\.tsx?$/.test(file)) continue;
      const fromTree = `/${file.replace(/^app\//, '').replace(/(^|\/)(page|route)\.tsx?$/, '')}`
        .replace(/\/\([^)]+\)/g, '')
        .replace(/\/$/, '');
      expect(url, file).toBe(fromTree || '/');
      expect(sample === undefined, `${file}: a dynamic route needs a sample value, a static one none`).toBe(!url.includes('['));
    }
  });
});
