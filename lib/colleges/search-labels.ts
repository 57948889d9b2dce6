import { FEE_BANDS, STATE_LABELS, type CollegeSearch } from './search-params';

/* A parsed /colleges search in words: the page title and the active-filter chips. */

type FilterKey = 'q' | 'type' | 'state' | 'fees' | 'exam' | 'rating';

/** The active filters in words, each with the key that removes it: for chips and for the empty state's advice. */
export function describeFilters(search: CollegeSearch): { key: FilterKey; label: string }[] {
  const out: { key: FilterKey; label: string }[] = [];
  if (search.q) out.push({ key: 'q', label: `“${search.q}”` });
  if (search.state) out.push({ key: 'state', label: STATE_LABELS[search.state] });
  if (search.type) out.push({ key: 'type', label: search.type });
  if (search.fees) out.push({ key: 'fees', label: FEE_BANDS[search.fees].label });
  if (search.exam) out.push({ key: 'exam', label: `Accepts ${search.exam}` });
  if (search.rating) out.push({ key: 'rating', label: `Rated ${search.rating.toFixed(1)}+` });
  return out;
}

/** A title that says what the page lists, so every filtered URL has its own: "IIM colleges in Gujarat accepting CAT". */
export function collegeSearchTitle(search: CollegeSearch): string {
  let title = search.type ? `${search.type} MBA colleges` : 'MBA colleges';
  title += search.state ? ` in ${STATE_LABELS[search.state]}` : search.q ? '' : ' in India';
  if (search.exam) title += ` accepting ${search.exam}`;
  if (search.fees) title += ` with fees ${FEE_BANDS[search.fees].label.replace(/^Under/, 'under')}`;
  if (search.rating) title += ` rated ${search.rating.toFixed(1)}+`;
  if (search.q) title += ` matching “${search.q}”`;
  if (search.page > 1) title += ` — page ${search.page}`;
  return title;
}
