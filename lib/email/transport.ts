import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { RenderedEmail } from './render';

/*
 * Every e-mail leaves through one SMTP connection setting, SMTP_URL, so any provider that speaks SMTP works (SES,
 * Postmark, SendGrid, Resend, a company relay): smtp://user:pass@host:587 upgrades with STARTTLS when the server
 * offers it, smtps://…:465 is TLS from the first byte. Locally, with no SMTP_URL, the local stack's SMTP server.
 */
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:54325';
export const DEFAULT_MAIL_FROM = 'MBA Disha <hello@mbadisha.local>';

const mailboxPattern = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

export const mailSettingsSchema = z.object({
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/[^/\s]+/.test(value), 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(mailboxPattern, 'MAIL_FROM must be an address, optionally with a name: MBA Disha <hello@example.in>')
    .optional(),
});

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export function mailSettings(env: { SMTP_URL?: string; MAIL_FROM?: string }): MailSettings {
  const parsed = mailSettingsSchema.parse({
    SMTP_URL: env.SMTP_URL?.trim() || undefined,
    MAIL_FROM: env.MAIL_FROM?.trim() || undefined,
  });
  return { smtpUrl: parsed.SMTP_URL ?? LOCAL_SMTP_URL, from: parsed.MAIL_FROM ?? DEFAULT_MAIL_FROM };
}

/** The host and port of an SMTP URL, for logs: never its user or password. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
}

export interface MailSender {
  send(email: RenderedEmail): Promise<void>;
  close(): void;
}

export function createMailSender(smtpUrl: string): MailSender {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A server that takes no connection or never answers fails the try instead of holding the job for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        headers: email.headers,
      });
    },
    close() {
      transport.close();
    },
  };
}

export interface SendFailure {
  /** The server refused this message for good (5xx to the recipient or the content): trying again cannot help. */
  permanent: boolean;
  message: string;
}

/**
 * What a failed send means. A 5xx answer to RCPT or DATA is the receiving side's final word on this message; a
 * refused connection, a timeout, a 4xx or a failed login are the sender's or the moment's trouble and are tried
 * again later.
 */
export function classifySendFailure(error: unknown): SendFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : '';
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : null;
  const permanent =
    (code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== null && responseCode >= 500 && responseCode < 600;
  const detail = typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : String(error);
  const message = [code, detail].filter(Boolean).join(': ').slice(0, 1000);
  return { permanent, message };
}
