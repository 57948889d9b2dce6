import { describe, expect, it } from 'vitest';
import {
  accuracy,
  aggregate,
  amongAttempts,
  analyseSections,
  analyseTopics,
  attemptPace,
  formatDuration,
  formatMarks,
  progressSeries,
  runTimes,
  weakestTopics,
  type AnsweredQuestion,
} from '@/lib/mock-tests/analysis';

const q = (id: string, section: string, topic: string | null, outcome: AnsweredQuestion['outcome'], seconds: number) => ({
  id,
  section,
  topic,
  outcome,
  seconds,
});

const paper: AnsweredQuestion[] = [
  q('1', 'VARC', 'Reading comprehension', 'correct', 60),
  q('2', 'VARC', 'Reading comprehension', 'incorrect', 90),
  q('3', 'VARC', 'Para jumbles', 'unattempted', 10),
  q('4', 'QA', 'Algebra', 'correct', 120),
  q('5', 'QA', 'Geometry', 'incorrect', 200),
  q('6', 'QA', null, 'correct', 30),
];

describe('accuracy and formats', () => {
  it('counts right answers among those answered, to one decimal', () => {
    expect(accuracy(2, 1)).toBe(66.7);
    expect(accuracy(0, 0)).toBeNull();
    expect(accuracy(3, 0)).toBe(100);
  });
  it('writes durations and marks as people read them', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(750)).toBe('12 min 30 s');
    expect(formatDuration(600)).toBe('10 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
    expect(formatDuration(-5)).toBe('0 s');
    expect(formatMarks(-1.5)).toBe('-1.5');
    expect(formatMarks(42)).toBe('42');
    expect(formatMarks(0.333333)).toBe('0.33');
  });
  it('says how many attempts a percentile comes from', () => {
    expect(amongAttempts(1)).toBe('among 1 attempt');
    expect(amongAttempts(1204)).toBe('among 1,204 attempts');
  });
});

describe('analyseSections', () => {
  it('counts each section in paper order, timing it by its questions when there are no runs', () => {
    expect(analyseSections(['VARC', 'QA'], paper)).toEqual([
      {
        name: 'VARC',
        questions: 3,
        attempted: 2,
        correct: 1,
        incorrect: 1,
        unattempted: 1,
        accuracy: 50,
        seconds: 160,
        secondsPerAttempt: 75,
      },
      {
        name: 'QA',
        questions: 3,
        attempted: 3,
        correct: 2,
        incorrect: 1,
        unattempted: 0,
        accuracy: 66.7,
        seconds: 350,
        secondsPerAttempt: 117,
      },
    ]);
  });

  it('times a section by its run where the test timed sections', () => {
    const start = new Date('2026-11-20T10:00:00Z');
    const runs = runTimes(
      [
        { name: 'VARC', minutes: 40 },
        { name: 'QA', minutes: 40 },
      ],
      [
        // Submitted after 25 minutes; QA never submitted, so it ends at its deadline.
        { section: 'VARC', startedAt: start, submittedAt: new Date('2026-11-20T10:25:00Z') },
        { section: 'QA', startedAt: new Date('2026-11-20T10:25:00Z'), submittedAt: null },
      ],
      new Date('2026-11-20T12:00:00Z'),
    );
    expect(runs.map((r) => r.endedAt?.toISOString())).toEqual(['2026-11-20T10:25:00.000Z', '2026-11-20T11:05:00.000Z']);
    const sections = analyseSections(['VARC', 'QA'], paper, runs);
    expect(sections.map((s) => s.seconds)).toEqual([25 * 60, 40 * 60]);
  });

  it('gives the time per attempted question, from the section time when no question time was recorded', () => {
    const untimed = paper.map((p) => ({ ...p, seconds: 0 }));
    const start = new Date('2026-11-20T10:00:00Z');
    const runs = runTimes(
      [{ name: 'VARC', minutes: 40 }],
      [{ section: 'VARC', startedAt: start, submittedAt: new Date('2026-11-20T10:30:00Z') }],
      new Date('2026-11-20T12:00:00Z'),
    );
    const [varc, qa] = analyseSections(['VARC', 'QA'], untimed, runs);
    expect(varc.secondsPerAttempt).toBe(900);
    expect(qa.secondsPerAttempt).toBeNull();
    const [none] = analyseSections(
      ['VARC'],
      paper.map((p) => ({ ...p, outcome: 'unattempted' as const })),
    );
    expect(none.secondsPerAttempt).toBeNull();
  });

  it('paces the whole attempt by the same rule as a section', () => {
    const questions = [
      { outcome: 'correct' as const, seconds: 50 },
      { outcome: 'incorrect' as const, seconds: 70 },
      { outcome: 'unattempted' as const, seconds: 300 },
    ];
    expect(attemptPace(questions, 3600)).toBe(60);
    expect(
      attemptPace(
        questions.map((q) => ({ ...q, seconds: 0 })),
        3600,
      ),
    ).toBe(1800);
    expect(attemptPace([{ outcome: 'unattempted', seconds: 10 }], 3600)).toBeNull();
    expect(
      attemptPace(
        questions.map((q) => ({ ...q, seconds: 0 })),
        0,
      ),
    ).toBeNull();
  });

  it('ends a one-clock run with the attempt', () => {
    const start = new Date('2026-11-20T10:00:00Z');
    const [run] = runTimes(
      [{ name: 'All', minutes: null }],
      [{ section: 'All', startedAt: start, submittedAt: null }],
      new Date('2026-11-20T10:30:00Z'),
    );
    expect(run.endedAt?.toISOString()).toBe('2026-11-20T10:30:00.000Z');
  });
});

