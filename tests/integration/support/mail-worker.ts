import pino from 'pino';
import { startWorker, type RunningWorker, type WorkerOptions } from '@/lib/jobs/worker';
import type { LocalStack } from '@/supabase/local';
import type { MailMessage } from '@/supabase/local/mailbox';

/*
 * The app's real worker (graphile-worker + nodemailer) against a test's stack: it installs the queue in the
 * stack's database, sends to the stack's SMTP server unless told otherwise, and runs no schedules, so a test
 * decides when reminders run.
 */
export async function startMailWorker(
  stack: LocalStack,
  options: Partial<Pick<WorkerOptions, 'smtpUrl' | 'maxAttempts' | 'siteInternalUrl' | 'schedules' | 'mailFrom'>> = {},
): Promise<RunningWorker> {
  return startWorker({
    databaseUrl: stack.databaseUrl,
    smtpUrl: options.smtpUrl ?? stack.smtpUrl,
    mailFrom: options.mailFrom ?? 'MBA Disha <hello@mbadisha.test>',
    siteUrl: stack.config.siteUrl,
    siteInternalUrl: options.siteInternalUrl ?? null,
    maxAttempts: options.maxAttempts,
    schedules: options.schedules ?? false,
    concurrency: 4,
    log: pino({ level: process.env.TEST_WORKER_LOG_LEVEL ?? 'silent' }),
  });
}

export async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function mailTo(stack: LocalStack, to: string): Promise<MailMessage[]> {
  const res = await fetch(`${stack.mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
}

/** The messages to an address once at least `count` arrived. */
export function mailArrives(stack: LocalStack, to: string, count = 1, timeoutMs?: number): Promise<MailMessage[]> {
  return until(
    async () => {
      const messages = await mailTo(stack, to);
      return messages.length >= count ? messages : null;
    },
    `${count} e-mail(s) to ${to}`,
    timeoutMs,
  );
}

/** Waits until every outbox row to the address has left 'queued'. */
export async function outboxSettled(stack: LocalStack, to: string, timeoutMs?: number): Promise<void> {
  await until(
    async () => {
      const { rows } = await stack.db.query<{ waiting: number }>(
        `select count(*)::int as waiting from private.email_outbox where to_email = $1 and status = 'queued'`,
        [to],
      );
      return rows[0].waiting === 0;
    },
    `the outbox to ${to} to settle`,
    timeoutMs,
  );
}
