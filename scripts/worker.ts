/**
 * `npm run worker`: the background worker alone, for production (any number of them, on any machines, against
 * one database). `npm run dev` and `npm start` run one beside the site through ./with-local-stack.ts.
 *
 * Settings (environment or .env files):
 *   DATABASE_URL         a direct or session-pooler Postgres connection string (the queue LISTENs); required
 *   SMTP_URL             smtp://user:pass@host:587 or smtps://…:465 (default: the local stack's SMTP server)
 *   MAIL_FROM            MBA Disha <hello@example.in>
 *   NEXT_PUBLIC_SITE_URL the public site, for links in e-mails
 *   SITE_INTERNAL_URL    where the worker reaches a site server (default NEXT_PUBLIC_SITE_URL)
 *   EMAIL_MAX_ATTEMPTS   tries before an e-mail shows as failed (default 8, about half an hour of retries)
 *   WORKER_CONCURRENCY   jobs at once (default 4)
 * SIGTERM or SIGINT finishes the jobs in hand and exits; a job cut short runs again on the next worker.
 */
import nextEnv from '@next/env';
import { z } from 'zod';
import { mailSettings } from '../lib/email/transport';
import { DEFAULT_MAX_ATTEMPTS, startWorker } from '../lib/jobs/worker';
import { errorFields, logger } from '../lib/log/logger';

const envSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgresql:// connection string'),
  NEXT_PUBLIC_SITE_URL: z.url().optional(),
  SITE_INTERNAL_URL: z.url().optional(),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(DEFAULT_MAX_ATTEMPTS),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
});

async function main() {
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  const log = logger().child({ process: 'worker' });
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const parsed = envSchema.safeParse({
    DATABASE_URL: blank(process.env.DATABASE_URL),
    NEXT_PUBLIC_SITE_URL: blank(process.env.NEXT_PUBLIC_SITE_URL),
    SITE_INTERNAL_URL: blank(process.env.SITE_INTERNAL_URL),
    EMAIL_MAX_ATTEMPTS: blank(process.env.EMAIL_MAX_ATTEMPTS),
    WORKER_CONCURRENCY: blank(process.env.WORKER_CONCURRENCY),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) log.fatal({ setting: issue.path.join('.') }, issue.message);
    process.exit(1);
  }
  const env = parsed.data;
  const mail = mailSettings({ SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM });
  if (!process.env.SMTP_URL?.trim())
    log.warn({ smtp: mail.smtpUrl }, "SMTP_URL is not set: e-mail goes to the local stack's SMTP server");
  const siteUrl = env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const worker = await startWorker({
    databaseUrl: env.DATABASE_URL,
    smtpUrl: mail.smtpUrl,
    mailFrom: mail.from,
    siteUrl,
    siteInternalUrl: env.SITE_INTERNAL_URL ?? siteUrl,
    maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    concurrency: env.WORKER_CONCURRENCY,
    log,
  });
  const stop = (signal: string) => {
    log.info({ signal }, 'worker stopping');
    worker.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(errorFields(error), 'worker stopped with an error');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  await worker.done;
}

main().catch((error: unknown) => {
  logger().fatal(errorFields(error), 'worker failed');
  process.exit(1);
});
