import { toDataError } from '@/lib/data/errors';
import type { TypedClient } from '@/lib/supabase/types';

export interface QueueHealth {
  /** Seconds the oldest runnable job has waited; null when none waits (or the queue is not installed yet). */
  oldestWaitingSeconds: number | null;
  waiting: number;
  /** E-mails that used up their tries. */
  failedEmail: number;
}

/** The job queue's numbers (public.queue_health, callable by anyone: it returns counts only). */
export async function readQueueHealth(client: TypedClient, signal?: AbortSignal): Promise<QueueHealth> {
  const query = client.rpc('queue_health');
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw toDataError(error, 'Failed to read the queue');
  const row = data?.[0];
  return {
    // Null while nothing waits, though the generated types cannot say so.
    oldestWaitingSeconds: row?.oldest_waiting_seconds ?? null,
    waiting: row?.waiting ?? 0,
    failedEmail: row?.failed_email ?? 0,
  };
}
