import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_MOCK_TESTS } from '@/supabase/seeds/mock-tests';
import { mockTestSeedSql } from '@/supabase/seeds/mock-tests/sql';
import { isSeedSet } from '@/supabase/seeds/mock-tests/types';
import { seedMockTestProblems, seedQuestions } from '@/supabase/seeds/mock-tests/validate';

describe('seed mock tests', () => {
  it.each(SEED_MOCK_TESTS.map((t) => [t.slug, t] as const))('%s is complete and consistent', (_slug, test) => {
    expect(seedMockTestProblems(test)).toEqual([]);
  });

  it('has one full-length CAT test of the 2025 pattern and a sectional test for every exam', () => {
    const cat = SEED_MOCK_TESTS.find((t) => t.exam === 'cat' && t.kind === 'full_length');
    expect(cat).toBeDefined();
    if (!cat) return;
    expect(cat.sections.map((s) => [s.name, s.minutes])).toEqual([
      ['VARC', 40],
      ['DILR', 40],
      ['QA', 40],
    ]);
    const perSection = cat.sections.map((s) => s.items.flatMap((i) => (isSeedSet(i) ? i.questions : [i])).length);
    expect(perSection).toEqual([24, 22, 22]);
    const tita = seedQuestions(cat).filter((q) => q.type === 'tita').length;
    expect(tita).toBeGreaterThanOrEqual(16);
    expect(tita).toBeLessThanOrEqual(22);
    expect(cat.sections[0]?.items.filter((i) => isSeedSet(i) && i.kind === 'passage').length).toBeGreaterThanOrEqual(4);
    expect(cat.sections[1]?.items.every((i) => isSeedSet(i) && i.kind === 'set')).toBe(true);
    const sectional = new Set(SEED_MOCK_TESTS.filter((t) => t.kind === 'sectional').map((t) => t.exam));
    expect([...sectional].sort()).toEqual(['cat', 'mat', 'nmat', 'snap', 'xat']);
  });

  it('never repeats a slug or a question', () => {
    expect(new Set(SEED_MOCK_TESTS.map((t) => t.slug)).size).toBe(SEED_MOCK_TESTS.length);
    const texts = SEED_MOCK_TESTS.flatMap(seedQuestions).map((q) => q.text.trim());
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('seed.sql', () => {
  it('holds the mock tests exactly as supabase/seeds/mock-tests generates them (run npm run seed:mock-tests)', () => {
    const seed = readFileSync(path.join(process.cwd(), 'supabase/seed.sql'), 'utf8');
    expect(seed).toContain(mockTestSeedSql(SEED_MOCK_TESTS));
  });
});
