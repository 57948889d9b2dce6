import nodemailer, { type SendMailOptions } from 'nodemailer';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer, type LocalStack, type MailMessage } from '@/supabase/local';
import { createAuthService } from '@/supabase/local/auth';
import { describeStack, stackOptionsFromEnv } from '@/supabase/local/env';
import { Keys, loadProjectKeys } from '@/supabase/local/keys';
import { Mailbox } from '@/supabase/local/mailbox';
import { createMailer } from '@/supabase/local/mailer';
import { MAX_MESSAGE_BYTES } from '@/supabase/local/smtp';
import { client, startTestStack } from './helpers';

// The stack's mail server: whatever reaches it over SMTP is in the mailbox once the client's send resolves, and
// the local Auth service sends its own e-mail through it.

/** Sends one message over a connection of its own, as the app's mail worker would. */
async function sendMail(url: string, mail: SendMailOptions) {
  const transport = nodemailer.createTransport(url);
  try {
    return await transport.sendMail({ from: 'MBA Disha <noreply@mbadisha.local>', ...mail });
  } finally {
    transport.close();
  }
}

describe('a standalone SMTP server', () => {
  let mailbox: Mailbox;
  let server: LocalSmtpServer | undefined;
  const start = async (port = 0) => {
    server = await startSmtpServer({ port, mailbox });
    return server;
  };
  beforeAll(() => {
    mailbox = new Mailbox();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    mailbox.clear();
  });

  it('puts a message into the mailbox with its parts, headers, Message-ID, kind and links', async () => {
    const { url, port } = await start();
    expect(url).toBe(`smtp://127.0.0.1:${port}`);
    const text =
      'Your new lead is waiting:\nhttps://mbadisha.local/leads/42?from=mail\n\n' +
      'See all (https://mbadisha.local/leads). Again: https://mbadisha.local/leads/42?from=mail.\n';
    await sendMail(url, {
      to: 'Counselor@Example.com',
      subject: 'New lead — Ana',
      text,
      html: '<p>Your new lead is <a href="https://mbadisha.local/leads/42?from=mail">waiting</a>.</p>',
      messageId: '<lead-42@mbadisha.local>',
      headers: {
        'X-Mbad-Kind': 'lead_assigned',
        'List-Unsubscribe': '<https://mbadisha.local/unsubscribe/abc>, <mailto:unsubscribe@mbadisha.local>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });

    const [message] = mailbox.list('counselor@example.com');
    expect(message).toMatchObject({
      to: 'counselor@example.com',
      from: 'MBA Disha <noreply@mbadisha.local>',
      subject: 'New lead — Ana',
      type: 'app',
      kind: 'lead_assigned',
      html: '<p>Your new lead is <a href="https://mbadisha.local/leads/42?from=mail">waiting</a>.</p>',
      messageId: 'lead-42@mbadisha.local',
      links: ['https://mbadisha.local/leads/42?from=mail', 'https://mbadisha.local/leads'],
    });
    expect(message.text.trimEnd()).toBe(text.trimEnd());
    expect(message.headers).toMatchObject({
      'x-mbad-kind': 'lead_assigned',
      'list-unsubscribe': '<https://mbadisha.local/unsubscribe/abc>, <mailto:unsubscribe@mbadisha.local>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      'message-id': '<lead-42@mbadisha.local>',
    });
    expect(message.headers.to.toLowerCase()).toBe('counselor@example.com');
  });

  it('makes one entry per envelope recipient, Bcc included, each with an id of its own', async () => {
    const { url } = await start();
    const info = await sendMail(url, {
      to: ['a@example.com', 'B@Example.com'],
      cc: 'c@example.com',
      bcc: 'd@example.com',
      subject: 'Newsletter',
      text: 'Hello',
      headers: { 'X-Mbad-Kind': 'newsletter' },
    });
    expect(info.accepted).toHaveLength(4);
    const all = mailbox.list();
    expect(all.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
    expect(new Set(all.map((m) => m.id)).size).toBe(4);
    expect(all.every((m) => m.kind === 'newsletter' && m.subject === 'Newsletter')).toBe(true);
    // The Bcc recipient is in the envelope only, never in a header the others see.
    expect(all[0].headers.bcc).toBeUndefined();
  });

  it('accepts AUTH with any user and password, and mail without AUTH', async () => {
    const { port } = await start();
    await sendMail(`smtp://worker:s3cret@127.0.0.1:${port}`, { to: 'ana@example.com', subject: 'With AUTH', text: 'x' });
    await sendMail(`smtp://127.0.0.1:${port}`, { to: 'ana@example.com', subject: 'Without', text: 'y' });
    expect(mailbox.list('ana@example.com').map((m) => m.subject)).toEqual(['Without', 'With AUTH']);
  });

  it('derives the text of an HTML-only message, and escapes a text-only one into HTML', async () => {
    const { url } = await start();
    await sendMail(url, { to: 'ana@example.com', subject: 'html', html: '<p>Open <a href="https://x.example/a">this</a></p>' });
    await sendMail(url, { to: 'ben@example.com', subject: 'text', text: 'a < b & c' });
    const [html] = mailbox.list('ana@example.com');
    expect(html.text).toContain('this');
    expect(html.links).toEqual(['https://x.example/a']);
    expect(mailbox.list('ben@example.com')[0].html).toMatch(/^<p>a &#60; b &#38; c\s*<\/p>$/);
  });

  it('names an Auth e-mail by its X-Local-Auth-Mail header, and any other value is app mail', async () => {
    const { url } = await start();
    await sendMail(url, { to: 'a@example.com', subject: 's', text: 'x', headers: { 'X-Local-Auth-Mail': 'recovery' } });
    await sendMail(url, { to: 'b@example.com', subject: 's', text: 'x', headers: { 'X-Local-Auth-Mail': 'admin' } });
    expect(mailbox.list('a@example.com')[0].type).toBe('recovery');
    expect(mailbox.list('b@example.com')[0]).toMatchObject({ type: 'app' });
    expect(mailbox.list('b@example.com')[0].kind).toBeUndefined();
  });

  it('refuses a message over the size limit with 552 and keeps nothing of it', async () => {
    const { url } = await start();
    const sent = sendMail(url, { to: 'ana@example.com', subject: 'big', text: 'x'.repeat(MAX_MESSAGE_BYTES + 1) });
    await expect(sent).rejects.toMatchObject({ responseCode: 552 });
    expect(mailbox.list()).toEqual([]);
  });

  it('refuses a recipient of the reserved .invalid domain with a permanent 550, and delivers to the others', async () => {
    const { url } = await start();
    const refused = sendMail(url, { to: 'nobody@bounce.invalid', subject: 'hard', text: 'x' });
    await expect(refused).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining('5.1.2') });
    expect(mailbox.list()).toEqual([]);
    const partly = await sendMail(url, { to: ['nobody@bounce.invalid', 'ana@example.com'], subject: 'some', text: 'x' });
    expect(partly.rejected).toEqual(['nobody@bounce.invalid']);
    expect(mailbox.list().map((m) => m.to)).toEqual(['ana@example.com']);
  });

  it('fails to start on a port already taken, and the one listening keeps working', async () => {
    const { url, port } = await start();
    await expect(startSmtpServer({ port, mailbox })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await sendMail(url, { to: 'ana@example.com', subject: 'still here', text: 'x' });
    expect(mailbox.list()).toHaveLength(1);
  });

  it('refuses connections once stopped, and takes mail again when started on the same port', async () => {
    const { url, port } = await start();
    await server!.stop();
    server = undefined;
    await expect(sendMail(url, { to: 'ana@example.com', subject: 'lost', text: 'x' })).rejects.toMatchObject({
      code: 'ESOCKET',
    });
    await start(port);
    await sendMail(url, { to: 'ana@example.com', subject: 'delivered', text: 'x' });
    expect(mailbox.list().map((m) => m.subject)).toEqual(['delivered']);
  });
});

describe("the stack's SMTP server", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.stop());

  const viaApi = async (to: string): Promise<MailMessage[]> => {
    const res = await fetch(`${stack.mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    return ((await res.json()) as { messages: MailMessage[] }).messages;
  };

  it('listens on a free port of its own for a stack on a free port, and its mail is in /mailbox/api/messages', async () => {
    expect(stack.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(stack.smtpUrl).not.toBe('smtp://127.0.0.1:54325');
    await sendMail(stack.smtpUrl, {
      to: 'reader@example.com',
      subject: 'Your data',
      text: 'Open http://127.0.0.1:3000/my-data/abc',
      headers: { 'X-Mbad-Kind': 'my_data' },
    });
    const [message] = await viaApi('Reader@example.com');
    expect(message).toMatchObject({
      to: 'reader@example.com',
      subject: 'Your data',
      type: 'app',
      kind: 'my_data',
      links: ['http://127.0.0.1:3000/my-data/abc'],
    });
    expect(message.headers['x-mbad-kind']).toBe('my_data');
  });

  it("delivers Auth's sign-up confirmation over SMTP: type signup, its link first, text and HTML", async () => {
    const email = `smtp-signup-${Date.now()}@example.com`;
    const { error } = await client(stack).auth.signUp({ email, password: 'Secret#123' });
    expect(error).toBeNull();
    // Auth answers only once the SMTP server has accepted the mail, so it is there already.
    const [message] = await viaApi(email);
    expect(message).toMatchObject({
      to: email,
      from: 'MBA Disha <noreply@mbadisha.local>',
      subject: 'Confirm Your Signup',
      type: 'signup',
    });
    expect(message.kind).toBeUndefined();
    expect(message.headers['x-local-auth-mail']).toBe('signup');
    const link = new URL(message.links[0]);
    expect(link.origin + link.pathname).toBe(`${stack.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(message.text).toMatch(/^Follow this link to confirm your user:\n(\S+)\n\nAlternatively, enter the code: \d{6}/);
    expect(message.text).toContain(message.links[0]);
    expect(message.html).toContain(`<a href="${message.links[0].replaceAll('&', '&#38;')}">`);
    expect(message.messageId).toMatch(/@/);
  });

  it('answers as GoTrue when the mail cannot be sent, and keeps nothing of the request', async () => {
    const down = await startSmtpServer({ port: 0, mailbox: new Mailbox() });
    await down.stop();
    const mailer = createMailer(down.url);
    const keys = await Keys.load(undefined, await loadProjectKeys(undefined, false));
    const auth = createAuthService({ config: stack.config, db: stack.db, keys, mailer });
    const post = (path: string, body: unknown) =>
      auth.handle(
        new Request(`${stack.url}/auth/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        path,
      );
    try {
      const email = `smtp-down-${Date.now()}@example.com`;
      const signup = await post('/signup', { email, password: 'Secret#123' });
      expect(signup.status).toBe(500);
      expect(await signup.json()).toEqual({
        code: 500,
        error_code: 'unexpected_failure',
        msg: 'Error sending confirmation email',
      });
      const { rows } = await stack.db.query('select id from auth.users where email = $1', [email]);
      expect(rows).toEqual([]);

      const known = `smtp-known-${Date.now()}@example.com`;
      const created = await client(stack, 'service').auth.admin.createUser({ email: known, password: 'Secret#123' });
      expect(created.error).toBeNull();
      const recover = await post('/recover', { email: known });
      expect(recover.status).toBe(500);
      expect(await recover.json()).toMatchObject({ msg: 'Error sending recovery email' });
      const { rows: tokens } = await stack.db.query('select token_type from auth.one_time_tokens where user_id = $1', [
        created.data.user!.id,
      ]);
      expect(tokens).toEqual([]);
    } finally {
      mailer.close();
    }
  });

  it('refuses to start on a taken SMTP port, naming the setting that moves it', async () => {
    const taken = await startSmtpServer({ port: 0, mailbox: new Mailbox() });
    try {
      await expect(startTestStack({ smtpPort: taken.port })).rejects.toThrow(
        `SMTP port ${taken.port} is in use; set SUPABASE_LOCAL_SMTP_PORT`,
      );
    } finally {
      await taken.stop();
    }
  });

  it('reads SUPABASE_LOCAL_SMTP_PORT, and prints the SMTP and database URLs', () => {
    expect(stackOptionsFromEnv({ SUPABASE_LOCAL_SMTP_PORT: '2525' }).smtpPort).toBe(2525);
    expect(stackOptionsFromEnv({}).smtpPort).toBeUndefined();
    const described = describeStack(stack, false);
    expect(described).toContain(`        SMTP URL: ${stack.smtpUrl}\n`);
    expect(described).toContain(`    Database URL: ${stack.databaseUrl}\n`);
  });

  it('gives a postgres connection string that pg connects with, as the superuser', async () => {
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ db: string; superuser: string }>(
        `select current_database() as db, current_setting('is_superuser') as superuser`,
      );
      expect(rows[0]).toEqual({ db: stack.db.connection.database, superuser: 'on' });
    } finally {
      await db.end();
    }
  });
});
