import type { AudienceCounts, CampaignStats } from '@/lib/data/newsletter-campaigns';
import { formatCount } from '@/lib/format/numbers';

/*
 * What /admin/newsletter says about a campaign and its audience, from the table's status and the outbox counts:
 * "Sending" is not a stored state but a sent campaign whose messages are still queued for the worker.
 */

export type CampaignState = 'draft' | 'sending' | 'sent';

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  draft: 'Draft',
  sending: 'Sending',
  sent: 'Sent',
};

export function campaignState(status: string, stats: CampaignStats | undefined): CampaignState {
  if (status !== 'sent') return 'draft';
  return stats && stats.queued > 0 ? 'sending' : 'sent';
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "Sending: 40 of 100 delivered", for the progress bar of a campaign still in the queue. */
export function progressLabel(recipients: number, stats: CampaignStats): string {
  return `Sending: ${formatCount(stats.sent)} of ${formatCount(recipients)} delivered`;
}

/** The share of a campaign's messages the worker has finished with (sent, failed or suppressed), 0–100. */
export function progressPercent(recipients: number, stats: CampaignStats): number {
  if (recipients <= 0) return 100;
  const done = Math.max(0, recipients - stats.queued);
  return Math.min(100, Math.round((done / recipients) * 100));
}

/** The results of a sent campaign in the order staff read them: what is left, what went, what did not. */
export function statsParts(stats: CampaignStats): { key: keyof CampaignStats; label: string; value: string }[] {
  return (
    [
      ['queued', 'queued'],
      ['sent', 'sent'],
      ['failed', 'failed'],
      ['suppressed', 'suppressed'],
      ['unsubscribed', 'unsubscribed'],
    ] as const
  ).map(([key, label]) => ({ key, label, value: formatCount(stats[key]) }));
}

/** "120 active subscribers will receive the next campaign (3 suppressed addresses are skipped)". */
export function audienceLine(counts: AudienceCounts): string {
  const who = plural(counts.active, 'active subscriber', 'active subscribers');
  const skipped = plural(counts.suppressed, 'suppressed address is', 'suppressed addresses are');
  return `${who} will receive the next campaign (${skipped} skipped).`;
}

/** The send button names its reach, as the confirmation does: "Send to 120 subscribers". */
export function sendLabel(active: number): string {
  return `Send to ${plural(active, 'subscriber', 'subscribers')}`;
}

/** The list's notice after a send, from the count in its URL (a number only: no text travels in the query). */
export function sentNotice(raw: string | undefined): string | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return `Campaign sent: ${plural(n, 'message is', 'messages are')} queued. Progress shows below and updates as the messages go out.`;
}
