import type { ReactNode } from 'react';
import { AlarmClock } from '@/components/icons/alarm-clock';
import { FOLLOW_UP_LABELS, type FollowUpState } from '@/lib/leads/follow-ups';
import { priorityLabel, statusLabel, type LeadPriority, type LeadStatus } from '@/lib/leads/lead-fields';

/*
 * States as coloured badges with their words (DESIGN.md: never colour alone). Every back-office badge is a Badge
 * in one of these tones; the ones more than one screen shows (a lead's status on the dashboard and in the leads
 * list) live here too, the rest beside their screen.
 */

const TONES = {
  plain: 'border-gray-300 bg-white text-gray-700',
  muted: 'border-gray-300 bg-gray-100 text-gray-700',
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
  strong: 'border-brand-300 bg-brand-100 text-brand-900',
  saffron: 'border-saffron-200 bg-saffron-50 text-saffron-800',
  success: 'border-success-700/30 bg-success-50 text-success-700',
  successSolid: 'border-success-700 bg-success-700 text-white',
  warning: 'border-warning-700/40 bg-warning-50 text-warning-700',
  danger: 'border-danger-700/40 bg-danger-50 text-danger-700',
  dangerSolid: 'border-danger-700 bg-danger-700 text-white',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: 'brand',
  contacted: 'saffron',
  qualified: 'success',
  working: 'strong',
  converted: 'successSolid',
  lost: 'muted',
  unqualified: 'plain',
};

const PRIORITY_TONES: Record<LeadPriority, BadgeTone> = {
  low: 'plain',
  medium: 'brand',
  high: 'warning',
  urgent: 'dangerSolid',
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={(STATUS_TONES as Record<string, BadgeTone>)[status] ?? 'muted'}>{statusLabel(status)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  return <Badge tone={(PRIORITY_TONES as Record<string, BadgeTone>)[priority] ?? 'plain'}>{priorityLabel(priority)}</Badge>;
}

/** A new lead nobody contacted within the response target. */
export function OverdueFlag() {
  return (
    <Badge tone="danger">
      <AlarmClock className="h-3 w-3" aria-hidden="true" />
      Not contacted in time
    </Badge>
  );
}

const FOLLOW_UP_TONES: Record<Exclude<FollowUpState, 'none'>, BadgeTone> = {
  overdue: 'danger',
  today: 'warning',
  later: 'plain',
};

export function FollowUpBadge({ state }: { state: FollowUpState }) {
  if (state === 'none') return null;
  return <Badge tone={FOLLOW_UP_TONES[state]}>{FOLLOW_UP_LABELS[state]}</Badge>;
}
