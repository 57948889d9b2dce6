import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorker } from '@/lib/jobs/worker';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { Mailbox } from '@/supabase/local/mailbox';
import { startSmtpServer } from '@/supabase/local/smtp';
import { signedIn, signFormsWithKeyOf, uniq } from '../support/enquiries';
import { mailArrives, mailTo, startMailWorker, until } from '../support/mail-worker';

// The one delivery path (issue 35): outbox rows become graphile-worker jobs that nodemailer sends over SMTP to
// the local stack's SMTP server, which feeds the mailbox; the outbox records each message's state and tries.

const SITE = 'https://www.mbadisha.test';
let stack: LocalStack;
let worker: RunningWorker;

async function write(row: { to: string; kind: string; subject?: string; text: string }): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into private.email_outbox (to_email, subject, text, kind) values ($1, $2, $3, $4) returning id`,
    [row.to, row.subject ?? `About ${row.kind}`, row.text, row.kind],
  );
  return rows[0].id;
}

async function outboxRow(id: string) {
  const { rows } = await stack.db.query<{
    status: string;
    attempts: number;
    last_error: string | null;
    delivered_at: Date | null;
  }>(`select status, attempts, last_error, delivered_at from private.email_outbox where id = $1`, [id]);
  return rows[0];
}

const settled = (id: string, timeoutMs = 30_000) =>
  until(
    async () => {
      const row = await outboxRow(id);
      return row.status !== 'queued' ? row : null;
    },
    `message ${id} to settle`,
    timeoutMs,
  );

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, siteUrl: SITE });
  await signFormsWithKeyOf(stack);
  worker = await startMailWorker(stack);
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
});

describe('every kind of e-mail', () => {
  const token = 'tok_ABC-123';
  const kinds = [
    {
      kind: 'lead_assigned',
      text: 'Hello Asha,\n\nA new consultation lead has been assigned to you.\n\nOpen it in the back office:\n/admin/leads?lead=42\n',
      first: `${SITE}/admin/leads?lead=42`,
      unsubscribe: null,
    },
    {
      kind: 'my_data',
      text: 'Hello,\n\nOpen this link to see it:\n/my-data/abc123\n\nMBA Disha',
      first: `${SITE}/my-data/abc123`,
      unsubscribe: null,
    },
    {
      kind: 'community_reply',
      text: `Hello Ravi,\n\nRead it and reply:\n/community/cat-prep\n\nTo stop e-mails about replies to this thread, open:\n/community/unsubscribe/${token}\n\nMBA Disha`,
      first: `${SITE}/community/cat-prep`,
      unsubscribe: { page: `${SITE}/community/unsubscribe/${token}`, oneClick: `${SITE}/api/unsubscribe/community/${token}` },
    },
    {
      kind: 'exam_reminder',
      text: `Hello Meera,\n\nCAT 2026: Exam is tomorrow.\n\nEvery date of the calendar:\n/exams/calendar?exam=cat\n\nTo stop them with one click, open:\n/exams/calendar/unsubscribe/${token}\n\nMBA Disha`,
      first: `${SITE}/exams/calendar?exam=cat`,
      unsubscribe: { page: `${SITE}/exams/calendar/unsubscribe/${token}`, oneClick: `${SITE}/api/unsubscribe/exam/${token}` },
    },
    {
      kind: 'application_reminder',
      text: `Hello Meera,\n\nYour applications and their dates:\n/profile/applications\n\nTo stop the reminders for this college with one click, open:\n/exams/calendar/unsubscribe/college/${token}\n\nMBA Disha`,
      first: `${SITE}/profile/applications`,
      unsubscribe: {
        page: `${SITE}/exams/calendar/unsubscribe/college/${token}`,
        oneClick: `${SITE}/api/unsubscribe/college/${token}`,
      },
    },
  ];

  it.each(kinds)('$kind arrives with a text and an HTML part, its links absolute, and says who sent it', async (c) => {
    const to = `${uniq(c.kind)}@mail.test`;
    const id = await write({ to, kind: c.kind, text: c.text });
    const [message] = await mailArrives(stack, to);
    expect(message.kind).toBe(c.kind);
    expect(message.messageId).toBe(`${id}@mbadisha.test`);
    expect(message.from).toContain('hello@mbadisha.test');
    expect(message.links[0]).toBe(c.first);
    expect(message.text).toContain(c.first);
    expect(message.text).toContain('MBA Disha, India');
    expect(message.html).toContain(`href="${c.first.replace(/&/g, '&amp;')}"`);
    expect(message.html).toMatch(/<html lang="en">/);
    expect(message.html).toContain('MBA Disha, India');
    if (c.unsubscribe) {
      expect(message.headers['list-unsubscribe']).toBe(`<${c.unsubscribe.oneClick}>`);
      expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(message.text).toContain(`Unsubscribe: ${c.unsubscribe.page}`);
      expect(message.html).toContain(`href="${c.unsubscribe.page}"`);
    } else {
      expect(message.headers['list-unsubscribe']).toBeUndefined();
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('a newsletter renders its markdown into the HTML part, links made absolute, with a one-click unsubscribe', async () => {
    const to = `${uniq('news')}@mail.test`;
    await stack.db.query(`insert into public.newsletter_subscribers (email) values ($1)`, [to]);
    const { rows } = await stack.db.query<{ unsubscribe_token: string }>(
      `select unsubscribe_token from public.newsletter_subscribers where email = $1`,
      [to],
    );
    const subscriberToken = rows[0].unsubscribe_token;
    await stack.db.query(
      `insert into private.email_outbox (to_email, subject, text, kind, unsubscribe_path) values ($1, $2, $3, 'newsletter', $4)`,
      [
        to,
        'CAT results are out',
        '## What next\n\nRead the [cut-offs](/colleges/iim-ahmedabad) **now**.',
        `/newsletter/unsubscribe/${subscriberToken}`,
      ],
    );
    const [message] = await mailArrives(stack, to);
    expect(message.subject).toBe('CAT results are out');
    expect(message.html).toContain('<h2>What next</h2>');
    expect(message.html).toContain(`href="${SITE}/colleges/iim-ahmedabad"`);
    expect(message.html).toContain('<strong>now</strong>');
    expect(message.text).toContain('## What next');
    expect(message.text).toContain('You get this because you subscribed to the MBA Disha newsletter.');
    expect(message.headers['list-unsubscribe']).toBe(`<${SITE}/api/unsubscribe/newsletter/${subscriberToken}>`);
    expect(message.headers['precedence']).toBe('bulk');
  });
});

describe('suppression', () => {
  it('an address that bounced gets no newsletter or reminder, but still gets the data link it asked for', async () => {
    const to = `${uniq('bounced')}@mail.test`;
    await stack.db.query(`select public.record_email_event($1, 'hard_bounce', 'test')`, [to]);
    const reminder = await write({ to, kind: 'exam_reminder', text: 'Hello\n\n/exams/calendar/unsubscribe/abc' });
    const link = await write({ to, kind: 'my_data', text: 'Open:\n/my-data/xyz' });
    expect((await settled(reminder)).status).toBe('suppressed');
    expect((await settled(link)).status).toBe('sent');
    const messages = await mailTo(stack, to);
    expect(messages.map((m) => m.kind)).toEqual(['my_data']);
  });
});

describe('when the SMTP server is away or refuses', () => {
  it('a message written while no SMTP server listens arrives once one does, exactly once', async () => {
    const port = await freePort();
    const away = await startMailWorker(stack, { smtpUrl: `smtp://127.0.0.1:${port}`, maxAttempts: 6 });
    const mailbox = new Mailbox();
    let server: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const to = `${uniq('later')}@mail.test`;
      // Another worker (the suite's) must not take this one: it is written for the worker whose server is away.
      await worker.stop();
      const id = await write({ to, kind: 'my_data', text: 'Open:\n/my-data/later' });
      const failed = await until(async () => {
        const row = await outboxRow(id);
        return row.attempts >= 1 && row.last_error ? row : null;
      }, 'a failed try');
      expect(failed.status).toBe('queued');
      expect(failed.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
      server = await startSmtpServer({ port, mailbox });
      const sent = await settled(id);
      expect(sent.status).toBe('sent');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(mailbox.list(to).map((m) => m.messageId)).toEqual([`${id}@mbadisha.test`]);
    } finally {
      await away.stop();
      await server?.stop();
      worker = await startMailWorker(stack);
    }
  }, 60_000);

  it('a message the server keeps deferring is marked failed after its tries, with the last error', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    await worker.stop();
    const deferring = await startMailWorker(stack, { smtpUrl: `smtp://127.0.0.1:${port}`, maxAttempts: 2 });
    try {
      const id = await write({ to: `${uniq('busy')}@mail.test`, kind: 'lead_assigned', text: 'Hello' });
      const row = await settled(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      expect(row.last_error).toContain('451');

      const admin = await signedIn(stack, 'super_admin');
      const { data, error } = await admin.client.rpc('admin_email_messages', { status_filter: 'failed' });
      expect(error).toBeNull();
      expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'failed', attempts: 2 })]));
    } finally {
      await deferring.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      worker = await startMailWorker(stack);
    }
  }, 60_000);

  it('a message the server refuses for good (550) fails at once, without more tries', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    await worker.stop();
    const refusing = await startMailWorker(stack, { smtpUrl: `smtp://127.0.0.1:${port}`, maxAttempts: 5 });
    try {
      const id = await write({ to: `${uniq('nouser')}@mail.test`, kind: 'my_data', text: 'Hello' });
      const row = await settled(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.last_error).toContain('550');
    } finally {
      await refusing.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      worker = await startMailWorker(stack);
    }
  }, 60_000);
});

