import { createHmac } from 'node:crypto';

/*
 * What the app's servers sign with the database's own key (private.server_key, read by lib/supabase/server-key.ts)
 * so that the database believes them and nobody else: the visitor a request speaks for, a form's token and a
 * lead's attribution. Each message starts with its purpose and version, so one signature never passes for another.
 * The SQL side is supabase/migrations/20261203001000_site_channel.sql and 20261203001100_public_form_proofs.sql.
 */

/** Base64url HMAC-SHA256, as private.server_sign computes it. */
export function serverSign(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

/** The X-Site-Visitor header: "v1 <unix seconds> <address> <signature>"; the database honours it for five minutes. */
export const SITE_VISITOR_HEADER = 'x-site-visitor';

export function siteVisitorHeader(key: string, ip: string, nowMs: number = Date.now()): string {
  const at = Math.floor(nowMs / 1000);
  return `v1 ${at} ${ip} ${serverSign(key, `visitor:v1:${at}:${ip}`)}`;
}

/** The attribution a lead's score may rest on: its source and click ids, bound to the submission's key. */
export interface SignedAttribution {
  source: string;
  gclid?: string;
  fbclid?: string;
}

export function attributionProof(key: string, idempotencyKey: string, attribution: SignedAttribution): string {
  const { source, gclid = '', fbclid = '' } = attribution;
  return serverSign(key, `attribution:v1:${idempotencyKey.toLowerCase()}:${source}:${gclid}:${fbclid}`);
}
