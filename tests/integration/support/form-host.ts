import { issueFormGuard } from '@/lib/leads/form-guard';
import type { EnquiryHost, NewsletterHost } from '@/lib/leads/form-host';
import { NO_TOUCHES } from '@/lib/leads/touch';
import { formsKey } from './enquiries';

/**
 * The public forms' host: no touches (the form page stands in), the stack's signing key (signFormsWithKeyOf in
 * support/enquiries.ts), the seed's names.
 */
export const formHost: EnquiryHost & NewsletterHost = {
  newsletterOpen: async () => true,
  touches: async () => NO_TOUCHES,
  ownHosts: async () => ['mbadisha.test'],
  secret: async () => formsKey(),
  now: () => new Date(),
  collegeName: async (slug) => (slug === 'iim-ahmedabad' ? 'IIM Ahmedabad' : null),
  examName: async (slug) => (slug === 'cat' ? 'CAT' : null),
};

/**
 * The hidden fields of a form rendered five seconds ago (past the minimum time on the form), fresh on each call:
 * a repeated idempotency key answers the first result.
 */
export function rendered(): { idempotency_key: string; form_token: string } {
  const guard = issueFormGuard(formsKey(), Date.now() - 5000);
  return { idempotency_key: guard.idempotencyKey, form_token: guard.token };
}
