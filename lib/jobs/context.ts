import type { PoolClient } from 'pg';

/** What a task gets from the queue: its try number and a database connection for a moment. */
export interface JobContext {
  /** 1 on the first run, counted by the queue. */
  attempts: number;
  withClient<T>(fn: (client: PoolClient) => Promise<T>): Promise<T>;
}
