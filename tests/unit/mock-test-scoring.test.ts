import { describe, expect, it } from 'vitest';
import {
  answersMatch,
  marksFor,
  scoreAttempt,
  type QuestionType,
  type ScoringQuestion,
  type ScoringScheme,
} from '@/lib/mock-tests/scoring';

// Papers are built with every key 'A' (or '42' for TITA), so 'A' is right, 'B' wrong and a missing id blank.
function paper(sections: Array<[name: string, count: number, type?: QuestionType]>): ScoringQuestion[] {
  let n = 0;
  return sections.flatMap(([section, count, type = 'mcq']) =>
    Array.from({ length: count }, () => {
      n += 1;
      return { id: `q${n}`, section, type, correctAnswer: type === 'tita' ? '42' : 'A' };
    }),
  );
}

/** Answers for questions by number: 'A' or 'B' for mcq, any text for TITA. */
function answers(given: Record<number, string>): Map<string, string> {
  return new Map(Object.entries(given).map(([n, answer]) => [`q${n}`, answer]));
}

/** Every question answered right except those listed (blank) and those answered wrong. */
function allAnswered(count: number, { blank = [], wrong = [] }: { blank?: number[]; wrong?: number[] }): Map<string, string> {
  const given: Record<number, string> = {};
  for (let n = 1; n <= count; n += 1) {
    if (!blank.includes(n)) given[n] = wrong.includes(n) ? 'B' : 'A';
  }
  return answers(given);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('marksFor', () => {
  it.each<[ScoringScheme, QuestionType, number, number]>([
    ['cat', 'mcq', 3, 1],
    ['cat', 'tita', 3, 0],
    ['xat', 'mcq', 1, 0.25],
    ['nmat', 'mcq', 3, 0],
    ['snap', 'mcq', 1, 0.25],
    ['mat', 'mcq', 1, 0.25],
  ])('%s %s: +%d right, %d off when wrong', (scheme, type, correct, wrong) => {
    expect(marksFor(scheme, type)).toEqual({ correct, wrong });
  });
});

describe('answersMatch', () => {
  it('matches mcq keys trimmed and in either case', () => {
    expect(answersMatch('mcq', ' b ', 'B')).toBe(true);
    expect(answersMatch('mcq', 'C', 'B')).toBe(false);
    expect(answersMatch('mcq', '', 'B')).toBe(false);
    expect(answersMatch('mcq', '   ', 'B')).toBe(false);
  });

  it('compares TITA numbers by value', () => {
    expect(answersMatch('tita', '042', '42')).toBe(true);
    expect(answersMatch('tita', ' 42 ', '42')).toBe(true);
    expect(answersMatch('tita', '2.50', '2.5')).toBe(true);
    expect(answersMatch('tita', '2.5', '2.50')).toBe(true);
    expect(answersMatch('tita', '42.0', '42')).toBe(true);
    expect(answersMatch('tita', '-3', '-3')).toBe(true);
    expect(answersMatch('tita', '-03.00', '-3')).toBe(true);
    expect(answersMatch('tita', '0.000', '0')).toBe(true);
    expect(answersMatch('tita', '-0', '0')).toBe(true);
    expect(answersMatch('tita', '3', '-3')).toBe(false);
    expect(answersMatch('tita', '2.05', '2.5')).toBe(false);
    expect(answersMatch('tita', '420', '42')).toBe(false);
  });

  it('compares exactly, not through floating point', () => {
    expect(answersMatch('tita', '0.30000000000000004', '0.3')).toBe(false);
    expect(answersMatch('tita', '12345678901234567891', '12345678901234567890')).toBe(false);
  });

  it('does not read commas, spaces or other marks inside digits as numbers', () => {
    expect(answersMatch('tita', '1,000', '1000')).toBe(false);
    expect(answersMatch('tita', '1 000', '1000')).toBe(false);
    expect(answersMatch('tita', '+42', '42')).toBe(false);
    expect(answersMatch('tita', '42.', '42')).toBe(false);
    expect(answersMatch('tita', '4e1', '40')).toBe(false);
    expect(answersMatch('tita', '', '0')).toBe(false);
    expect(answersMatch('tita', ' ', '0')).toBe(false);
  });

  it('falls back to text when the TITA key is not a number', () => {
    expect(answersMatch('tita', ' bdac ', 'BDAC')).toBe(true);
    expect(answersMatch('tita', '1,000', '1,000')).toBe(true);
    expect(answersMatch('tita', 'BADC', 'BDAC')).toBe(false);
  });
});

describe('scoreAttempt', () => {
  it('scores CAT: +3 right, −1 wrong mcq, 0 wrong TITA, 0 blank', () => {
    const questions = paper([
      ['VARC', 3],
      ['QA', 3, 'tita'],
    ]);
    const result = scoreAttempt({ scheme: 'cat', questions, answers: answers({ 1: 'A', 2: 'B', 4: '42', 5: '41' }) });
    expect(result.questions).toEqual([
      { id: 'q1', outcome: 'correct', marks: 3 },
      { id: 'q2', outcome: 'incorrect', marks: -1 },
      { id: 'q3', outcome: 'unattempted', marks: 0 },
      { id: 'q4', outcome: 'correct', marks: 3 },
      { id: 'q5', outcome: 'incorrect', marks: 0 },
      { id: 'q6', outcome: 'unattempted', marks: 0 },
    ]);
    expect(result).toMatchObject({ score: 5, maxScore: 18, correct: 2, incorrect: 2, unattempted: 2, unattemptedPenalty: 0 });
  });

  it.each<[ScoringScheme, number, number]>([
    // right + wrong + blank
    ['xat', 0.75, 3],
    ['nmat', 3, 9],
    ['snap', 0.75, 3],
    ['mat', 0.75, 3],
  ])('scores %s: one right, one wrong, one blank makes %d of %d', (scheme, score, maxScore) => {
    const result = scoreAttempt({ scheme, questions: paper([['S', 3]]), answers: answers({ 1: 'a', 2: 'B' }) });
    expect(result).toMatchObject({ score, maxScore, correct: 1, incorrect: 1, unattempted: 1, unattemptedPenalty: 0 });
    expect(result.questions.map((q) => q.marks)).toEqual(scheme === 'nmat' ? [3, 0, 0] : [1, -0.25, 0]);
  });

  it('counts a blank or whitespace answer as unattempted', () => {
    const result = scoreAttempt({ scheme: 'cat', questions: paper([['QA', 2, 'tita']]), answers: answers({ 1: '', 2: '  ' }) });
    expect(result).toMatchObject({ score: 0, correct: 0, incorrect: 0, unattempted: 2 });
  });

  it('keeps quarter marks exact: seven wrong XAT answers are −1.75', () => {
    const result = scoreAttempt({
      scheme: 'xat',
      questions: paper([['QADI', 7]]),
      answers: allAnswered(7, { wrong: range(1, 7) }),
    });
    expect(result.score).toBe(-1.75);
    expect(result.sections[0]?.score).toBe(-1.75);
  });

  it('adds tenths without drift', () => {
    // 1 right (+1), 3 wrong (−0.75), 11 blank in a row: 3 × −0.10. 0.1 + 0.1 + 0.1 in floating point is 0.30000000000000004.
    const result = scoreAttempt({
      scheme: 'xat',
      questions: paper([['VALR', 15]]),
      answers: answers({ 1: 'A', 2: 'B', 3: 'B', 4: 'B' }),
    });
    expect(result.unattemptedPenalty).toBe(0.3);
    expect(result.score).toBe(-0.05);
  });

  it('totals each section in paper order of first appearance', () => {
    const questions = paper([
      ['DILR', 2],
      ['VARC', 2],
      ['QA', 2, 'tita'],
    ]);
    const result = scoreAttempt({ scheme: 'cat', questions, answers: answers({ 1: 'A', 2: 'B', 3: 'B', 5: '42.0' }) });
    expect(result.sections).toEqual([
      { name: 'DILR', score: 2, maxScore: 6, correct: 1, incorrect: 1, unattempted: 0 },
      { name: 'VARC', score: -1, maxScore: 6, correct: 0, incorrect: 1, unattempted: 1 },
      { name: 'QA', score: 3, maxScore: 6, correct: 1, incorrect: 0, unattempted: 1 },
    ]);
    expect(result).toMatchObject({ score: 4, maxScore: 18, correct: 2, incorrect: 2, unattempted: 2 });
  });

  it('scores an empty paper as zeros', () => {
    expect(scoreAttempt({ scheme: 'cat', questions: [], answers: new Map() })).toEqual({
      score: 0,
      maxScore: 0,
      correct: 0,
      incorrect: 0,
      unattempted: 0,
      unattemptedPenalty: 0,
      sections: [],
      questions: [],
    });
  });
});

describe('XAT penalty for runs of unattempted questions', () => {
  const xat = (count: number, blank: number[], sections?: Array<[string, number]>) =>
    scoreAttempt({ scheme: 'xat', questions: paper(sections ?? [['DM', count]]), answers: allAnswered(count, { blank }) });

  it('costs nothing for a run of 8', () => {
    const result = xat(12, range(3, 10));
    expect(result.unattemptedPenalty).toBe(0);
    expect(result.score).toBe(4);
  });

  it('costs 0.10 for the 9th blank in a row, on that question', () => {
    const result = xat(12, range(3, 11));
    expect(result.unattemptedPenalty).toBe(0.1);
    expect(result.score).toBe(2.9);
    expect(result.questions[10]).toEqual({ id: 'q11', outcome: 'unattempted', marks: -0.1 });
    expect(result.questions.filter((q) => q.marks < 0)).toHaveLength(1);
  });

  it('costs 0.20 for a run of 10', () => {
    const result = xat(12, range(3, 12));
    expect(result.unattemptedPenalty).toBe(0.2);
    expect(result.score).toBe(1.8);
    expect(result.questions.slice(10).map((q) => q.marks)).toEqual([-0.1, -0.1]);
  });

  it('counts a run from the first question', () => {
    expect(xat(10, range(1, 9)).unattemptedPenalty).toBe(0.1);
  });

  it('starts again after an answered question: two runs of 8 cost nothing', () => {
    const result = xat(17, [...range(1, 8), ...range(10, 17)]);
    expect(result.unattemptedPenalty).toBe(0);
    expect(result.score).toBe(1);
  });

  it('starts again after a wrong answer too: only attempting counts', () => {
    const result = scoreAttempt({
      scheme: 'xat',
      questions: paper([['DM', 17]]),
      answers: answers({ 9: 'B' }),
    });
    expect(result.unattemptedPenalty).toBe(0);
    expect(result.score).toBe(-0.25);
  });

  it('follows a run across a section boundary and charges each section its own blanks', () => {
    // VALR q1–q6 with q1 answered, DM q7–q12 with q12 answered: blanks q2–q11 are one run of 10.
    const result = xat(12, range(2, 11), [
      ['VALR', 6],
      ['DM', 6],
    ]);
    expect(result.unattemptedPenalty).toBe(0.2);
    expect(result.score).toBe(1.8);
    expect(result.sections).toEqual([
      { name: 'VALR', score: 1, maxScore: 6, correct: 1, incorrect: 0, unattempted: 5 },
      { name: 'DM', score: 0.8, maxScore: 6, correct: 1, incorrect: 0, unattempted: 5 },
    ]);
  });

  it('charges the penalty to the section of the penalised question', () => {
    // q1–q9 blank, q9 is the first question of QADI.
    const result = xat(10, range(1, 9), [
      ['VALR', 8],
      ['QADI', 2],
    ]);
    expect(result.sections.map((s) => s.score)).toEqual([0, 0.9]);
    expect(result.questions[8]?.marks).toBe(-0.1);
  });

  it('applies to XAT only', () => {
    for (const scheme of ['cat', 'nmat', 'snap', 'mat'] as const) {
      const result = scoreAttempt({ scheme, questions: paper([['S', 20]]), answers: new Map() });
      expect(result).toMatchObject({ score: 0, unattemptedPenalty: 0, unattempted: 20 });
    }
  });
});