describe('the queue', () => {
  it('sends what was written before any worker ran on the database, once the first one starts', async () => {
    const fresh = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null, siteUrl: SITE });
    try {
      const to = `${uniq('early')}@mail.test`;
      await fresh.db.query(
        `insert into private.email_outbox (to_email, subject, text, kind) values ($1, 'Early', 'Open:\n/my-data/early', 'my_data')`,
        [to],
      );
      const first = await startMailWorker(fresh);
      try {
        const [message] = await mailArrives(fresh, to);
        expect(message.subject).toBe('Early');
      } finally {
        await first.stop();
      }
    } finally {
      await fresh.stop();
    }
  }, 120_000);

  it('a worker stopped in the middle of a send loses nothing: the message is sent once, by it or the next', async () => {
    const mailbox = new Mailbox();
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => setTimeout(() => callback(), 1500));
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => slow.listen(port, '127.0.0.1', resolve));
    await worker.stop();
    const first = await startMailWorker(stack, { smtpUrl: `smtp://127.0.0.1:${port}` });
    const to = `${uniq('cut')}@mail.test`;
    const id = await write({ to, kind: 'my_data', text: 'Open:\n/my-data/cut' });
    await until(async () => ((await outboxRow(id)).attempts >= 1 ? true : null), 'the try to begin');
    await first.stop();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
    const receiver = await startSmtpServer({ port, mailbox });
    const second = await startMailWorker(stack, { smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      expect((await settled(id)).status).toBe('sent');
    } finally {
      await second.stop();
      await receiver.stop();
      worker = await startMailWorker(stack);
    }
  }, 60_000);
});
