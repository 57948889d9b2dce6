import type { ActionChain } from '@/lib/actions/chain';
import { retryEmail, suppressEmail, unsuppressEmail } from '@/lib/data/email-admin';
import { DataError } from '@/lib/errors/data-error';
import { OUTBOX_MESSAGES, retryInput, suppressInput, unsuppressInput, type OutboxChange } from './outbox-schema';

/*
 * The changes of /admin/email (manage system: super admins only, spec §6). The chain refuses anyone else before
 * any database call; each call is then made with the super admin's own client, and the database functions check
 * the role again, so a hand-made request is refused twice.
 */
export function outboxAdminActions(chain: ActionChain) {
  const system = chain.capabilityAction('manageSystem');

  return {
    /** A failed message back in the queue with fresh tries; the worker sends it with its own id as Message-ID. */
    retry: system(
      { name: 'email.retry', input: retryInput, failureMessage: 'Failed to retry the message' },
      async ({ id }, { client }): Promise<OutboxChange> => {
        if (!(await retryEmail(client, id))) throw new DataError('CONFLICT', OUTBOX_MESSAGES.notFailed);
        return { message: OUTBOX_MESSAGES.retried };
      },
    ),

    suppress: system(
      { name: 'email.suppress', input: suppressInput, failureMessage: 'Failed to suppress the address' },
      async ({ email, note }, { client }): Promise<OutboxChange> => {
        if (!(await suppressEmail(client, email, note))) throw new DataError('CONFLICT', OUTBOX_MESSAGES.alreadySuppressed);
        return { message: `${email} gets no newsletter, reminders or reply notices from now on.` };
      },
    ),

    unsuppress: system(
      { name: 'email.unsuppress', input: unsuppressInput, failureMessage: 'Failed to remove the suppression' },
      async ({ email }, { client }): Promise<OutboxChange> => {
        if (!(await unsuppressEmail(client, email))) throw new DataError('NOT_FOUND', OUTBOX_MESSAGES.notSuppressed);
        return { message: `${email} may get optional e-mail again.` };
      },
    ),
  };
}
