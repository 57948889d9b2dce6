import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import {
  createNewsletterCampaign,
  deleteNewsletterCampaign,
  sendNewsletterCampaign,
  sendNewsletterTest,
  updateNewsletterCampaign,
} from '@/lib/data/newsletter-campaigns';
import { campaignFields, campaignIdFields, campaignUpdateFields } from './campaign-schema';

/** A send's outcome: how many messages were queued, for the list's notice. */
export interface CampaignSent extends ContentChange {
  id: string;
  recipients: number;
}

/**
 * The newsletter campaign changes of /admin/newsletter: manage content only (spec §6), refused by the chain before
 * any database call, each call then made with the editor's own client, so row-level security and the send
 * functions refuse the same people again. Redirects and refreshes are the 'use server' binding's.
 */
export function newsletterCampaignActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');

  return {
    create: editor(
      { name: 'newsletter_campaigns.create', input: campaignFields, failureMessage: 'Failed to save the draft' },
      async (values, { client }): Promise<ContentChange> => {
        const { id } = await createNewsletterCampaign(client, values);
        return { message: 'Draft saved.', id };
      },
    ),

    update: editor(
      { name: 'newsletter_campaigns.update', input: campaignUpdateFields, failureMessage: 'Failed to save the draft' },
      async ({ id, ...values }, { client }): Promise<ContentChange> => {
        await updateNewsletterCampaign(client, id, values);
        return { message: 'Draft saved.', id };
      },
    ),

    /**
     * Saves what is on screen, then sends it to the caller's own address: a test always shows the text the
     * editor is looking at, never an older saved one.
     */
    sendTest: editor(
      { name: 'newsletter_campaigns.send_test', input: campaignUpdateFields, failureMessage: 'Failed to send the test' },
      async ({ id, ...values }, { client }): Promise<ContentChange> => {
        await updateNewsletterCampaign(client, id, values);
        const address = await sendNewsletterTest(client, id);
        return { message: `Test sent to ${address}.`, id };
      },
    ),

    /** The saved draft to every active subscriber; the database sends a campaign once, however often this runs. */
    send: editor(
      { name: 'newsletter_campaigns.send', input: campaignIdFields, failureMessage: 'Failed to send the campaign' },
      async ({ id }, { client }): Promise<CampaignSent> => {
        const recipients = await sendNewsletterCampaign(client, id);
        return { message: `Campaign sent to ${recipients} subscribers.`, id, recipients };
      },
    ),

    remove: editor(
      { name: 'newsletter_campaigns.delete', input: campaignIdFields, failureMessage: 'Failed to delete the draft' },
      async ({ id }, { client }): Promise<ContentChange> => {
        const subject = await deleteNewsletterCampaign(client, id);
        return { message: `Deleted the draft “${subject}”.`, id };
      },
    ),
  };
}
