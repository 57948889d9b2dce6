'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { enqueue, parseQueue, queueKey, settle, type QueuedAnswer } from '@/lib/mock-tests/answer-queue';
import type { AttemptClock } from '@/lib/mock-tests/clock';
import { saveMockTestAnswer } from '@/lib/mock-tests/mock-tests.actions';

export type SyncStatus = 'saved' | 'saving' | 'offline';

const RETRY_MS = 5000;

/**
 * Sends answers to the server one at a time, in order. Unsent answers live in localStorage, so a reload or a crash
 * keeps them and a lost connection only delays them: they go as soon as the browser is back online (or at the
 * next retry). An answer the server refuses (its section's time is over) is dropped and reported, never retried.
 */
export function useAnswerQueue(
  attemptId: string,
  handlers: { onRefused: (entry: QueuedAnswer, message: string) => void; onClock: (clock: AttemptClock) => void },
) {
  const [queue, setQueue] = useState<QueuedAnswer[]>([]);
  const [offline, setOffline] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const queueRef = useRef<QueuedAnswer[]>([]);
  const sending = useRef(false);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const update = useCallback(
    (next: QueuedAnswer[]) => {
      queueRef.current = next;
      setQueue(next);
      try {
        if (next.length) localStorage.setItem(queueKey(attemptId), JSON.stringify(next));
        else localStorage.removeItem(queueKey(attemptId));
      } catch {
        // Storage full or blocked (private mode): the queue still lives in memory for this page.
      }
    },
    [attemptId],
  );

  /** Sends what is queued; resolves true once the queue is empty, false when the connection failed. */
  const drain = useCallback(async (): Promise<boolean> => {
    if (sending.current) {
      while (sending.current) await new Promise((r) => setTimeout(r, 50));
      return queueRef.current.length === 0;
    }
    sending.current = true;
    try {
      while (queueRef.current.length > 0) {
        const entry = queueRef.current[0];
        let result: Awaited<ReturnType<typeof saveMockTestAnswer>>;
        try {
          result = await saveMockTestAnswer({ attemptId, ...entry });
        } catch {
          setOffline(true);
          return false;
        }
        if (!result.ok && result.code === 'CONNECTION_ERROR') {
          setOffline(true);
          return false;
        }
        setOffline(false);
        update(settle(queueRef.current, entry));
        if (result.ok) handlersRef.current.onClock(result.data);
        else handlersRef.current.onRefused(entry, result.message);
      }
      return true;
    } finally {
      sending.current = false;
    }
  }, [attemptId, update]);

  useEffect(() => {
    const stored = parseQueue(localStorage.getItem(queueKey(attemptId)));
    queueRef.current = stored;
    // localStorage exists only in the browser: the queue left by an earlier page is read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQueue(stored);
    setLoaded(true);
    const retry = () => void drain();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (queueRef.current.length > 0) retry();
    }, RETRY_MS);
    if (stored.length) retry();
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [attemptId, drain]);

  const push = useCallback(
    (entry: QueuedAnswer) => {
      update(enqueue(queueRef.current, entry));
      void drain();
    },
    [drain, update],
  );

  const status: SyncStatus = offline ? 'offline' : queue.length ? 'saving' : 'saved';
  return { push, flush: drain, queue, status, loaded };
}
