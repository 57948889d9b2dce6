import { z } from 'zod';
import { CheckValues } from '@/lib/database.types';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';

/*
 * The /colleges URL is the whole state of a search: every filter, the sort and the page live in the query string,
 * so a result page can be shared and crawled. Parsing never fails: an unknown or malformed value falls back to
 * "no filter" (or the default), because a mistyped link should still show colleges, not an error. What the
 * search asks of the database is built in lib/data/colleges.ts; its title and filter chips in search-labels.ts.
 */

/** The five state keys of spec §7, matched case-insensitively against the location text ("Mumbai, Maharashtra"). */
export const STATE_KEYS = ['maharashtra', 'gujarat', 'karnataka', 'delhi', 'telangana'] as const;
export type StateKey = (typeof STATE_KEYS)[number];
export const STATE_LABELS: Record<StateKey, string> = {
  maharashtra: 'Maharashtra',
  gujarat: 'Gujarat',
  karnataka: 'Karnataka',
  delhi: 'Delhi',
  telangana: 'Telangana',
};

/** The college types the schema allows (colleges.type check constraint). */
export const COLLEGE_TYPES = CheckValues.public.colleges.type;
export type CollegeType = (typeof COLLEGE_TYPES)[number];

/** Entrance exams people filter by; stored upper-case in colleges.exams_accepted. */
export const EXAMS = ['CAT', 'XAT', 'NMAT', 'SNAP', 'MAT', 'GMAT', 'CMAT', 'MAH-CET'] as const;
export type ExamKey = (typeof EXAMS)[number];

const LAKH = 100_000;
/** Flagship fee bands for the whole course, in rupees: lower bound inclusive, upper bound exclusive. */
export const FEE_BANDS = {
  'under-10l': { label: 'Under ₹10 L', min: undefined, max: 10 * LAKH },
  '10-20l': { label: '₹10 L – ₹20 L', min: 10 * LAKH, max: 20 * LAKH },
  'over-20l': { label: '₹20 L and above', min: 20 * LAKH, max: undefined },
} as const satisfies Record<string, { label: string; min: number | undefined; max: number | undefined }>;
export type FeeBand = keyof typeof FEE_BANDS;
const FEE_BAND_KEYS = Object.keys(FEE_BANDS) as [FeeBand, ...FeeBand[]];

export const MIN_RATINGS = [4.5, 4, 3.5, 3] as const;

export const SORTS = {
  rating: 'Highest rated',
  fees: 'Lowest fees',
  package: 'Highest average package',
  name: 'Name (A–Z)',
} as const;
export type SortKey = keyof typeof SORTS;
const SORT_KEYS = Object.keys(SORTS) as [SortKey, ...SortKey[]];

/** Spec §9: a listing pages by 10 when no limit is given. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
const MAX_QUERY_LENGTH = 80;

export interface CollegeSearch {
  q?: string;
  type?: CollegeType;
  state?: StateKey;
  fees?: FeeBand;
  exam?: ExamKey;
  rating?: number;
  sort: SortKey;
  page: number;
  limit: number;
}

/** Case-insensitive membership in a fixed list, returning the list's own spelling. */
function oneOf<T extends string>(values: readonly T[]) {
  return z
    .string()
    .transform((v, ctx) => {
      const match = values.find((candidate) => candidate.toLowerCase() === v.trim().toLowerCase());
      if (match === undefined) {
        ctx.addIssue({ code: 'custom', message: 'unknown value' });
        return z.NEVER;
      }
      return match;
    })
    .optional()
    .catch(undefined);
}

/**
 * Free text for the search box. Characters that carry meaning in a PostgREST filter or an ILIKE pattern
 * (commas and parentheses split or-lists; % _ * are wildcards; quotes and backslashes escape) become spaces,
 * so what a visitor types is always searched as plain words.
 */
export function cleanSearchText(raw: string): string | undefined {
  const cleaned = raw
    .replace(/[,()%_*"'\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  return cleaned === '' ? undefined : cleaned;
}

const schema = z.object({
  q: z.string().transform(cleanSearchText).optional().catch(undefined),
  type: oneOf(COLLEGE_TYPES),
  state: oneOf(STATE_KEYS),
  fees: z.enum(FEE_BAND_KEYS).optional().catch(undefined),
  exam: oneOf(EXAMS),
  rating: z.coerce
    .number()
    .refine((n) => (MIN_RATINGS as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
  sort: z.enum(SORT_KEYS).catch('rating'),
  page: z.number(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
});

export function parseCollegeSearch(raw: RawSearchParams): CollegeSearch {
  const input = {
    q: firstParam(raw.q),
    type: firstParam(raw.type),
    state: firstParam(raw.state),
    fees: firstParam(raw.fees),
    exam: firstParam(raw.exam),
    rating: firstParam(raw.rating),
    sort: firstParam(raw.sort),
    page: pageParam(raw.page),
    limit: firstParam(raw.limit),
  };
  return schema.parse(input);
}

/** True when any filter (not sort or page) narrows the list. */
export function hasFilters(search: CollegeSearch): boolean {
  return Boolean(search.q || search.type || search.state || search.fees || search.exam || search.rating);
}

/**
 * The canonical query string for a search: defaults are left out (page 1, rating sort, 10 a page) so that one
 * result page has one URL. `overrides` sets or (with undefined) removes single parameters.
 */
export function collegeSearchHref(search: CollegeSearch, overrides: Partial<CollegeSearch> = {}): string {
  const merged: CollegeSearch = { ...search, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  if (merged.type) params.set('type', merged.type);
  if (merged.state) params.set('state', merged.state);
  if (merged.fees) params.set('fees', merged.fees);
  if (merged.exam) params.set('exam', merged.exam);
  if (merged.rating) params.set('rating', String(merged.rating));
  if (merged.sort && merged.sort !== 'rating') params.set('sort', merged.sort);
  if (merged.limit && merged.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(merged.limit));
  if (merged.page && merged.page > 1) params.set('page', String(merged.page));
  const query = params.toString();
  return query ? `/colleges?${query}` : '/colleges';
}
