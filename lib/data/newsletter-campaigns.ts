import { toDataError, type ErrorWording } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * Newsletter campaigns (/admin/newsletter) with the signed-in editor's own client: row-level security shows the
 * table to content managers only and lets them write drafts only; sending and its counts go through the database
 * functions, which check the caller again. The database's refusals become the app's errors here, in words.
 */

export type NewsletterCampaign = Pick<
  Tables<'newsletter_campaigns'>,
  'id' | 'subject' | 'body' | 'status' | 'recipients' | 'created_at' | 'updated_at' | 'sent_at'
>;
export type CampaignListRow = Omit<NewsletterCampaign, 'body'>;

/** Each sent campaign's outbox rows by state, and how many of its recipients unsubscribed after it. */
export interface CampaignStats {
  queued: number;
  sent: number;
  failed: number;
  suppressed: number;
  unsubscribed: number;
}

export interface AudienceCounts {
  /** Active subscribers whose address is not suppressed: who the next campaign reaches. */
  active: number;
  /** Active subscribers skipped because their address bounced, complained or was blocked. */
  suppressed: number;
}

export const CAMPAIGN_ERRORS = {
  alreadySent: 'This campaign was sent already.',
  noAudience: 'There are no active subscribers to send to.',
  notFound: 'This campaign no longer exists.',
  sentLocked: 'This campaign was sent already, so it can no longer be changed or deleted.',
  noAddress: 'Your profile has no e-mail address to send the test to.',
  testLimit: 'You have sent 20 tests in the last hour. Try again later.',
} as const;

/** Only the newest campaigns are listed: a newsletter goes out a few times a month, so this is years of them. */
export const CAMPAIGN_LIST_LIMIT = 100;

const LIST_COLUMNS = 'id, subject, status, recipients, created_at, updated_at, sent_at';
const COLUMNS = `${LIST_COLUMNS}, body`;

export async function listNewsletterCampaigns(client: TypedClient): Promise<CampaignListRow[]> {
  const { data, error } = await client
    .from('newsletter_campaigns')
    .select(LIST_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(CAMPAIGN_LIST_LIMIT);
  if (error) throw toDataError(error, 'Failed to load the campaigns');
  return data;
}

export async function getNewsletterCampaign(client: TypedClient, id: string): Promise<NewsletterCampaign | null> {
  const { data, error } = await client.from('newsletter_campaigns').select(COLUMNS).eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the campaign');
  return data;
}

export async function newsletterCampaignStats(client: TypedClient): Promise<Map<string, CampaignStats>> {
  const { data, error } = await client.rpc('newsletter_campaign_stats');
  if (error) throw toDataError(error, 'Failed to load the campaign results');
  return new Map(data.map(({ campaign_id, ...counts }) => [campaign_id, counts]));
}

export async function newsletterAudienceCounts(client: TypedClient): Promise<AudienceCounts> {
  const { data, error } = await client.rpc('newsletter_audience_counts');
  if (error) throw toDataError(error, 'Failed to count the subscribers');
  return { active: data[0]?.active ?? 0, suppressed: data[0]?.suppressed ?? 0 };
}

export async function createNewsletterCampaign(
  client: TypedClient,
  values: { subject: string; body: string },
): Promise<{ id: string }> {
  const { data, error } = await client.from('newsletter_campaigns').insert(values).select('id').single();
  if (error) throw toDataError(error, 'Failed to save the draft');
  return data;
}

/**
 * Row-level security hides a sent campaign from updates and deletes rather than refusing them, so a change that
 * touched nothing looks again to tell "sent already" from "gone".
 */
async function untouched(client: TypedClient, id: string): Promise<DataError> {
  const { data, error } = await client.from('newsletter_campaigns').select('status').eq('id', id).maybeSingle();
  if (error) return toDataError(error, 'Failed to save the draft');
  return data?.status === 'sent'
    ? new DataError('CONFLICT', CAMPAIGN_ERRORS.sentLocked)
    : new DataError('NOT_FOUND', CAMPAIGN_ERRORS.notFound);
}

export async function updateNewsletterCampaign(
  client: TypedClient,
  id: string,
  values: { subject: string; body: string },
): Promise<{ id: string }> {
  const { data, error } = await client.from('newsletter_campaigns').update(values).eq('id', id).select('id');
  if (error) throw toDataError(error, 'Failed to save the draft');
  if (data.length === 0) throw await untouched(client, id);
  return data[0];
}

/** Deletes a draft and returns its subject, for the list's notice. */
export async function deleteNewsletterCampaign(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('newsletter_campaigns').delete().eq('id', id).select('subject');
  if (error) throw toDataError(error, 'Failed to delete the draft');
  if (data.length === 0) throw await untouched(client, id);
  return data[0].subject;
}

/** The send functions' refusals: the campaign gone, sent already or without an audience, and the test limit. */
const SEND_WORDING = {
  NOT_FOUND: CAMPAIGN_ERRORS.notFound,
  CONFLICT: CAMPAIGN_ERRORS.alreadySent,
  VALIDATION: { no_audience: CAMPAIGN_ERRORS.noAudience },
  RATE_LIMITED: CAMPAIGN_ERRORS.testLimit,
} as const satisfies ErrorWording;

/** Queues the campaign for every active, unsuppressed subscriber, once; returns how many. */
export async function sendNewsletterCampaign(client: TypedClient, id: string): Promise<number> {
  const { data, error } = await client.rpc('send_newsletter_campaign', { campaign: id });
  if (error) throw toDataError(error, { ...SEND_WORDING, failure: 'Failed to send the campaign' });
  return data;
}

/** Queues a test copy to the caller's own profile address; returns that address. */
export async function sendNewsletterTest(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.rpc('send_newsletter_test', { campaign: id });
  if (error) {
    throw toDataError(error, {
      ...SEND_WORDING,
      failure: 'Failed to send the test',
      // The one refusal without a hint: the caller's profile has no address to send to.
      VALIDATION: { ...SEND_WORDING.VALIDATION, '*': CAMPAIGN_ERRORS.noAddress },
    });
  }
  return data;
}
