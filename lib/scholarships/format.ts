import { formatDate } from '@/lib/format/dates';
import { formatRupees } from '@/lib/format/numbers';

/*
 * How a scholarship's amount and deadline read on a card. A figure nobody published reads 'Not published',
 * never zero or a guess.
 */

const NOT_PUBLISHED = 'Not published';

export interface AmountFacts {
  amountText: string | null;
  amountMin: number | null;
  amountMax: number | null;
}

/** The amount as published ('₹3,00,000 a year'), else the range in rupees, else 'Not published'. */
export function amountLabel({ amountText, amountMin, amountMax }: AmountFacts): string {
  if (amountText?.trim()) return amountText.trim();
  if (amountMin !== null && amountMax !== null && amountMin !== amountMax) {
    return `${formatRupees(amountMin)} – ${formatRupees(amountMax)}`;
  }
  const single = amountMax ?? amountMin;
  return single === null ? NOT_PUBLISHED : formatRupees(single);
}

export interface DeadlineFacts {
  deadline: string | null;
  deadlineText: string | null;
}

/** The dated deadline with its note ('31 Oct 2026 (NSP portal)'), or the note alone, or 'Not published'. */
export function deadlineLabel({ deadline, deadlineText }: DeadlineFacts): string {
  const note = deadlineText?.trim();
  if (deadline) return note ? `${formatDate(deadline)} (${note})` : formatDate(deadline);
  return note || NOT_PUBLISHED;
}
