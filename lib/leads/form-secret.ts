import 'server-only';
import { createHmac } from 'node:crypto';

const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs form render times (lib/leads/form-guard.ts). FORM_SIGNING_SECRET when set; otherwise a key
 * derived from the service-role key, which every server of a deployment already shares (the derivation is
 * one-way: nothing signed with it reveals the service-role key, and it is never used to reach the database).
 * Null when neither is configured, as when no Supabase project is: the forms then cannot work anyway.
 */
export function formSigningSecret(): string | null {
  const own = process.env.FORM_SIGNING_SECRET?.trim();
  if (own) {
    if (own.length < MIN_SECRET_LENGTH) throw new Error(`FORM_SIGNING_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return own;
  }
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!serviceRoleKey) return null;
  return createHmac('sha256', serviceRoleKey).update('mba-disha:form-guard-secret:v1').digest('base64url');
}
