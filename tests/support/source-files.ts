import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, for tests that read the project's own source. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every .ts and .tsx file below `dir` (relative to the root), as root-relative paths with '/', sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's text, by its root-relative path. */
export const readSource = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
