import type { PoolClient } from 'pg';

/*
 * The worker's reads and writes of the outbox and its neighbours. The worker connects to Postgres directly
 * (DATABASE_URL, the job queue's own connection) as the owner of these tables, so this module takes a pg client,
 * not a supabase-js one; nothing else in the app reaches these tables but through the definer functions of the
 * migrations.
 */

export interface QueuedMessage {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  kind: string;
  unsubscribe_path: string | null;
  status: 'queued' | 'sent' | 'failed' | 'suppressed';
  attempts: number;
}

type Client = Pick<PoolClient, 'query'>;

export async function loadMessage(client: Client, id: string): Promise<QueuedMessage | null> {
  const { rows } = await client.query<QueuedMessage>(
    `select id, to_email, subject, text, kind, unsubscribe_path, status, attempts
       from private.email_outbox where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function isSuppressed(client: Client, email: string): Promise<boolean> {
  const { rows } = await client.query(`select 1 from private.email_suppressions where email = lower(btrim($1))`, [email]);
  return rows.length > 0;
}

/** A try begins: counted and stamped before the send, so a worker that dies mid-send still shows the try. */
export async function recordTry(client: Client, id: string, attempt: number): Promise<void> {
  await client.query(`update private.email_outbox set attempts = $2, last_attempt_at = now() where id = $1`, [id, attempt]);
}

export async function recordTryFailed(client: Client, id: string, error: string): Promise<void> {
  await client.query(`update private.email_outbox set last_error = $2 where id = $1 and status = 'queued'`, [id, error]);
}

export async function markSent(client: Client, id: string): Promise<void> {
  await client.query(
    `update private.email_outbox set status = 'sent', delivered_at = now(), last_error = null
      where id = $1 and status = 'queued'`,
    [id],
  );
}

export async function markFailed(client: Client, id: string, error: string): Promise<void> {
  await client.query(`update private.email_outbox set status = 'failed', last_error = $2 where id = $1 and status = 'queued'`, [
    id,
    error,
  ]);
}

export async function markSuppressed(client: Client, id: string): Promise<void> {
  await client.query(
    `update private.email_outbox set status = 'suppressed', last_error = null where id = $1 and status = 'queued'`,
    [id],
  );
}

/** Rows written before the queue existed (a worker's first start on a database) become jobs. */
export async function enqueueStrandedMessages(client: Client): Promise<number> {
  const { rows } = await client.query<{ added: number }>(`select private.enqueue_stranded_email() as added`);
  return rows[0]?.added ?? 0;
}

/** The contact setting's postal address, for the footer; null when staff entered none. */
export async function postalAddress(client: Client): Promise<string | null> {
  const { rows } = await client.query<{ address: string | null }>(
    `select nullif(btrim(value ->> 'address'), '') as address from public.site_settings where key = 'contact'`,
  );
  return rows[0]?.address ?? null;
}

export async function serverKey(client: Client): Promise<string> {
  const { rows } = await client.query<{ key: string }>(`select key from private.server_key`);
  if (!rows[0]) throw new Error('private.server_key is empty');
  return rows[0].key;
}

export async function sendReminders(client: Client, now: Date): Promise<number> {
  const { rows } = await client.query<{ written: number | null }>(`select public.send_exam_reminders($1) as written`, [now]);
  return rows[0]?.written ?? 0;
}

export async function pruneExpiredRecords(client: Client): Promise<{ view_events: number; idempotency_keys: number }> {
  const { rows } = await client.query<{ view_events: number; idempotency_keys: number }>(
    `select view_events, idempotency_keys from public.prune_expired_records()`,
  );
  return rows[0] ?? { view_events: 0, idempotency_keys: 0 };
}

/** Posts that went live on schedule in the last day and whose going live the site was not told of yet. */
export async function unannouncedScheduledPosts(client: Client): Promise<{ id: string; published_at: Date }[]> {
  const { rows } = await client.query<{ id: string; published_at: Date }>(
    `select p.id, p.published_at from public.blog_posts p
      where p.status = 'published' and p.published_at <= now() and p.published_at > now() - interval '1 day'
        and p.published_at > p.updated_at
        and not exists (select 1 from private.scheduled_posts_announced a
                         where a.post_id = p.id and a.published_at = p.published_at)
      order by p.published_at`,
  );
  return rows;
}

export async function markPostsAnnounced(client: Client, posts: { id: string }[]): Promise<void> {
  if (posts.length === 0) return;
  // The time is copied in the database: a JavaScript Date would drop its microseconds and never match again.
  await client.query(
    `insert into private.scheduled_posts_announced (post_id, published_at)
     select p.id, p.published_at from public.blog_posts p where p.id = any($1::uuid[])
     on conflict (post_id) do update set published_at = excluded.published_at, announced_at = now()`,
    [posts.map((p) => p.id)],
  );
}

/**
 * Runs fn in a transaction that holds the named advisory lock, so two runs of one job (the cron's and one added
 * by hand, or two workers') take turns and the second sees what the first wrote.
 */
export async function inLockedTransaction<T>(client: Client, lock: string, fn: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [lock]);
    const result = await fn();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
