/**
 * Writes assets/fonts/inter.woff2: Inter cut down to what scripts/font-subsets.ts lists. Run it (`npm run fonts`)
 * after changing the subset; the output is committed because it is an asset of the site, and
 * tests/unit/font-subset.test.ts checks it is exactly what this script makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FONT_AXES, FONT_FEATURES, FONT_FILE, FONT_SOURCE, FONT_TEXT } from './font-subsets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FONT_PATH = path.join(ROOT, 'assets/fonts', FONT_FILE);

export function makeFont(): Promise<Buffer> {
  const source = readFileSync(createRequire(import.meta.url).resolve(FONT_SOURCE));
  return subsetFont(source, FONT_TEXT, {
    targetFormat: 'woff2',
    variationAxes: FONT_AXES,
    keepFeatures: FONT_FEATURES,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeFont();
  writeFileSync(FONT_PATH, font);
  console.log(`${path.relative(ROOT, FONT_PATH)}: ${(font.length / 1024).toFixed(1)} KiB`);
}
