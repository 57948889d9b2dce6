import { COLLEGE_TYPES, EXAMS, FEE_BANDS, MIN_RATINGS, SORTS, STATE_KEYS } from '../../lib/colleges/search-params';
import { LEAD_SOURCES, LEAD_STATUSES } from '../../lib/leads/lead-fields';

/** A deterministic shuffle, so a run asks in the same order each time but neighbouring requests differ. */
function shuffled<T>(items: T[]): T[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));

/**
 * /colleges searches with two or three filters as visitors combine them (state and exam, state, type and fee
 * band, exam, fee band and rating, a text search), each on its first pages and with every sort. Thousands of
 * distinct URLs: Next.js caches each search's data, and a bench that asked the same few would measure that
 * cache, not the search.
 */
export function collegeSearchPaths(): string[] {
  const sorts = Object.keys(SORTS);
  const fees = Object.keys(FEE_BANDS);
  const texts = ['pune', 'management', 'business school', 'bengaluru', 'institute', 'hyderabad', 'narmada', 'global'];
  // [filters, how many result pages a visitor would look at]: broad searches are paged further than narrow ones.
  const combos: [Record<string, string | number>, number][] = [];
  for (const state of STATE_KEYS) for (const exam of EXAMS) for (const sort of sorts) combos.push([{ state, exam, sort }, 10]);
  for (const state of STATE_KEYS)
    for (const type of COLLEGE_TYPES) for (const fee of fees) combos.push([{ state, type, fees: fee }, 2]);
  for (const exam of EXAMS)
    for (const fee of fees) for (const rating of MIN_RATINGS) combos.push([{ exam, fees: fee, rating }, 3]);
  for (const q of texts) for (const sort of sorts) combos.push([{ q, sort }, 5]);
  const paths = combos.flatMap(([combo, pages]) =>
    Array.from({ length: pages }, (_, i) => `/colleges?${query(i > 0 ? { ...combo, page: i + 1 } : combo)}`),
  );
  return shuffled(paths);
}

/** The back office's leads list as counsellors filter it: by status and source, priority, a name search. */
export function adminLeadPaths(): string[] {
  const combos: Record<string, string>[] = [];
  for (const status of LEAD_STATUSES) for (const source of LEAD_SOURCES) combos.push({ status, source });
  for (const priority of ['urgent', 'high'])
    for (const form_type of ['consultation', 'contact']) combos.push({ priority, form_type });
  for (const q of ['sharma', 'priya', 'iyer', 'rohan', 'gupta']) combos.push({ q });
  combos.push({ overdue: '1' }, { status: 'new', sort: 'lead_score' });
  return shuffled(combos.map((c) => `/admin/leads?${query(c)}`));
}
