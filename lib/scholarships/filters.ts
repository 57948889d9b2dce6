import { z } from 'zod';
import { EXAMS, type ExamKey } from '@/lib/colleges/search-params';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';

/*
 * The /scholarships URL is the whole state of the list: exam, state, amount, deadline and page live in the query
 * string (a GET form), so a filtered list can be shared and works without script. Parsing never fails: an unknown
 * value reads as "no filter". What the filters ask of the database is built in lib/data/scholarships.ts.
 */

export { EXAMS as SCHOLARSHIP_EXAMS };

/** States and union territories a scheme can be limited to, as stored in scholarships.states. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** A state's URL key: 'Tamil Nadu' → 'tamil-nadu'. */
export function stateKey(state: IndianState): string {
  return state.toLowerCase().replace(/\s+/g, '-');
}

/** Minimum amounts in rupees, compared with a scheme's upper amount (amount_max). */
export const AMOUNT_BANDS = {
  '25k': { label: '₹25,000 or more', min: 25_000 },
  '1l': { label: '₹1 lakh or more', min: 100_000 },
  '2l': { label: '₹2 lakh or more', min: 200_000 },
} as const;
export type AmountBand = keyof typeof AMOUNT_BANDS;

/** Deadline windows, counted from today (India time); a scheme without a dated deadline is left out of them. */
export const DEADLINE_WINDOWS = {
  open: { label: 'Still open', days: null },
  '30d': { label: 'Closing within 30 days', days: 30 },
  '90d': { label: 'Closing within 90 days', days: 90 },
} as const;
export type DeadlineWindow = keyof typeof DEADLINE_WINDOWS;

export const SCHOLARSHIP_PAGE_SIZE = 12;

export interface ScholarshipSearch {
  exam?: ExamKey;
  state?: IndianState;
  amount?: AmountBand;
  deadline?: DeadlineWindow;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], key: (value: T) => string = (v) => v.toLowerCase()) {
  return z
    .string()
    .transform((raw) => values.find((v) => key(v) === raw.trim().toLowerCase()))
    .optional()
    .catch(undefined);
}

const schema = z.object({
  exam: oneOf(EXAMS),
  state: oneOf(INDIAN_STATES, stateKey),
  amount: z
    .enum(Object.keys(AMOUNT_BANDS) as [AmountBand, ...AmountBand[]])
    .optional()
    .catch(undefined),
  deadline: z
    .enum(Object.keys(DEADLINE_WINDOWS) as [DeadlineWindow, ...DeadlineWindow[]])
    .optional()
    .catch(undefined),
  page: z.number(),
});

export function parseScholarshipSearch(raw: RawSearchParams): ScholarshipSearch {
  const parsed = schema.parse({
    exam: firstParam(raw.exam),
    state: firstParam(raw.state),
    amount: firstParam(raw.amount),
    deadline: firstParam(raw.deadline),
    page: pageParam(raw.page),
  });
  const search: ScholarshipSearch = { page: parsed.page };
  if (parsed.exam) search.exam = parsed.exam;
  if (parsed.state) search.state = parsed.state;
  if (parsed.amount) search.amount = parsed.amount;
  if (parsed.deadline) search.deadline = parsed.deadline;
  return search;
}

export function hasScholarshipFilters(search: ScholarshipSearch): boolean {
  return Boolean(search.exam || search.state || search.amount || search.deadline);
}

/** The canonical URL of a list page: filters in a fixed order, page 1 left out. */
export function scholarshipSearchHref(search: ScholarshipSearch, overrides: Partial<ScholarshipSearch> = {}): string {
  const merged = { ...search, ...overrides };
  const params = new URLSearchParams();
  if (merged.exam) params.set('exam', merged.exam.toLowerCase());
  if (merged.state) params.set('state', stateKey(merged.state));
  if (merged.amount) params.set('amount', merged.amount);
  if (merged.deadline) params.set('deadline', merged.deadline);
  if (merged.page && merged.page > 1) params.set('page', String(merged.page));
  const query = params.toString();
  return query ? `/scholarships?${query}` : '/scholarships';
}

/** 'YYYY-MM-DD' of a day in India, `plusDays` after `now`. */
export function indiaDay(now: Date, plusDays = 0): string {
  const at = new Date(now.getTime() + plusDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

/** The deadline range a window asks for: from today, and up to the window's last day when it has one. */
export function deadlineRange(window: DeadlineWindow, now: Date): { from: string; to: string | null } {
  const days = DEADLINE_WINDOWS[window].days;
  return { from: indiaDay(now), to: days === null ? null : indiaDay(now, days) };
}
