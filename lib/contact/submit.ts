import type { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { insertContactSubmission } from '@/lib/data/contact';
import { DataError, toDataError } from '@/lib/data/errors';
import { insertLead } from '@/lib/data/leads';
import { attributeLeadSource } from '@/lib/leads/attribution';
import { CONTACT_MESSAGES, contactContextSchema, contactFieldsSchema } from './validation';

/** What the contact form posts: what the visitor typed, and the hidden attribution fields. */
export const contactInput = contactFieldsSchema.extend(contactContextSchema.shape);
export type ContactInput = z.input<typeof contactInput>;

/**
 * The contact form. The message is stored twice, both with the visitor's own client so row-level security and
 * the column grants apply: as a contact submission (the message) and as a lead (the sales record, with
 * attribution). Neither is read back. Either copy is enough for the team to answer, so only when both fail does
 * the visitor see an error; a single failed copy is logged. (Issue 10 makes this one database function.)
 */
export function contactSubmission(chain: ActionChain) {
  return chain.publicAction(
    {
      name: 'contact.submit',
      input: contactInput,
      rateLimit: { max: 5, windowSeconds: 600 },
      failureMessage: CONTACT_MESSAGES.failure,
    },
    async (input, { client, visitor, report }) => {
      const { form_type, page_url, referrer_url, browser_info, device_info, ...rest } = input;
      const { utm_source, utm_medium, utm_campaign, utm_term, utm_content, ...fields } = rest;
      const seen = { ip_address: visitor.ip, user_agent: visitor.userAgent };

      const submissionError = await attempt(insertContactSubmission(client, { ...fields, page_url, ...seen }));
      const leadError = await attempt(
        insertLead(client, {
          ...fields,
          form_type,
          source: attributeLeadSource({ utmSource: utm_source, referrer: referrer_url }),
          ...{ utm_source, utm_medium, utm_campaign, utm_term, utm_content },
          page_url,
          referrer_url,
          ...seen,
          browser_info,
          device_info,
          form_data: { ...fields },
          newsletter_subscribed: false,
        }),
      );

      if (submissionError && leadError) {
        throw new DataError('UNKNOWN', CONTACT_MESSAGES.failure, { cause: [submissionError, leadError] });
      }
      if (submissionError) report(submissionError);
      if (leadError) report(leadError);
      return { message: CONTACT_MESSAGES.success };
    },
  );
}

/** One of the two copies: its failure is kept to report, so the other copy is still written. */
async function attempt(write: Promise<void>): Promise<DataError | null> {
  try {
    await write;
    return null;
  } catch (error) {
    return toDataError(error instanceof Error ? error : null);
  }
}
