import { describe, expect, it } from 'vitest';
import { enqueue, parseQueue, settle, type QueuedAnswer } from '@/lib/mock-tests/answer-queue';

const a = (questionId: string, answer: string | null, seconds = 10, marked = false): QueuedAnswer => ({
  questionId,
  answer,
  marked,
  seconds,
});

describe('answer queue', () => {
  it('keeps one entry per question, the newest answer with the time added up', () => {
    let q = enqueue([], a('q1', 'A', 10));
    q = enqueue(q, a('q2', 'B', 5));
    q = enqueue(q, a('q1', 'C', 7, true));
    expect(q).toEqual([a('q2', 'B', 5), a('q1', 'C', 17, true)]);
  });

  it('settles only the entry that was sent, not a newer one for the same question', () => {
    const sent = a('q1', 'A');
    const newer = enqueue([sent], a('q1', 'B'));
    expect(settle(newer, sent)).toEqual(newer);
    expect(settle([sent, a('q2', 'B')], sent)).toEqual([a('q2', 'B')]);
  });

  it('reads back what it stored and ignores anything else', () => {
    const q = [a('q1', 'A'), a('q2', null, 0, true)];
    expect(parseQueue(JSON.stringify(q))).toEqual(q);
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue('{not json')).toEqual([]);
    expect(parseQueue(JSON.stringify([{ questionId: 1 }, a('q3', '42', 3)]))).toEqual([a('q3', '42', 3)]);
  });
});
