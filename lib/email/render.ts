import { renderMarkdownHtml } from '@/lib/blog/markdown';
import { emailKind } from './kinds';
import { emailLayout, textToHtml } from './layout';
import { absoluteMarkdownLinks, withSiteLinks } from './site-links';
import { oneClickPath } from './unsubscribe';

/** One row of private.email_outbox, as the worker reads it. */
export interface OutboxMessage {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  kind: string;
  unsubscribe_path: string | null;
}

/** Who sends, as every e-mail's footer and headers say it. */
export interface SenderIdentity {
  /** The public site, for links: https://mbadisha.in */
  siteUrl: string;
  /** "MBA Disha <hello@mbadisha.in>" */
  from: string;
  /** The postal address of site settings (Contact), if staff entered one. */
  postalAddress: string | null;
}

export interface RenderedEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

/** The domain of the From address, for Message-IDs: the outbox id at the sender's domain. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'mbadisha.local';
}

/**
 * The e-mail for an outbox row: one template per kind (kinds.ts) in one layout, a text and an HTML part saying
 * the same. The outbox id is the Message-ID, so a message sent again after a crash is the same message.
 */
export function renderEmail(message: OutboxMessage, sender: SenderIdentity): RenderedEmail {
  const kind = emailKind(message.kind);
  const site = sender.siteUrl.replace(/\/+$/, '');
  const unsubscribeUrl = kind.optional && message.unsubscribe_path ? site + message.unsubscribe_path : null;
  const oneClick = unsubscribeUrl && message.unsubscribe_path ? oneClickPath(message.unsubscribe_path) : null;
  const postalLine = ['MBA Disha', sender.postalAddress ?? 'India'].join(', ');

  const body = kind.markdown ? absoluteMarkdownLinks(message.text, site) : withSiteLinks(message.text, site);
  const bodyHtml = kind.markdown ? renderMarkdownHtml(body, {}) : textToHtml(body);

  const footer = [kind.reason, unsubscribeUrl ? `Unsubscribe: ${unsubscribeUrl}` : null, `${postalLine} · ${site}`].filter(
    (line): line is string => line !== null,
  );

  const headers: Record<string, string> = { 'X-Mbad-Kind': message.kind };
  if (oneClick) {
    // RFC 8058: the mailbox provider POSTs "List-Unsubscribe=One-Click" to this https URL, with no page between.
    headers['List-Unsubscribe'] = `<${site}${oneClick}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  if (kind.optional) headers['Auto-Submitted'] = 'auto-generated';
  if (message.kind === 'newsletter') headers['Precedence'] = 'bulk';

  return {
    from: sender.from,
    to: message.to_email,
    subject: message.subject,
    text: `${body.trimEnd()}\n\n-- \n${footer.join('\n')}\n`,
    html: emailLayout({ subject: message.subject, bodyHtml, reason: kind.reason, unsubscribeUrl, siteUrl: site, postalLine }),
    messageId: `<${message.id}@${senderDomain(sender.from)}>`,
    headers,
  };
}
