/** A skipped run of page numbers, shown as '…'. */
export const GAP = 'gap';

/**
 * Page numbers a pager shows: the first, the last, and the current page with one neighbour on each side, with
 * GAP where numbers are skipped. At most seven items however many pages there are; a current page outside
 * 1…last is clamped, so a URL past the end still gets a pager that leads back.
 */
export function pageWindow(current: number, last: number): (number | typeof GAP)[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(1, current), last);
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [GAP, p] : [p]));
}
