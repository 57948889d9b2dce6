/** View counts as spec §9 shows them: K from 1,000 and M from 1,000,000, with one decimal ("1.5K", "2.0M"). */
export function formatViews(views: number | null | undefined): string {
  const n = Math.max(0, Math.floor(views ?? 0));
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(n);
}

/** What a figure nobody published shows (never an invented one). */
export const NOT_PUBLISHED = 'Not published';

/**
 * Rupee amounts as Indian readers say them: "₹24.5 L" from one lakh, "₹1.2 Cr" from one crore, else "₹85,000".
 * A figure nobody published is shown as such, never as zero.
 */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NOT_PUBLISHED;
  if (amount >= 1e7) return `₹${trim(amount / 1e7)} Cr`;
  if (amount >= 1e5) return `₹${trim(amount / 1e5)} L`;
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

/** A package in ₹ lakh per annum ("₹33.2 LPA"), or "Not published". */
export function formatLpa(lpa: number | null | undefined): string {
  if (lpa === null || lpa === undefined || !Number.isFinite(lpa)) return NOT_PUBLISHED;
  return `₹${trim(lpa)} LPA`;
}

/** Indian digit grouping: 230000 → "2,30,000". */
export function formatCount(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return NOT_PUBLISHED;
  return Math.round(n).toLocaleString('en-IN');
}

function trim(n: number): string {
  return (Math.round(n * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
}
