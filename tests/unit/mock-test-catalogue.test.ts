import { describe, expect, it } from 'vitest';
import {
  bankNote,
  bankStatus,
  filterMockTests,
  formatMarks,
  hasMockTestFilters,
  mockTestFiltersToSearch,
  parseMockTestFilters,
  standingText,
  summariseAttempts,
  type AttemptLike,
  type FilterableMockTest,
} from '@/lib/mock-tests/catalogue';
import { markingWording, sectionOrderWording } from '@/lib/mock-tests/pattern-wording';
import { scoreAttempt, XAT_BLANK_PENALTY_MARKS, XAT_FREE_BLANKS } from '@/lib/mock-tests/scoring';

describe('parseMockTestFilters', () => {
  it('reads exam, kind and difficulty, forgiving case and the spelling of a kind', () => {
    expect(parseMockTestFilters({ exam: 'XAT', kind: 'sectional', difficulty: 'medium' })).toEqual({
      exam: 'xat',
      kind: 'sectional',
      difficulty: 'Medium',
    });
    expect(parseMockTestFilters({ kind: 'full-length' })).toEqual({ kind: 'full_length' });
    expect(parseMockTestFilters({ kind: 'Full_Length' })).toEqual({ kind: 'full_length' });
  });

  it('means no filter for missing, empty or invalid values, one field at a time', () => {
    expect(parseMockTestFilters({})).toEqual({});
    expect(parseMockTestFilters({ exam: '', kind: '', difficulty: '' })).toEqual({});
    expect(parseMockTestFilters({ exam: 'cat; drop', kind: 'mini', difficulty: 'Hard' })).toEqual({});
    expect(parseMockTestFilters({ exam: 'x'.repeat(41), difficulty: 'Easy' })).toEqual({ difficulty: 'Easy' });
    expect(parseMockTestFilters({ exam: ['snap', 'cat'] })).toEqual({ exam: 'snap' });
  });

  it('writes one stable URL per set of filters, and reads it back', () => {
    const filters = { difficulty: 'High', kind: 'full_length', exam: 'cat' } as const;
    const search = mockTestFiltersToSearch(filters);
    expect(search).toBe('?exam=cat&kind=full-length&difficulty=High');
    expect(parseMockTestFilters(Object.fromEntries(new URLSearchParams(search)))).toEqual(filters);
    expect(mockTestFiltersToSearch({})).toBe('');
    expect(hasMockTestFilters({})).toBe(false);
    expect(hasMockTestFilters({ kind: 'sectional' })).toBe(true);
  });
});

describe('filterMockTests', () => {
  const tests: (FilterableMockTest & { slug: string })[] = [
    { slug: 'cat-full', examSlug: 'cat', kind: 'full_length', difficulty: 'High' },
    { slug: 'cat-qa', examSlug: 'cat', kind: 'sectional', difficulty: 'Medium' },
    { slug: 'xat-dm', examSlug: 'xat', kind: 'sectional', difficulty: 'Medium' },
    { slug: 'xat-full', examSlug: 'xat', kind: 'full_length', difficulty: 'Medium' },
    { slug: 'general', examSlug: null, kind: 'full_length', difficulty: 'Easy' },
  ];
  const slugs = (filters: Parameters<typeof filterMockTests>[1]) => filterMockTests(tests, filters).map((t) => t.slug);

  it('keeps the tests that pass every filter, in the given order', () => {
    expect(slugs({})).toEqual(tests.map((t) => t.slug));
    expect(slugs({ exam: 'xat' })).toEqual(['xat-dm', 'xat-full']);
    expect(slugs({ kind: 'sectional' })).toEqual(['cat-qa', 'xat-dm']);
    expect(slugs({ exam: 'cat', kind: 'sectional', difficulty: 'Medium' })).toEqual(['cat-qa']);
    expect(slugs({ exam: 'cat', difficulty: 'Easy' })).toEqual([]);
  });
});

describe('bankStatus', () => {
  const sections = [{ name: 'VARC' }, { name: 'QA' }];

  it('is complete only when every declared question is written in a declared section and no section is empty', () => {
    expect(bankStatus(3, sections, ['VARC', 'VARC', 'QA'])).toEqual({ written: 3, declared: 3, complete: true });
    expect(bankStatus(4, sections, ['VARC', 'VARC', 'QA']).complete).toBe(false);
    expect(bankStatus(3, sections, ['VARC', 'VARC', 'VARC']).complete).toBe(false);
    expect(bankStatus(3, sections, ['VARC', 'QA', 'DILR']).complete).toBe(false);
    expect(bankStatus(0, [], []).complete).toBe(false);
  });

  it('says honestly how much is ready', () => {
    expect(bankNote(bankStatus(95, sections, ['VARC', 'QA', 'QA', 'VARC', 'QA']))).toBe(
      'Questions still being written — 5 of 95 ready.',
    );
  });
});

