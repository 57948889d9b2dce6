import type { Logger } from 'pino';
import { TAGS } from '@/lib/cache/tags';
import {
  inLockedTransaction,
  markPostsAnnounced,
  pruneExpiredRecords,
  sendReminders,
  serverKey,
  unannouncedScheduledPosts,
} from '@/lib/data/email-outbox';
import type { JobContext } from './context';
import { signJobRequest } from './signature';

export const SEND_REMINDERS = 'send_reminders';
export const PRUNE_EXPIRED = 'prune_expired';
export const ANNOUNCE_SCHEDULED_POSTS = 'announce_scheduled_posts';

/** Exam and application reminders due now (7 days and 1 day before each date); a second run sends nothing twice. */
export function sendDueReminders(log: Logger) {
  return async (_payload: unknown, ctx: JobContext): Promise<void> => {
    const written = await ctx.withClient((client) => sendReminders(client, new Date()));
    log.info({ job: SEND_REMINDERS, written }, 'reminders written');
  };
}

export function pruneExpired(log: Logger) {
  return async (_payload: unknown, ctx: JobContext): Promise<void> => {
    const pruned = await ctx.withClient((client) => pruneExpiredRecords(client));
    log.info({ job: PRUNE_EXPIRED, ...pruned }, 'expired records pruned');
  };
}

/**
 * A scheduled post shows once its time passes (row-level security decides), but pages cached before that moment
 * would list the blog without it for up to their lifetime. The site is told, signed with the database's server
 * key, and refreshes what lists posts. Told once per post and time; a site that cannot be reached is told on a
 * later run (the job throws, the queue retries).
 */
export function announceScheduledPosts(options: { siteUrl: string | null; log: Logger }) {
  return async (_payload: unknown, ctx: JobContext): Promise<void> => {
    const siteUrl = options.siteUrl;
    if (!siteUrl) return;
    const told = await ctx.withClient((client) =>
      inLockedTransaction(client, ANNOUNCE_SCHEDULED_POSTS, async () => {
        const posts = await unannouncedScheduledPosts(client);
        if (posts.length === 0) return 0;
        const body = JSON.stringify({ tags: [TAGS.blog], at: new Date().toISOString() });
        const response = await fetch(new URL('/api/jobs/content-published', siteUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-job-signature': signJobRequest(await serverKey(client), body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`The site answered ${response.status} to content-published`);
        await markPostsAnnounced(client, posts);
        return posts.length;
      }),
    );
    if (told > 0) options.log.info({ job: ANNOUNCE_SCHEDULED_POSTS, posts: told }, 'scheduled posts announced');
  };
}
