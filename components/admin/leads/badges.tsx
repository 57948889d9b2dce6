import { AlarmClock } from '@/components/icons/alarm-clock';
import { FOLLOW_UP_LABELS, type FollowUpState } from '@/lib/leads/follow-ups';
import { priorityLabel, statusLabel } from '@/lib/leads/lead-fields';

/* Status and priority as coloured badges with their words (DESIGN.md: never colour alone). */

const BADGE = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold';

const STATUS_TONES: Record<string, string> = {
  new: 'border-brand-200 bg-brand-50 text-brand-800',
  contacted: 'border-saffron-200 bg-saffron-50 text-saffron-800',
  qualified: 'border-success-700/30 bg-success-50 text-success-700',
  working: 'border-brand-300 bg-brand-100 text-brand-900',
  converted: 'border-success-700 bg-success-700 text-white',
  lost: 'border-gray-300 bg-gray-100 text-gray-700',
  unqualified: 'border-gray-300 bg-white text-gray-700',
};

const PRIORITY_TONES: Record<string, string> = {
  low: 'border-gray-300 bg-white text-gray-700',
  medium: 'border-brand-200 bg-brand-50 text-brand-800',
  high: 'border-warning-700/40 bg-warning-50 text-warning-700',
  urgent: 'border-danger-700 bg-danger-700 text-white',
};

export function StatusBadge({ status }: { status: string }) {
  return <span className={`${BADGE} ${STATUS_TONES[status] ?? STATUS_TONES.lost}`}>{statusLabel(status)}</span>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <span className={`${BADGE} ${PRIORITY_TONES[priority] ?? PRIORITY_TONES.low}`}>{priorityLabel(priority)}</span>;
}

/** A new lead nobody contacted within the response target. */
export function OverdueFlag() {
  return (
    <span className={`${BADGE} border-danger-700/40 bg-danger-50 text-danger-700`}>
      <AlarmClock className="h-3 w-3" aria-hidden="true" />
      Not contacted in time
    </span>
  );
}

const FOLLOW_UP_TONES: Record<Exclude<FollowUpState, 'none'>, string> = {
  overdue: 'border-danger-700/40 bg-danger-50 text-danger-700',
  today: 'border-warning-700/40 bg-warning-50 text-warning-700',
  later: 'border-gray-300 bg-white text-gray-700',
};

export function FollowUpBadge({ state }: { state: FollowUpState }) {
  if (state === 'none') return null;
  return <span className={`${BADGE} ${FOLLOW_UP_TONES[state]}`}>{FOLLOW_UP_LABELS[state]}</span>;
}
