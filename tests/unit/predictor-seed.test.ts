import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineFromRow, rowFromLine } from '@/lib/data/predictor-rows';
import { cutoffLineSchema } from '@/lib/predictor/cutoff-line';
import { PREDICTOR_SOURCES, SEED_PREDICTOR_LINES } from '@/supabase/seeds/predictor/lines';
import { predictorSeedSql } from '@/supabase/seeds/predictor/sql';

const seed = readFileSync(path.join(process.cwd(), 'supabase/seed.sql'), 'utf8');
const seededSlugs = new Set(
  [...seed.matchAll(/^insert into public\.colleges \([^)]*\)\s*values \(\s*'([a-z0-9-]+)'/gm)].map((m) => m[1]),
);

describe('seed predictor lines', () => {
  it('are valid lines, each for a college the seed creates', () => {
    expect(seededSlugs.size).toBeGreaterThan(30);
    for (const { college, line } of SEED_PREDICTOR_LINES) {
      expect(seededSlugs.has(college), college).toBe(true);
      expect(cutoffLineSchema.safeParse(line).success, `${college} ${line.value}`).toBe(true);
    }
  });

  it('cite only the sources the research notes list, each with a label', () => {
    const known = new Set<string>(Object.values(PREDICTOR_SOURCES).map((s) => s.url));
    for (const { line } of SEED_PREDICTOR_LINES) expect(known.has(line.source.url), line.source.url).toBe(true);
  });

  it('hold the published figures exactly: IIM Ahmedabad by category, XLRI by gender, IIM Jammu’s relaxation, NMIMS as a score', () => {
    const of = (slug: string) =>
      SEED_PREDICTOR_LINES.filter((l) => l.college === slug).map((l) => cutoffLineSchema.parse(l.line));
    const iima = of('iim-ahmedabad').filter((l) => l.cycleYear !== 2024);
    expect(iima.map((l) => [l.categories, l.value, l.sectionalMinimums[0]?.value])).toEqual([
      [['General', 'EWS'], 95, 85],
      [['NC-OBC'], 90, 80],
      [['SC'], 85, 75],
      [['ST'], 75, 65],
      [['General'], 99.5, undefined],
    ]);
    expect(of('xlri-jamshedpur').map((l) => [l.exam, l.gender, l.programme, l.value])).toEqual([
      ['XAT', 'man', 'BM', 94],
      ['XAT', 'woman', 'BM', 88],
    ]);
    expect(of('iim-jammu')[0].relaxations).toEqual([{ gender: 'woman', points: 2 }]);
    expect(of('nmims-mumbai')[0]).toMatchObject({ exam: 'NMAT', measure: 'score', value: 209 });
    // Colleges the notes give no figure for have no line.
    for (const slug of ['fms-delhi', 'iim-udaipur', 'iim-rohtak', 'spjimr-mumbai', 'mdi-gurgaon', 'iift-delhi'])
      expect(of(slug)).toEqual([]);
  });

  it('map to rows and back unchanged', () => {
    for (const { line } of SEED_PREDICTOR_LINES) {
      const parsed = cutoffLineSchema.parse(line);
      const back = lineFromRow(rowFromLine(line));
      expect(back.success && back.data).toEqual(parsed);
    }
  });

  it('refuses a row the line schema refuses, and reads numeric strings', () => {
    const row = rowFromLine(SEED_PREDICTOR_LINES[0].line);
    expect(lineFromRow({ ...row, value: 120 }).success).toBe(false);
    expect(lineFromRow({ ...row, kind: 'rumour' }).success).toBe(false);
    const fromText = lineFromRow({ ...row, value: '95' as unknown as number });
    expect(fromText.success && fromText.data.value).toBe(95);
  });
});

describe('seed.sql', () => {
  it('holds the predictor lines exactly as supabase/seeds/predictor generates them (run npm run seed:predictor)', () => {
    expect(seed).toContain(predictorSeedSql(SEED_PREDICTOR_LINES));
  });
});