describe('topics', () => {
  const topics = analyseTopics(paper);
  it('adds accuracy and average time by topic, leaving untagged questions out', () => {
    expect(topics).toEqual([
      { topic: 'Algebra', questions: 1, correct: 1, incorrect: 0, unattempted: 0, accuracy: 100, averageSeconds: 120 },
      { topic: 'Geometry', questions: 1, correct: 0, incorrect: 1, unattempted: 0, accuracy: 0, averageSeconds: 200 },
      { topic: 'Para jumbles', questions: 1, correct: 0, incorrect: 0, unattempted: 1, accuracy: null, averageSeconds: 10 },
      {
        topic: 'Reading comprehension',
        questions: 2,
        correct: 1,
        incorrect: 1,
        unattempted: 0,
        accuracy: 50,
        averageSeconds: 75,
      },
    ]);
  });
  it('lists the weakest topics with something missed, lowest accuracy first, never a perfect one', () => {
    expect(weakestTopics(topics).map((t) => t.topic)).toEqual(['Geometry', 'Para jumbles', 'Reading comprehension']);
    expect(weakestTopics(topics, 1).map((t) => t.topic)).toEqual(['Geometry']);
    expect(weakestTopics(analyseTopics([q('1', 'QA', 'Algebra', 'correct', 5)]))).toEqual([]);
  });
});

describe('progress', () => {
  const attempts = [
    { id: 'b', testTitle: 'CAT 2', submittedAt: '2026-11-10T10:00:00Z', score: 51, maxScore: 204 },
    { id: 'open', testTitle: 'CAT 3', submittedAt: null, score: null, maxScore: null },
    { id: 'a', testTitle: 'CAT 1', submittedAt: '2026-11-01T10:00:00Z', score: -3, maxScore: 12 },
  ];
  it('plots submitted attempts oldest first as % of the maximum', () => {
    expect(progressSeries(attempts)).toEqual([
      { id: 'a', date: '2026-11-01T10:00:00Z', testTitle: 'CAT 1', percent: -25 },
      { id: 'b', date: '2026-11-10T10:00:00Z', testTitle: 'CAT 2', percent: 25 },
    ]);
  });
  it('sums them up', () => {
    expect(aggregate(progressSeries(attempts))).toEqual({ attempts: 2, averagePercent: 0, bestPercent: 25 });
    expect(aggregate([])).toEqual({ attempts: 0, averagePercent: null, bestPercent: null });
  });
});