describe('a member’s standing', () => {
  it('reads as a percentile from the number of attempts', () => {
    expect(standingText({ percentile: 66.67, attempts: 3 })).toBe('Percentile 66.67 · from 3 attempts');
    expect(standingText({ percentile: 100, attempts: 1 })).toBe('Percentile 100 · from 1 attempt');
    expect(formatMarks(42)).toBe('42');
    expect(formatMarks(-1.75)).toBe('−1.75');
  });

  it('keeps the newest submitted score and the attempt in progress per test', () => {
    const attempt = (over: Partial<AttemptLike> & Pick<AttemptLike, 'id' | 'testId'>): AttemptLike => ({
      status: 'submitted',
      submittedAt: null,
      score: 10,
      maxScore: 36,
      standing: null,
      ...over,
    });
    const byTest = summariseAttempts([
      attempt({ id: 'a1', testId: 't1', submittedAt: '2026-11-20T10:00:00Z', score: 9 }),
      attempt({ id: 'a3', testId: 't1', status: 'in_progress', score: null, maxScore: null }),
      attempt({
        id: 'a2',
        testId: 't1',
        submittedAt: '2026-11-22T10:00:00Z',
        score: 21,
        standing: { percentile: 66.67, attempts: 3 },
      }),
      attempt({ id: 'b1', testId: 't2', status: 'in_progress', score: null, maxScore: null }),
    ]);
    expect(byTest.get('t1')).toEqual({
      openAttemptId: 'a3',
      last: { attemptId: 'a2', score: 21, maxScore: 36, standing: { percentile: 66.67, attempts: 3 } },
      submittedCount: 2,
    });
    expect(byTest.get('t2')).toEqual({ openAttemptId: 'b1', last: null, submittedCount: 0 });
    expect(byTest.has('t3')).toBe(false);
  });
});

describe('pattern wording', () => {
  it('names how the sections are timed', () => {
    expect(sectionOrderWording('fixed', 120)).toContain('you cannot go back');
    expect(sectionOrderWording('candidate', 120)).toContain('Pick which section');
    expect(sectionOrderWording('free', 165)).toContain('165 minutes for the whole test');
  });

  it('words CAT’s marking for the question types the test has', () => {
    expect(markingWording('cat', ['mcq', 'tita'])).toEqual([
      '+3 marks for a right answer.',
      '−1 for a wrong multiple-choice answer.',
      'No marks taken off for a wrong type-in-the-answer (TITA) answer.',
      'No marks taken off for a question left unanswered.',
    ]);
    expect(markingWording('cat', ['mcq'])).toEqual([
      '+3 marks for a right answer.',
      '−1 for a wrong answer.',
      'No marks taken off for a question left unanswered.',
    ]);
  });

  it('words NMAT, SNAP and XAT', () => {
    expect(markingWording('nmat', ['mcq'])).toEqual([
      '+3 marks for a right answer.',
      'No marks taken off for a wrong answer.',
      'No marks taken off for a question left unanswered.',
    ]);
    expect(markingWording('snap', [])).toEqual([
      '+1 mark for a right answer.',
      '−0.25 for a wrong answer.',
      'No marks taken off for a question left unanswered.',
    ]);
    expect(markingWording('xat', ['mcq'])[2]).toBe(
      'Unattempted questions cost nothing up to 8 in a row; each one after that costs −0.1.',
    );
  });

  it('states XAT’s blank penalty exactly as the server scores it', () => {
    const questions = Array.from({ length: XAT_FREE_BLANKS + 2 }, (_, i) => ({
      id: `q${i}`,
      section: 'DM',
      type: 'mcq' as const,
      correctAnswer: 'A',
    }));
    const scored = scoreAttempt({ scheme: 'xat', questions, answers: new Map() });
    expect(scored.unattemptedPenalty).toBeCloseTo(2 * XAT_BLANK_PENALTY_MARKS, 10);
    const shorter = scoreAttempt({ scheme: 'xat', questions: questions.slice(0, XAT_FREE_BLANKS), answers: new Map() });
    expect(shorter.unattemptedPenalty).toBe(0);
  });
});
