import { z } from 'zod';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';
import { COMMUNITY_TOPIC_LABELS, COMMUNITY_TOPICS, THREAD_ORDERS, type CommunityTopic, type ThreadOrder } from './topics';

/*
 * /community's choices, all in its URL (?topic=&q=&order=&page=): any query string reads as a valid set of
 * choices, a value that makes no sense as the default, so a mistyped or hostile link still shows a page.
 */

export const COMMUNITY_PAGE_SIZE = 20;
export const COMMUNITY_MAX_SEARCH = 80;
export const DEFAULT_THREAD_ORDER: ThreadOrder = 'newest';

export const THREAD_ORDER_LABELS: Record<ThreadOrder, string> = {
  newest: 'Newest',
  active: 'Most active',
  unanswered: 'Unanswered',
};

export interface CommunityListParams {
  topic: CommunityTopic | null;
  q: string;
  order: ThreadOrder;
  page: number;
}

/**
 * Letters (with their combining marks), digits, spaces and harmless punctuation, at most 80 characters: what
 * PostgREST's or-filter or LIKE would read as syntax becomes a space, so a search is always plain words.
 */
export function cleanCommunitySearch(raw: string): string {
  return raw
    .replace(/[^\p{L}\p{M}\p{N}\s\-'&./+#?]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, COMMUNITY_MAX_SEARCH)
    .trim();
}

const schema = z.object({
  topic: z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(COMMUNITY_TOPICS))
    .nullable()
    .catch(null),
  q: z.string().transform(cleanCommunitySearch).catch(''),
  order: z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(THREAD_ORDERS))
    .catch(DEFAULT_THREAD_ORDER),
  page: z.number().int().min(1).catch(1),
});

export function parseCommunityListParams(raw: RawSearchParams): CommunityListParams {
  return schema.parse({
    topic: firstParam(raw.topic) ?? null,
    q: firstParam(raw.q) ?? '',
    order: firstParam(raw.order) ?? DEFAULT_THREAD_ORDER,
    page: pageParam(raw.page),
  });
}

/** The /community URL for a set of choices, defaults left out, so each list page has one address. */
export function communityListHref(params: Partial<CommunityListParams>): string {
  const search = new URLSearchParams();
  if (params.topic) search.set('topic', params.topic);
  if (params.q) search.set('q', params.q);
  if (params.order && params.order !== DEFAULT_THREAD_ORDER) search.set('order', params.order);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const qs = search.toString();
  return qs ? `/community?${qs}` : '/community';
}

export function communityPageCount(total: number, pageSize = COMMUNITY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "CAT discussions — Community", "Discussions — Community, page 2". */
export function communityListTitle(params: Pick<CommunityListParams, 'topic' | 'page'>): string {
  const subject = params.topic ? `${COMMUNITY_TOPIC_LABELS[params.topic]} discussions` : 'Discussions';
  return `${subject} — Community${params.page > 1 ? `, page ${params.page}` : ''}`;
}
