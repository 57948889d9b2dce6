/**
 * The hidden fields every public form carries (lib/leads/form-guard.ts checks them on the server). Kept apart
 * from the guard so browser code can name them without pulling in node:crypto.
 */
export const FORM_GUARD_FIELDS = {
  /** One per rendered form: the database answers a repeat of it with the first result, never a second lead. */
  idempotencyKey: 'idempotency_key',
  /** When the form was rendered, signed by the server. */
  token: 'form_token',
  /** The honeypot: hidden from people, irresistible to form-filling bots. */
  honeypot: 'website',
} as const;

/** The least time a person needs between seeing a form and sending it. */
export const MIN_FORM_SECONDS = 3;
