import { makeWorkerUtils, Logger as QueueLogger, run, type Runner, type Task, type TaskList } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import { enqueueStrandedMessages, postalAddress } from '@/lib/data/email-outbox';
import { createMailSender, describeSmtpUrl } from '@/lib/email/transport';
import type { JobContext } from './context';
import { DELIVER_EMAIL, deliverEmail } from './deliver-email';
import {
  ANNOUNCE_SCHEDULED_POSTS,
  announceScheduledPosts,
  PRUNE_EXPIRED,
  pruneExpired,
  SEND_REMINDERS,
  sendDueReminders,
} from './housekeeping';

export interface WorkerOptions {
  /** A direct (session) Postgres connection: the queue LISTENs for new jobs. */
  databaseUrl: string;
  smtpUrl: string;
  mailFrom: string;
  /** The public site, for links in e-mails. */
  siteUrl: string;
  /** Where the worker reaches a site server (for scheduled posts); null when no site runs with it. */
  siteInternalUrl: string | null;
  /** Tries before an e-mail is shown as failed; the queue waits e^n seconds after try n (3 s, 7 s, 20 s, …). */
  maxAttempts?: number;
  concurrency?: number;
  /** false: no cron schedules (tests that run one job by hand). */
  schedules?: boolean;
  log: Logger;
}

export interface RunningWorker {
  /** Finishes the jobs in hand and stops; a job cut short is released and runs again. */
  stop(): Promise<void>;
  /** Settles when the worker stops, rejects when it dies. */
  done: Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * The schedules, in the server's time zone (UTC in production): reminders on the hour, as the reminder function
 * expects; pruning once an hour, off the hour; scheduled posts each minute. Cron runs missed while no worker ran
 * are not caught up except the reminders' last hour (fill=1h), which the function itself keeps from sending twice.
 */
const CRONTAB = [
  `0 * * * * ${SEND_REMINDERS} ?fill=1h`,
  `17 * * * * ${PRUNE_EXPIRED}`,
  `* * * * * ${ANNOUNCE_SCHEDULED_POSTS}`,
].join('\n');

function queueLogger(log: Logger): QueueLogger {
  return new QueueLogger((scope) => (level, message, meta) => {
    const fields = { queue: scope, ...meta };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}

/**
 * The queue's connections, ours rather than graphile-worker's: when it owns the pool it drops its error listeners on
 * stop before the pool's connections have closed, so a database that goes away just then (a restart, a test stack
 * stopping) made an idle connection's "terminating connection" error an uncaught exception. Our listeners stay for
 * the pool's life, and stop() waits for the pool to end.
 */
function connectionPool(connectionString: string, log: Logger): pg.Pool {
  // graphile-worker's own default size.
  const pool = new pg.Pool({ connectionString, max: 10 });
  const report = (error: Error) => log.warn({ err: error }, 'queue connection error');
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

type OurTask = (payload: unknown, ctx: JobContext) => Promise<void>;

function asQueueTask(task: OurTask): Task {
  return (payload, helpers) =>
    task(payload, {
      attempts: helpers.job.attempts,
      withClient: (fn) => helpers.withPgClient(fn),
    });
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const log = options.log;
  const sender = createMailSender(options.smtpUrl);
  let address: { value: string | null; at: number } | null = null;
  const tasks: Record<string, OurTask> = {
    [DELIVER_EMAIL]: deliverEmail({
      sender,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      log,
      // The footer's address changes when staff edit site settings; re-read it at most once a minute.
      identity: async (ctx) => {
        if (!address || Date.now() - address.at > 60_000) {
          address = { value: await ctx.withClient((client) => postalAddress(client)), at: Date.now() };
        }
        return { siteUrl: options.siteUrl, from: options.mailFrom, postalAddress: address.value };
      },
    }),
    [SEND_REMINDERS]: sendDueReminders(log),
    [PRUNE_EXPIRED]: pruneExpired(log),
    [ANNOUNCE_SCHEDULED_POSTS]: announceScheduledPosts({ siteUrl: options.siteInternalUrl, log }),
  };
  const taskList: TaskList = Object.fromEntries(Object.entries(tasks).map(([name, task]) => [name, asQueueTask(task)]));

  const pool = connectionPool(options.databaseUrl, log);
  let poolEnded: Promise<void> | null = null;
  const endPool = () => (poolEnded ??= pool.end());
  const runner: Runner = await run({
    pgPool: pool,
    concurrency: options.concurrency ?? 4,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList,
    crontab: options.schedules === false ? '' : CRONTAB,
    logger: queueLogger(log),
  }).catch(async (error: unknown) => {
    await endPool();
    throw error;
  });
  let stranded: number;
  try {
    const utils = await makeWorkerUtils({ pgPool: pool, logger: queueLogger(log) });
    stranded = await utils.withPgClient((client) => enqueueStrandedMessages(client)).finally(() => utils.release());
  } catch (error) {
    await runner.stop().finally(endPool);
    throw error;
  }
  log.info({ smtp: describeSmtpUrl(options.smtpUrl), stranded }, 'worker started');

  let stopping: Promise<void> | null = null;
  return {
    stop() {
      stopping ??= runner.stop().finally(() => Promise.all([sender.close(), endPool()]).then(() => undefined));
      return stopping;
    },
    done: runner.promise.finally(endPool),
  };
}
