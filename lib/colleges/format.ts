import { formatRupees } from '@/lib/format/numbers';

/** Fees as a reader compares them: one published figure, else the published range, else 'Not published'. */
export function feesLabel(c: { total_fees: number | null; fees_min: number | null; fees_max: number | null }): string {
  if (c.total_fees !== null) return formatRupees(c.total_fees);
  if (c.fees_min !== null && c.fees_max !== null && c.fees_min !== c.fees_max) {
    return `${formatRupees(c.fees_min)} – ${formatRupees(c.fees_max)}`;
  }
  return formatRupees(c.fees_min ?? c.fees_max);
}

/** Two letters for a generated avatar: "IIM Ahmedabad" → "IA", "SPJIMR" → "SP". */
export function collegeInitials(name: string): string {
  const words = name.split(/[\s,&-]+/).filter((w) => /^[A-Za-z]/.test(w) && !/^(of|and|the|for|in)$/i.test(w));
  if (words.length >= 2) return `${words[0][0]}${words[1][0]}`.toUpperCase();
  return (words[0] ?? name).slice(0, 2).toUpperCase();
}

/** Source fields may hold several URLs separated by ";" (or whitespace); only http(s) URLs are kept. */
export function splitUrls(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[;\s]+/)
    .map((s) => s.trim())
    .filter((s) => /^https?:\/\/[^\s]+$/i.test(s));
}

/** "https://www.careers360.com/x" → "careers360.com", to name a source without printing the whole URL. */
export function sourceName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A programme's length as people say it: 24 → "2 years", 12 → "1 year", 15 → "15 months". */
export function durationLabel(months: number | null): string {
  if (months === null) return 'Not published';
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return `${months} months`;
}

export const CUTOFF_KIND_LABELS = {
  min: 'Published minimum',
  est: 'Aggregator estimate',
  reported: 'Third-party report',
  score: 'Reported score',
} as const;

/** The figure of a cut-off: a percentile, or a raw score for exams that publish scores (NMAT). */
export function cutoffFigure(c: { percentile: number | null; score: number | null }): string {
  if (c.percentile !== null) return `${c.percentile} percentile`;
  if (c.score !== null) return `Score ${c.score}`;
  return 'Not published';
}

/** Editorial notes parked in data_sources for an editor ("not shown: …") are not sources of anything shown. */
export function isShownSource(label: string): boolean {
  return !/^not shown\b/i.test(label.trim());
}
