/*
 * Answers the test screen has not yet heard the server accept. Kept in the browser (localStorage) so a lost
 * connection, a reload or a crash loses nothing: the queue is sent in order when the connection returns. One entry
 * per question: a newer answer replaces an older unsent one, with the time on the question added up.
 */

export interface QueuedAnswer {
  questionId: string;
  answer: string | null;
  marked: boolean;
  seconds: number;
}

export function enqueue(queue: readonly QueuedAnswer[], entry: QueuedAnswer): QueuedAnswer[] {
  const previous = queue.find((q) => q.questionId === entry.questionId);
  const rest = queue.filter((q) => q.questionId !== entry.questionId);
  return [...rest, { ...entry, seconds: Math.min(3600, entry.seconds + (previous?.seconds ?? 0)) }];
}

/** Drops the entry the server has answered for, unless a newer one for that question arrived meanwhile. */
export function settle(queue: readonly QueuedAnswer[], sent: QueuedAnswer): QueuedAnswer[] {
  return queue.filter((q) => q !== sent);
}

export function queueKey(attemptId: string): string {
  return `mba-disha:mock-answers:${attemptId}`;
}

function isQueuedAnswer(value: unknown): value is QueuedAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.questionId === 'string' &&
    (v.answer === null || typeof v.answer === 'string') &&
    typeof v.marked === 'boolean' &&
    typeof v.seconds === 'number' &&
    Number.isInteger(v.seconds) &&
    v.seconds >= 0
  );
}

/** The stored queue, or empty when nothing (or nothing readable) is stored. */
export function parseQueue(stored: string | null): QueuedAnswer[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isQueuedAnswer) : [];
  } catch {
    return [];
  }
}
