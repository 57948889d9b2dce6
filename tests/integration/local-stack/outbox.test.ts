import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import type { MailMessage } from '@/supabase/local/mailbox';
import { OUTBOX_APPLICATION_NAME, startOutboxDelivery, type OutboxDelivery } from '@/supabase/local/outbox';

// The app's e-mail: rows of private.email_outbox, delivered into the mailbox after each commit (LISTEN/NOTIFY),
// with site-relative links made absolute with the stack's site URL, and marked delivered.

const SITE = 'http://localhost:3999';
let stack: LocalStack;
/** The delivery started in place of the stack's own, as a restarted stack would. */
let restarted: OutboxDelivery | undefined;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, siteUrl: SITE });
});
afterAll(async () => {
  await restarted?.stop();
  await stack?.stop();
});
beforeEach(async () => {
  await fetch(`${stack.mailboxUrl}/api/messages`, { method: 'DELETE' });
});

async function messages(to: string): Promise<MailMessage[]> {
  const res = await fetch(`${stack.mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
}

/** The mailbox's messages for `to` once there are `count`; delivery follows the commit on its own. */
async function waitForMessages(to: string, count = 1): Promise<MailMessage[]> {
  for (let i = 0; i < 100; i++) {
    const found = await messages(to);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail for ${to}`);
}

const write = (to: string, text = 'Your link:\n/my-data/abc123\n') =>
  stack.db.query(
    `insert into private.email_outbox (to_email, subject, text, kind) values ($1, 'Your data', $2, 'my_data_link')`,
    [to, text],
  );

describe('outbox delivery', () => {
  it('delivers a committed row into the mailbox as an app e-mail with absolute links, and marks it delivered', async () => {
    await write('Reader@Example.com');
    const [message] = await waitForMessages('reader@example.com');
    expect(message).toMatchObject({
      to: 'reader@example.com',
      subject: 'Your data',
      type: 'app',
      kind: 'my_data_link',
      text: `Your link:\n${SITE}/my-data/abc123\n`,
      links: [`${SITE}/my-data/abc123`],
    });
    const { rows } = await stack.db.query(`select delivered_at from private.email_outbox where to_email = 'Reader@Example.com'`);
    expect(rows[0].delivered_at).not.toBeNull();
  });

  it('delivers nothing from a transaction that rolled back', async () => {
    await stack.db
      .transaction(async (tx) => {
        await tx.query(
          `insert into private.email_outbox (to_email, subject, text, kind) values ('gone@example.com', 's', 't', 'x')`,
        );
        throw new Error('undo');
      })
      .catch(() => undefined);
    await write('after@example.com');
    await waitForMessages('after@example.com');
    expect(await messages('gone@example.com')).toEqual([]);
  });

  it('delivers what was written while nobody listened, on start, once', async () => {
    await stack.outbox.deliverPending();
    await stack.outbox.stop();
    await write('waiting@example.com');
    await new Promise((r) => setTimeout(r, 200));
    expect(await messages('waiting@example.com')).toEqual([]);
    restarted = await startOutboxDelivery(stack.db.connection, stack.mailbox, () => SITE);
    expect(await messages('waiting@example.com')).toHaveLength(1);
    await restarted.deliverPending();
    expect(await messages('waiting@example.com')).toHaveLength(1);
  });

  it('reconnects when its connection is dropped and delivers what was written meanwhile', async () => {
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [OUTBOX_APPLICATION_NAME],
    );
    expect(rows[0].n).toBe(1);
    await write('later@example.com');
    expect(await waitForMessages('later@example.com')).toHaveLength(1);
  });
});
