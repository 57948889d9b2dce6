import { randomUUID } from 'node:crypto';

/** The e-mail the local Auth service sends; it names each with an X-Local-Auth-Mail header. */
export const AUTH_MAIL_TYPES = ['signup', 'recovery', 'invite', 'magiclink', 'email_change'] as const;

export interface MailMessage {
  id: string;
  /** The envelope recipient (RCPT TO), lower-cased: a message to several people is one entry for each. */
  to: string;
  /** The From header as text, e.g. `MBA Disha <noreply@mbadisha.local>`. */
  from: string;
  subject: string;
  /** What kind of e-mail Auth sent, or 'app' for every other message, the app's own. */
  type: (typeof AUTH_MAIL_TYPES)[number] | 'app';
  /** The X-Mbad-Kind header the app sets ('lead_assigned', 'my_data', 'newsletter', …). */
  kind?: string;
  text: string;
  html: string;
  /** Every http(s) link of the text, in order and once each, so first the action link. */
  links: string[];
  /** The Message-ID header without its angle brackets. */
  messageId?: string;
  /** Every header by its lower-cased name, as sent (unfolded; a repeated header's values joined with ', '). */
  headers: Record<string, string>;
  sentAt: string;
}

export type NewMailMessage = Omit<MailMessage, 'id' | 'sentAt' | 'from' | 'html' | 'headers'> &
  Partial<Pick<MailMessage, 'from' | 'html' | 'headers'>>;

/**
 * Keeps every e-mail the stack's SMTP server received (smtp.ts), newest last, for people (/mailbox) and tests
 * (/mailbox/api/messages).
 */
export class Mailbox {
  private readonly messages: MailMessage[] = [];

  send(input: NewMailMessage): MailMessage {
    const message: MailMessage = {
      ...input,
      to: input.to.toLowerCase(),
      from: input.from ?? '',
      html: input.html ?? `<p>${escapeHtml(input.text)}</p>`,
      headers: input.headers ?? {},
      id: randomUUID(),
      sentAt: new Date().toISOString(),
    };
    this.messages.push(message);
    return message;
  }

  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages
      .filter((m) => !wanted || m.to === wanted)
      .slice()
      .reverse();
  }

  clear(to?: string): void {
    const wanted = to?.trim().toLowerCase();
    for (let i = this.messages.length - 1; i >= 0; i--) {
      if (!wanted || this.messages[i].to === wanted) this.messages.splice(i, 1);
    }
  }
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The HTML part is whatever an SMTP client sent, so it is shown in a sandboxed frame (no scripts, no forms, an
 * origin of its own), never inline in the page that lists every sign-in link.
 */
function renderMessage(m: MailMessage): string {
  const kind = m.kind ? ` · ${escapeHtml(m.kind)}` : '';
  const links = m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
  return (
    `<article><h2>${escapeHtml(m.subject)}</h2>` +
    `<p>From <b>${escapeHtml(m.from)}</b> to <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.sentAt)} · ${m.type}${kind}</p>` +
    `<iframe sandbox srcdoc="${escapeHtml(m.html)}" title="${escapeHtml(m.subject)}"></iframe><ul>${links}</ul></article>`
  );
}

/** GET /mailbox (a page), GET /mailbox/api/messages[?to=], DELETE /mailbox/api/messages[?to=]. */
export async function handleMailbox(req: Request, path: string, mailbox: Mailbox): Promise<Response> {
  const url = new URL(req.url);
  const to = url.searchParams.get('to') ?? undefined;
  if (path === '/api/messages' || path === '/api/messages/') {
    if (req.method === 'DELETE') {
      mailbox.clear(to);
      return new Response(null, { status: 204 });
    }
    return Response.json({ messages: mailbox.list(to) });
  }
  if (path === '' || path === '/') {
    const rows = mailbox.list(to).map(renderMessage).join('<hr>');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}a{word-break:break-all}iframe{width:100%;height:18rem;border:1px solid #ccc;resize:vertical}</style></head>
<body><h1>Local mailbox</h1><p>Every e-mail the local Auth service and the app sent through the stack's SMTP server, newest first.</p>
<form><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${rows || '<p>No e-mail yet.</p>'}</body></html>`;
    return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
}
