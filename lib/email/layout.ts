/*
 * The HTML part every e-mail shares: one column, inline styles only (mail clients drop <style> and classes),
 * system fonts, deep indigo for the header and links, and a footer that says who sent it, why, and how to stop it.
 */
const INDIGO = '#312e81';
const GREY = '#4b5563';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

function linked(line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    out += escapeHtml(line.slice(last, match.index)) + anchor(url, url);
    last = match.index + url.length;
  }
  return out + escapeHtml(line.slice(last));
}

function anchor(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${INDIGO};text-decoration:underline;word-break:break-all">${escapeHtml(label)}</a>`;
}

/** Plain text as the database writes it: paragraphs split by blank lines, line breaks kept, every URL a link. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map(linked).join('<br>')}</p>`)
    .join('\n');
}

export interface LayoutParts {
  subject: string;
  bodyHtml: string;
  reason: string | null;
  unsubscribeUrl: string | null;
  siteUrl: string;
  postalLine: string;
}

export function emailLayout(parts: LayoutParts): string {
  const footer = [
    parts.reason ? `<p style="margin:0 0 8px">${escapeHtml(parts.reason)}</p>` : '',
    parts.unsubscribeUrl
      ? `<p style="margin:0 0 8px">${anchor(parts.unsubscribeUrl, 'Unsubscribe')} from these e-mails.</p>`
      : '',
    `<p style="margin:0">${escapeHtml(parts.postalLine)} · ${anchor(parts.siteUrl, parts.siteUrl.replace(/^https?:\/\//, ''))}</p>`,
  ].join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.55;color:#111827">
<tr><td style="background:${INDIGO};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700">MBA Disha</td></tr>
<tr><td style="padding:24px">${parts.bodyHtml}</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:${GREY}">${footer}</td></tr>
</table></td></tr></table>
</body></html>`;
}
