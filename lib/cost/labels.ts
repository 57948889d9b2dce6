import { sourceName } from '@/lib/colleges/format';
import { formatDate } from '@/lib/format/dates';
import { formatCount } from '@/lib/format/numbers';
import { LIVING_COVER_LABELS, type LivingEstimate, type SalaryBasis } from './true-cost';

/*
 * The words beside the cost figures, shared by the college page and compare so both say the same thing: amounts
 * to the rupee in Indian grouping (₹1,23,456), what an estimate covers, and which salary a payback is measured
 * against, the average always labelled as such.
 */

/** "₹1,23,456": an exact amount, as an EMI is quoted. */
export function rupees(amount: number): string {
  return `₹${formatCount(amount)}`;
}

/** "rent, food and transport". */
export function coversText(estimate: Pick<LivingEstimate, 'covers'>): string {
  const words = estimate.covers.map((c) => LIVING_COVER_LABELS[c]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

/** "Kolkata estimate, ₹25,121 a month (food, transport …), as of 3 Dec 2026, indiatravelz.com". */
export function estimateText(estimate: LivingEstimate): string {
  return `${estimate.city} estimate, ${rupees(estimate.monthlyAmount)} a month for ${coversText(estimate)}, as of ${formatDate(estimate.asOf)}, from ${sourceName(estimate.sourceUrl)}`;
}

/** "median package ₹25 LPA (batch 2023-25)" or "average package ₹18 LPA (2024) — no median is published". */
export function salaryText(salary: SalaryBasis): string {
  const period = salary.batch ? `batch ${salary.batch}` : String(salary.year);
  const figure = `${salary.kind} package ₹${salary.lpa} LPA (${period})`;
  return salary.kind === 'median'
    ? figure
    : `${figure}; no median is published, and an average is pulled up by a few high offers`;
}

/** "6.3 years". */
export function yearsText(years: number): string {
  return `${years.toLocaleString('en-IN')} ${years === 1 ? 'year' : 'years'}`;
}
