import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { AUTH_MAIL_TYPES, escapeHtml, type Mailbox, type MailMessage } from './mailbox';

/**
 * The stack's mail server, as Supabase's local stack has Inbucket/Mailpit: Auth and the app send over SMTP, and
 * every message received lands in the mailbox, one entry per envelope recipient. Plain SMTP on loopback, no TLS;
 * AUTH is optional and any user and password pass, so `smtp://user:pass@host:port` URLs work unchanged.
 */
export interface LocalSmtpServer {
  /** smtp://HOST:PORT */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 picks a free port. */
  port: number;
  mailbox: Mailbox;
}

/**
 * Recipients in the reserved `.invalid` top-level domain (RFC 6761: it never resolves) are refused at RCPT with a
 * permanent 550, as a real relay refuses a domain that does not exist, so a hard failure can be produced on demand.
 */
export const UNDELIVERABLE_DOMAIN = /\.invalid$/i;

/** Larger messages are refused with 552 and never reach the mailbox. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** Connections still open at stop() (a client between messages) are cut after this instead of smtp-server's 30 s. */
const CLOSE_TIMEOUT_MS = 500;

export async function startSmtpServer({ host = '127.0.0.1', port, mailbox }: SmtpServerOptions): Promise<LocalSmtpServer> {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    disableReverseLookup: true,
    closeTimeout: CLOSE_TIMEOUT_MS,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (!UNDELIVERABLE_DOMAIN.test(address.address)) return callback();
      callback(Object.assign(new Error(`5.1.2 ${address.address}: domain does not exist`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      // The client's send resolves on our reply, so the mailbox has the message by the time it does.
      deliver(stream, session, mailbox).then(
        () => callback(),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
      );
    },
  });
  // smtp-server re-emits the listener's errors (EADDRINUSE) and each connection's (a client hanging up) as its own
  // 'error', which would throw without a handler: the first fail the start, the others are only logged.
  let failStart: ((e: Error) => void) | undefined;
  server.on('error', (e) => (failStart ? failStart(e) : console.error('[local-stack smtp]', e.message)));
  await new Promise<void>((resolve, reject) => {
    failStart = reject;
    server.listen(port, host, () => {
      failStart = undefined;
      resolve();
    });
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    port: actual,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function deliver(stream: SMTPServerDataStream, session: SMTPServerSession, mailbox: Mailbox): Promise<void> {
  const raw = await readMessage(stream);
  if (!raw) return; // rejectOversized answers 552 in place of our reply
  const message = toMailMessage(await simpleParser(raw));
  for (const recipient of session.envelope.rcptTo) mailbox.send({ ...message, to: recipient.address });
}

/** The whole message, or undefined once it has grown past the limit (drained, not kept). */
async function readMessage(stream: SMTPServerDataStream): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) if (!stream.sizeExceeded) chunks.push(chunk);
  return stream.sizeExceeded ? undefined : Buffer.concat(chunks);
}

function toMailMessage(mail: ParsedMail): Omit<MailMessage, 'id' | 'sentAt' | 'to'> {
  const headers = headerRecord(mail);
  const authType = AUTH_MAIL_TYPES.find((t) => t === headers['x-local-auth-mail']);
  const text = mail.text ?? '';
  return {
    from: fromText(mail),
    subject: mail.subject ?? '',
    type: authType ?? 'app',
    ...(headers['x-mbad-kind'] ? { kind: headers['x-mbad-kind'] } : {}),
    text,
    html: mail.html || `<p>${escapeHtml(text)}</p>`,
    links: linksOf(text),
    ...(mail.messageId ? { messageId: mail.messageId.replace(/^<|>$/g, '') } : {}),
    headers,
  };
}

/** `Name <address>`, as people write it (mailparser's own text quotes every name). */
function fromText(mail: ParsedMail): string {
  return (mail.from?.value ?? []).map(({ name, address = '' }) => (name ? `${name} <${address}>` : address)).join(', ');
}

/**
 * Raw header lines rather than mailparser's parsed map, which folds every List-* header into one object; through a
 * Map so that a header named `__proto__` stays a header.
 */
function headerRecord(mail: ParsedMail): Record<string, string> {
  const values = new Map<string, string>();
  for (const { key, line } of mail.headerLines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    const earlier = values.get(key);
    values.set(key, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return Object.fromEntries(values);
}

/** Sentence punctuation right after a link is not part of it. */
function linksOf(text: string): string[] {
  const found = (text.match(/\bhttps?:\/\/[^\s<>"]+/g) ?? []).map((l) => l.replace(/[.,;:!?)\]}'>]+$/, ''));
  return [...new Set(found)];
}
