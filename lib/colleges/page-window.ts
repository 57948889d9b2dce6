/**
 * Page numbers a pager shows: the first, the last, and the current page with one neighbour on each side, with
 * 'gap' where numbers are skipped. Keeps the pager to at most seven items however many pages there are.
 */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}
