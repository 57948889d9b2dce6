import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Issue 34: the matcher skipped every path ending in an asset extension, so /admin/leads/export.svg reached the
 * back office without the proxy's guard. It may skip only Next's static chunks, its image optimiser and the files
 * that are really in public/. Decided with Next's own matcher code, on proxy.ts's own config.
 */

const ROOT = join(__dirname, '..', '..');
const PUBLIC = join(ROOT, 'public');

/**
 * proxy.ts's `config`, read as Next reads it: from the source, without running the module (which needs Next's
 * runtime). The matcher's strings come from the syntax tree, so their escapes are exactly what Next sees.
 */
function proxyConfig(): { matcher: string[] } {
  const file = join(ROOT, 'proxy.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const matcher: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'matcher') {
      if (!ts.isArrayLiteralExpression(node.initializer)) throw new Error('config.matcher is not an array literal');
      for (const element of node.initializer.elements) {
        if (!ts.isStringLiteralLike(element)) throw new Error('config.matcher holds something but string literals');
        matcher.push(element.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { matcher };
}

const config = proxyConfig();

function throughProxy(url: string): boolean {
  return unstable_doesMiddlewareMatch({ config, url });
}

/** Every file under public/, as the URL path Next serves it at. */
function publicPaths(dir = PUBLIC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? publicPaths(full) : [`/${relative(PUBLIC, full).split(sep).join('/')}`];
  });
}

/** The alternatives of the matcher's one negative lookahead: what it skips, each a regular expression. */
function skippedAlternatives(): string[] {
  const [matcher] = config.matcher;
  const body = /^\/\(\(\?!(.*)\)\.\*\)$/.exec(matcher)?.[1];
  expect(body, 'the matcher is one negative lookahead: /((?!a|b|c).*)').toBeTruthy();
  return (body ?? '').split('|');
}

describe("proxy.ts's matcher", () => {
  it('skips every file of public/, so none of them pays for a session check', () => {
    const files = publicPaths();
    expect(files.length).toBeGreaterThan(0);
    for (const path of files) expect(throughProxy(path), `${path} is in public/: add it to the matcher`).toBe(false);
  });

  it('names nothing but Next’s own assets and files that are in public/', () => {
    const files = publicPaths().map((path) => path.slice(1));
    for (const alternative of skippedAlternatives()) {
      if (alternative === '_next/static/' || alternative === '_next/image$') continue;
      // Anchored at the end: a skipped file is a whole path, never a suffix of one.
      expect(alternative, 'a public file is skipped by its whole path').toMatch(/\$$/);
      const pattern = new RegExp(`^${alternative}`);
      expect(
        files.some((file) => pattern.test(file)),
        `${alternative} matches no file of public/`,
      ).toBe(true);
    }
    // The sprite's hash-shaped name is the one pattern: no page or route may live where it points.
    expect(existsSync(join(ROOT, 'app', 'icons'))).toBe(false);
  });

  it("skips Next's static chunks and the image optimiser", () => {
    for (const url of [
      '/_next/static/chunks/app/page-1a2b3c.js',
      '/_next/static/css/app.css',
      '/_next/static/media/inter.woff2',
      '/_next/image?url=%2Fcampus.webp&w=640&q=75',
    ]) {
      expect(throughProxy(url), url).toBe(false);
    }
  });

  it('runs on guarded paths whatever their extension', () => {
    for (const url of [
      '/admin/leads/export.svg',
      '/admin/anything.png',
      '/admin/leads.txt',
      '/admin/favicon.ico',
      '/admin/icons/90f46b66d7.svg',
      '/admin/_next/static/x.js',
      '/profile/x.css',
      '/profile/avatar.jpg',
      '/profile.xml',
      '/mock-tests/attempts/1/result.webp',
    ]) {
      expect(throughProxy(url), url).toBe(true);
    }
  });

  it('runs on pages, route handlers and metadata routes, and on look-alikes of skipped paths', () => {
    for (const url of [
      '/',
      '/colleges/iim-ahmedabad',
      '/admin/leads',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/opengraph-image',
      '/no-such-file.png',
      '/images/campus.webp',
      '/favicon.ico/admin',
      '/favicon.icon',
      '/icons/sprite.svg',
      '/icons/90f46b66d7.svg/admin',
      '/_next/staticfoo',
      '/_next/image/admin',
      '/_next/data/build/admin/leads.json',
    ]) {
      expect(throughProxy(url), url).toBe(true);
    }
  });
});
