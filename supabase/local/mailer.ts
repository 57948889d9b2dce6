import nodemailer from 'nodemailer';

/** How the stack's own services (Auth) send e-mail: over SMTP, as anything else would, so the mailbox sees it all. */
export interface Mailer {
  /** Resolves once the SMTP server has accepted the message. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export const DEFAULT_MAIL_FROM = 'MBA Disha <noreply@mbadisha.local>';

/**
 * One transport per stack, pooled: smtp-server holds every new connection back 100 ms (to catch clients that talk
 * before its greeting), which a connection per message would add to every sign-up. Short timeouts, so that an
 * SMTP server that is down or stuck fails the request in seconds instead of nodemailer's minutes.
 */
export function createMailer(smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
