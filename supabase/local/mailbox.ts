import { randomUUID } from 'node:crypto';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  /**
   * What kind of e-mail Auth sent (signup confirmation, recovery, invite, magic link, e-mail change), or 'app' for
   * the app's own e-mail, delivered from private.email_outbox (outbox.ts).
   */
  type: 'signup' | 'recovery' | 'invite' | 'magiclink' | 'email_change' | 'app';
  /** For type 'app': the outbox row's kind ('lead_assigned', …). */
  kind?: string;
  text: string;
  html: string;
  /** Every link in the message, first the action link. */
  links: string[];
  sentAt: string;
}

/** Keeps every e-mail Auth and the app would send, newest last, for people (/mailbox) and tests (/mailbox/api/messages). */
export class Mailbox {
  private readonly messages: MailMessage[] = [];

  send(input: Omit<MailMessage, 'id' | 'sentAt' | 'html'> & { html?: string }): MailMessage {
    const message: MailMessage = {
      ...input,
      to: input.to.toLowerCase(),
      html: input.html ?? `<p>${escapeHtml(input.text)}</p>`,
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
    const rows = mailbox
      .list(to)
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.sentAt)} · ${m.type}</p>` +
          `<div>${m.html}</div><ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></article>`,
      )
      .join('<hr>');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}a{word-break:break-all}</style></head>
<body><h1>Local mailbox</h1><p>Every e-mail the local Auth service and the app sent, newest first.</p>
<form><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${rows || '<p>No e-mail yet.</p>'}</body></html>`;
    return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
}
