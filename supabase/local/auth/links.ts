import { createHash, randomInt } from 'node:crypto';
import { escapeHtml, type AUTH_MAIL_TYPES } from '../mailbox';
import type { StackContext } from '../types';
import { AuthError } from './errors';

/** The e-mail Auth sends. */
export type LinkType = (typeof AUTH_MAIL_TYPES)[number];

/** PKCE link tokens carry this prefix so /verify knows to answer with ?code= rather than tokens in the fragment. */
export const PKCE_PREFIX = 'pkce_';

/** GoTrue's mailer otp_exp as `supabase start` sets it. */
export const LINK_TOKEN_TTL_MS = 3600_000;

/**
 * GoTrue's link token: a 6-digit code for the e-mail body and, stored and put in the link, sha224(email + code)
 * in hex (crypto.GenerateTokenHash), prefixed for PKCE.
 */
export function newLinkToken(email: string, pkce: boolean): { otp: string; hashedToken: string; token: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashedToken = tokenHash(email, otp);
  return { otp, hashedToken, token: pkce ? PKCE_PREFIX + hashedToken : hashedToken };
}

export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function verifyLink(ctx: StackContext, token: string, type: string, redirectTo: string): string {
  const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.config.url}/auth/v1/verify?${q}`;
}

/**
 * GoTrue's IsRedirectURLValid: the site URL's scheme and host, a loopback host, or an allow-list entry
 * (exact, or a glob where `*` stops at `.` and `/` and `**` does not). Unlike GoTrue, only http and https
 * targets qualify: this app is a web app, and `javascript:`, `data:` or an app scheme on a loopback "host"
 * (`javascript://127.0.0.1/%0a…`) or matched by a broad glob must never become a Location or a link target.
 */
export function isAllowedRedirect(ctx: StackContext, candidate: string): boolean {
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  const site = new URL(ctx.config.siteUrl);
  if (site.protocol === target.protocol && site.hostname === target.hostname) return true;
  if (['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) return true;
  return ctx.config.additionalRedirectUrls.some((pattern) => pattern === candidate || globToRegExp(pattern).test(candidate));
}

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** GoTrue's GetReferrer: redirect_to when allowed, else the Referer header when allowed, else the site URL. */
export function redirectTarget(ctx: StackContext, req: Request, explicit?: string): string {
  const asked = explicit || new URL(req.url).searchParams.get('redirect_to') || '';
  if (asked && isAllowedRedirect(ctx, asked)) return asked;
  const referer = req.headers.get('referer') ?? '';
  if (referer && isAllowedRedirect(ctx, referer)) return referer;
  return ctx.config.siteUrl;
}

/** `failure` is GoTrue's 500 message when the mail cannot be sent (api/mail.go). */
const MAILS: Record<LinkType, { subject: string; intro: string; failure: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    intro: 'Follow this link to confirm your user:',
    failure: 'Error sending confirmation email',
  },
  recovery: {
    subject: 'Reset Your Password',
    intro: 'Follow this link to reset the password for your user:',
    failure: 'Error sending recovery email',
  },
  invite: {
    subject: 'You have been invited',
    intro: 'You have been invited to create a user. Follow this link to accept the invite:',
    failure: 'Error sending invite email',
  },
  magiclink: { subject: 'Your Magic Link', intro: 'Follow this link to login:', failure: 'Error sending magic link email' },
  email_change: {
    subject: 'Confirm Email Change',
    intro: 'Follow this link to confirm the update of your email:',
    failure: 'Error sending email change email',
  },
};

/**
 * Sends over SMTP and resolves once the server accepted the mail, so the answer to the request comes after the
 * mail is in the mailbox. A failure is GoTrue's 500; thrown inside the caller's transaction, it rolls back the
 * token, as GoTrue's does. `intro` replaces the type's opening line where the mail must say more (an e-mail
 * change names both addresses).
 */
export async function sendLinkMail(
  ctx: StackContext,
  to: string,
  type: LinkType,
  link: string,
  otp: string,
  intro?: string,
): Promise<void> {
  const mail = MAILS[type];
  const opening = intro ?? mail.intro;
  try {
    await ctx.mailer.send({
      to,
      subject: mail.subject,
      text: `${opening}\n${link}\n\nAlternatively, enter the code: ${otp}`,
      html:
        `<p>${escapeHtml(opening)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(mail.subject)}</a></p>` +
        `<p>Alternatively, enter the code: ${otp}</p>`,
      headers: { 'X-Local-Auth-Mail': type },
    });
  } catch (e) {
    console.error(`[local-stack auth] sending the ${type} e-mail failed:`, e instanceof Error ? e.message : e);
    throw new AuthError(500, 'unexpected_failure', mail.failure);
  }
}
