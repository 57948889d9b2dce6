import { z } from 'zod';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';
import {
  LEAD_FORM_TYPES,
  LEAD_PRIORITIES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadFormType,
  type LeadPriority,
  type LeadSource,
  type LeadStatus,
} from './lead-fields';

/*
 * The /admin/leads URL is the whole state of the list: filters, search, sort and page live in the query string,
 * so a view can be bookmarked, shared with a colleague and exported as it is. Parsing never fails: an unknown
 * value reads as "no filter" or the default, because a mistyped link should still show leads.
 */

export const LEAD_SORTS = {
  created_at: 'Arrived',
  lead_score: 'Score',
  priority: 'Priority',
  next_follow_up_at: 'Next follow-up',
  name: 'Name',
} as const;
export type LeadSort = keyof typeof LEAD_SORTS;
const SORT_KEYS = Object.keys(LEAD_SORTS) as [LeadSort, ...LeadSort[]];

export type SortDirection = 'asc' | 'desc';

/** The direction a column sorts in when its header is first chosen: newest, highest, soonest, A–Z. */
export const DEFAULT_DIRECTION: Record<LeadSort, SortDirection> = {
  created_at: 'desc',
  lead_score: 'desc',
  priority: 'desc',
  next_follow_up_at: 'asc',
  name: 'asc',
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_SEARCH_LENGTH = 100;

/** 'unassigned' or a counsellor's id; absent means every lead. */
export type CounsellorFilter = 'unassigned' | (string & {});

export interface LeadListParams {
  status?: LeadStatus;
  source?: LeadSource;
  formType?: LeadFormType;
  priority?: LeadPriority;
  counsellor?: CounsellorFilter;
  q?: string;
  /** Only new leads nobody contacted within the response target (the managers' "Not contacted in time" view). */
  overdue: boolean;
  sort: LeadSort;
  dir: SortDirection;
  page: number;
  limit: number;
}

export const DEFAULT_LIST_PARAMS: LeadListParams = {
  overdue: false,
  sort: 'created_at',
  dir: 'desc',
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
};

/** A fixed value, 'all' (the select's "any") and junk all read as no filter. */
const oneOf = <T extends string>(values: readonly [T, ...T[]]) => z.enum(values).optional().catch(undefined);

const schema = z.object({
  status: oneOf(LEAD_STATUSES),
  source: oneOf(LEAD_SOURCES),
  formType: oneOf(LEAD_FORM_TYPES),
  priority: oneOf(LEAD_PRIORITIES),
  counsellor: z
    .union([z.literal('unassigned'), z.uuid()])
    .optional()
    .catch(undefined),
  q: z
    .string()
    .transform((text) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim() || undefined)
    .optional()
    .catch(undefined),
  overdue: z
    .string()
    .optional()
    .transform((flag) => flag === '1' || flag === 'true')
    .catch(false),
  sort: z.enum(SORT_KEYS).catch('created_at'),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.number(),
  limit: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
});

export function parseLeadListParams(raw: RawSearchParams): LeadListParams {
  const parsed = schema.parse({
    status: firstParam(raw.status),
    source: firstParam(raw.source),
    formType: firstParam(raw.form_type),
    priority: firstParam(raw.priority),
    // Also the spec's own spellings, for links written from it.
    counsellor: firstParam(raw.counsellor ?? raw.counselor ?? raw.assigned_counselor_id)?.toLowerCase(),
    q: firstParam(raw.q ?? raw.search),
    overdue: firstParam(raw.overdue),
    sort: firstParam(raw.sort),
    dir: firstParam(raw.dir),
    page: pageParam(raw.page),
    limit: firstParam(raw.limit),
  });
  return { ...parsed, dir: parsed.dir ?? DEFAULT_DIRECTION[parsed.sort] };
}

/** True when anything but sort and page narrows the list. */
export function hasLeadFilters(params: LeadListParams): boolean {
  return Boolean(
    params.status || params.source || params.formType || params.priority || params.counsellor || params.q || params.overdue,
  );
}

/** The filters alone as query parameters (what an export of "this view" carries), defaults left out. */
export function leadFilterQuery(params: LeadListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.status) query.set('status', params.status);
  if (params.source) query.set('source', params.source);
  if (params.formType) query.set('form_type', params.formType);
  if (params.priority) query.set('priority', params.priority);
  if (params.counsellor) query.set('counsellor', params.counsellor);
  if (params.q) query.set('q', params.q);
  if (params.overdue) query.set('overdue', '1');
  return query;
}

/**
 * The canonical URL of a view: defaults are left out so one view has one URL. `overrides` sets or (with
 * undefined) removes single parameters; changing a filter should also pass page: 1.
 */
export function leadListHref(params: LeadListParams, overrides: Partial<LeadListParams> = {}, base = '/admin/leads'): string {
  const merged: LeadListParams = { ...params, ...overrides };
  const query = leadFilterQuery(merged);
  if (merged.sort !== DEFAULT_LIST_PARAMS.sort || merged.dir !== DEFAULT_DIRECTION[merged.sort]) {
    query.set('sort', merged.sort);
    query.set('dir', merged.dir);
  }
  if (merged.limit !== DEFAULT_PAGE_SIZE) query.set('limit', String(merged.limit));
  if (merged.page > 1) query.set('page', String(merged.page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The URL a sortable header links to: its column in its default direction, or the other direction when current. */
export function sortHref(params: LeadListParams, sort: LeadSort): string {
  const dir = params.sort === sort ? (params.dir === 'asc' ? 'desc' : 'asc') : DEFAULT_DIRECTION[sort];
  return leadListHref(params, { sort, dir, page: 1 });
}

/** Columns the search box looks in (spec §7: name, e-mail, phone, subject or message). */
export const SEARCH_COLUMNS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * PostgREST's or() filter for a search: a case-insensitive substring of any search column. The text is matched
 * literally: LIKE's own wildcards (% _) and its escape (\) are escaped, and the pattern is double-quoted so
 * commas, dots, colons and parentheses cannot end the value or the list. PostgREST reads every * in a LIKE
 * pattern as %, so a typed * is matched as any one character instead.
 */
export function leadSearchFilter(q: string): string {
  const literal = q.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/\*/g, '_');
  const quoted = `"${`%${literal}%`.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
  return SEARCH_COLUMNS.map((column) => `${column}.ilike.${quoted}`).join(',');
}
