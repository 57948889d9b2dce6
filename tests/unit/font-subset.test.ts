import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_TEXT } from '@/scripts/font-subsets';
import { FONT_PATH, makeFont } from '@/scripts/subset-fonts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(name) ? [full] : [];
  });
}

describe('the Inter subset', () => {
  it('is exactly what scripts/subset-fonts.ts makes from the declared characters', async () => {
    expect(Buffer.compare(readFileSync(FONT_PATH), await makeFont()), 'run `npm run fonts` and commit the result').toBe(0);
  });

  it('keeps the first-load font budget of 50 KiB', () => {
    expect(statSync(FONT_PATH).size).toBeLessThanOrEqual(50 * 1024);
  });

  it('holds every non-ASCII character the pages print from code', () => {
    const declared = new Set(FONT_TEXT);
    const missing = new Map<string, string>();
    for (const file of ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      if (file.endsWith('database.types.ts')) continue;
      for (const char of readFileSync(file, 'utf8').match(/[^\x00-\x7f]/gu) ?? []) {
        if (!declared.has(char)) missing.set(char, path.relative(ROOT, file));
      }
    }
    expect(Object.fromEntries(missing), 'add them to scripts/font-subsets.ts and run `npm run fonts`').toEqual({});
  });
});
