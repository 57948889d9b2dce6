import { z } from 'zod';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';
import { cleanSearchText, COLLEGE_TYPES, type CollegeType } from './search-params';

/*
 * /admin/colleges's URL is the list's whole state (search, filters, page), read here the way the public list is:
 * a value that makes no sense reads as "no filter", never an error.
 */

export const ADMIN_COLLEGE_PAGE_SIZE = 20;
export const ACTIVITY_FILTERS = { active: 'Active', inactive: 'Inactive' } as const;
export type ActivityFilter = keyof typeof ACTIVITY_FILTERS;

export interface AdminCollegeListParams {
  q?: string;
  type?: CollegeType;
  /** The colleges.state column, as stored ('West Bengal'). */
  state?: string;
  activity?: ActivityFilter;
  page: number;
}

const schema = z.object({
  q: z.string().transform(cleanSearchText).optional().catch(undefined),
  type: z.enum(COLLEGE_TYPES).optional().catch(undefined),
  state: z
    .string()
    .trim()
    .max(80)
    .transform((v) => v || undefined)
    .optional()
    .catch(undefined),
  activity: z.enum(['active', 'inactive']).optional().catch(undefined),
  page: z.number(),
});

export function parseAdminCollegeParams(raw: RawSearchParams): AdminCollegeListParams {
  return schema.parse({
    q: firstParam(raw.q),
    type: firstParam(raw.type),
    state: firstParam(raw.state),
    activity: firstParam(raw.activity),
    page: pageParam(raw.page),
  });
}

export function hasAdminCollegeFilters(params: AdminCollegeListParams): boolean {
  return Boolean(params.q || params.type || params.state || params.activity);
}

/** The list URL for `params` with `overrides`; defaults left out so one view has one URL. */
export function adminCollegeListHref(params: AdminCollegeListParams, overrides: Partial<AdminCollegeListParams> = {}): string {
  const merged = { ...params, ...overrides };
  const query = new URLSearchParams();
  if (merged.q) query.set('q', merged.q);
  if (merged.type) query.set('type', merged.type);
  if (merged.state) query.set('state', merged.state);
  if (merged.activity) query.set('activity', merged.activity);
  if (merged.page > 1) query.set('page', String(merged.page));
  const text = query.toString();
  return text ? `/admin/colleges?${text}` : '/admin/colleges';
}
