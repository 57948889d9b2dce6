import type { Logger } from 'pino';
import { z } from 'zod';
import {
  isSuppressed,
  loadMessage,
  markFailed,
  markSent,
  markSuppressed,
  recordTry,
  recordTryFailed,
} from '@/lib/data/email-outbox';
import { emailKind } from '@/lib/email/kinds';
import { renderEmail, type SenderIdentity } from '@/lib/email/render';
import { classifySendFailure, type MailSender } from '@/lib/email/transport';
import type { JobContext } from './context';

export const DELIVER_EMAIL = 'deliver_email';

const payloadSchema = z.object({ id: z.uuid() });

export interface DeliverEmailDeps {
  sender: MailSender;
  identity: (ctx: JobContext) => Promise<SenderIdentity>;
  /** Tries before a message is given up and shown as failed. */
  maxAttempts: number;
  log: Logger;
}

/**
 * Sends one outbox row. The queue runs it again with exponential backoff when it throws; it returns without
 * throwing once the row is settled (sent, failed for good, suppressed), so a settled message never becomes a
 * second job. A row that is not queued any more (sent by an earlier run, erased under the DPDP Act, retried by
 * staff into a new job) is left alone.
 */
export function deliverEmail(deps: DeliverEmailDeps) {
  return async (payload: unknown, ctx: JobContext): Promise<void> => {
    const { id } = payloadSchema.parse(payload);
    const attempt = ctx.attempts;
    const log = deps.log.child({ job: DELIVER_EMAIL, message_id: id, attempt });
    const message = await ctx.withClient((client) => loadMessage(client, id));
    if (!message || message.status !== 'queued') return;

    if (emailKind(message.kind).optional && (await ctx.withClient((client) => isSuppressed(client, message.to_email)))) {
      await ctx.withClient((client) => markSuppressed(client, id));
      log.info({ kind: message.kind, state: 'suppressed' }, 'e-mail not sent: the address is suppressed');
      return;
    }

    const email = renderEmail(message, await deps.identity(ctx));
    await ctx.withClient((client) => recordTry(client, id, attempt));
    try {
      await deps.sender.send(email);
    } catch (error) {
      const failure = classifySendFailure(error);
      if (failure.permanent || attempt >= deps.maxAttempts) {
        await ctx.withClient((client) => markFailed(client, id, failure.message));
        log.warn({ kind: message.kind, state: 'failed', error: failure.message }, 'e-mail given up');
        return;
      }
      await ctx.withClient((client) => recordTryFailed(client, id, failure.message));
      log.info({ kind: message.kind, error: failure.message }, 'e-mail try failed; it will be tried again');
      throw error;
    }
    await ctx.withClient((client) => markSent(client, id));
    log.info({ kind: message.kind, state: 'sent' }, 'e-mail sent');
  };
}
