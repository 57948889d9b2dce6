import type { ContactFields } from '@/lib/contact/validation';
import type { TypedClient } from '@/lib/supabase/types';
import { toDataError } from './errors';

export interface ContactSubmissionInput extends ContactFields {
  page_url?: string;
  ip_address: string | null;
  user_agent: string | null;
}

/**
 * Stores a contact-form message (spec §7: contact_submissions insert). The public may write but not read these
 * rows, so nothing is selected back; user_id defaults to the caller's account in the database.
 */
export async function insertContactSubmission(client: TypedClient, input: ContactSubmissionInput): Promise<void> {
  const { error } = await client.from('contact_submissions').insert({
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject ?? null,
    message: input.message,
    inquiry_type: input.inquiry_type,
    page_url: input.page_url ?? null,
    ip_address: input.ip_address,
    user_agent: input.user_agent,
  });
  if (error) throw toDataError(error, 'Failed to save the message');
}
