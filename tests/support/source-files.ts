import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, for tests that read the project's own source. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Every file below `dir` (relative to the root) whose name `names` matches, as root-relative paths with '/',
 * sorted. Installed packages (node_modules) are not the project's source.
 */
export function filesNamedUnder(dir: string, names: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && names.test(entry.name) && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every .ts and .tsx file below `dir` (relative to the root), as root-relative paths with '/', sorted. */
export const filesUnder = (dir: string) => filesNamedUnder(dir, /\.(ts|tsx)$/);

/** A file's text, by its root-relative path. */
export const readSource = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** A module is a server-action module when its first statement (after comments) is the 'use server' directive. */
export function isServerModule(source: string): boolean {
  const code = source.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^['"]use server['"]/.test(code);
}
