import type { CheckValues } from '@/lib/database.types';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';
import type { ReportReason } from './topics';

/*
 * The URL of /admin/community: which part of the moderation desk is open (?tab=), the thread search (?q=) and
 * its page (?page=). Parsing never fails: a malformed value reads as absent, so a mistyped link still shows a page.
 */

export const COMMUNITY_ADMIN_TABS = {
  reports: 'Reported posts',
  pending: 'Waiting for approval',
  threads: 'Threads',
  suspensions: 'Suspensions',
} as const;
export type CommunityAdminTab = keyof typeof COMMUNITY_ADMIN_TABS;

export const COMMUNITY_ADMIN_PATH = '/admin/community';
export const MODERATION_PAGE_SIZE = 20;

export interface CommunityAdminParams {
  tab: CommunityAdminTab;
  q: string;
  page: number;
}

function isTab(value: string | undefined): value is CommunityAdminTab {
  return value !== undefined && Object.hasOwn(COMMUNITY_ADMIN_TABS, value);
}

export function communityAdminParams(params: RawSearchParams): CommunityAdminParams {
  const tab = firstParam(params.tab);
  return {
    tab: isTab(tab) ? tab : 'reports',
    q: (firstParam(params.q) ?? '').trim().slice(0, 100),
    page: pageParam(params.page),
  };
}

/** The desk's URL for these choices; the default tab, an empty search and page 1 are left out. */
export function communityAdminHref(params: Partial<CommunityAdminParams>): string {
  const query = new URLSearchParams();
  if (params.tab && params.tab !== 'reports') query.set('tab', params.tab);
  if (params.q) query.set('q', params.q);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${COMMUNITY_ADMIN_PATH}?${text}` : COMMUNITY_ADMIN_PATH;
}

/** A thread's moderation page. */
export function moderationThreadHref(threadId: string): string {
  return `${COMMUNITY_ADMIN_PATH}/threads/${threadId}`;
}

const ACTION_LABELS: Record<(typeof CheckValues.public.community_moderation_events.action)[number], string> = {
  hide: 'Hidden',
  remove: 'Removed',
  publish: 'Approved',
  restore: 'Shown again',
  unpublish: 'Held for approval',
  lock: 'Locked',
  unlock: 'Unlocked',
  pin: 'Pinned',
  unpin: 'Unpinned',
  move: 'Moved',
  delete: 'Deleted',
  suspend: 'Suspended',
  unsuspend: 'Suspension lifted',
  change_suspension: 'Suspension changed',
  resolve_report: 'Report resolved',
  dismiss_report: 'Report dismissed',
  reopen_report: 'Report reopened',
};

/** The moderation record's action in words ("lock" → "Locked"); an unknown one is shown as it is. */
export function moderationActionLabel(action: string): string {
  return (ACTION_LABELS as Record<string, string>)[action] ?? action;
}

const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  abuse: 'Abuse or harassment',
  'off-topic': 'Off-topic',
  misinformation: 'Misinformation',
  'personal-details': 'Personal details',
  copyright: 'Copyright',
  other: 'Other',
};

export function reportReasonLabel(reason: string): string {
  return (REPORT_REASON_LABELS as Record<string, string>)[reason] ?? reason;
}
