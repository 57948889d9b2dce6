import { Badge, type BadgeTone } from '@/components/admin/ui/badges';
import type { CampaignStats } from '@/lib/data/newsletter-campaigns';
import {
  CAMPAIGN_STATE_LABELS,
  progressLabel,
  progressPercent,
  statsParts,
  type CampaignState,
} from '@/lib/newsletter/campaign-status';

/* A campaign's state and delivery as staff read them: badges with words (DESIGN.md: never colour alone). */

const TONES: Record<CampaignState, BadgeTone> = {
  draft: 'plain',
  sending: 'saffron',
  sent: 'success',
};

export function CampaignStateBadge({ state }: { state: CampaignState }) {
  return <Badge tone={TONES[state]}>{CAMPAIGN_STATE_LABELS[state]}</Badge>;
}

/** "Sending: 40 of 100 delivered" over a bar of how much of the queue the worker has finished. */
export function CampaignProgress({ recipients, stats, subject }: { recipients: number; stats: CampaignStats; subject: string }) {
  const label = progressLabel(recipients, stats);
  const percent = progressPercent(recipients, stats);
  return (
    <div className="min-w-40">
      <p className="text-xs font-medium text-gray-800">{label}</p>
      <div
        role="progressbar"
        aria-label={`Delivery of “${subject}”`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** queued · sent · failed · suppressed · unsubscribed, each a figure with its word. */
export function CampaignCounts({ stats }: { stats: CampaignStats }) {
  return (
    <ul className="flex flex-wrap gap-x-1 text-xs text-gray-700" aria-label="Delivery results">
      {statsParts(stats).map((part, index) => (
        <li key={part.key} data-count={part.key}>
          {index > 0 ? <span aria-hidden="true">· </span> : null}
          <span className="font-semibold text-gray-900 tabular-nums">{part.value}</span> {part.label}
        </li>
      ))}
    </ul>
  );
}
