import { formatDate } from '@/lib/format/dates';

/**
 * How an exam's date reads on a card: upcoming dates as 'Next', past ones as 'Last held', so a page cached
 * for an hour never calls a date in the past "next". Forecast dates say so.
 */
export function examDateLabel(
  examDate: string | null,
  options: { now: Date; expected: boolean },
): { label: string; date: string } | null {
  const date = formatDate(examDate);
  if (!examDate || !date) return null;
  // exam_date is a calendar date; compare by day in Indian time so the exam day itself still counts as next.
  const examDay = examDate.slice(0, 10);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(options.now);
  const upcoming = examDay >= today;
  const label = upcoming ? (options.expected ? 'Next (expected)' : 'Next exam') : 'Last held';
  return { label, date };
}

/** 'sectional_timing' → 'Sectional timing'; pattern keys are snake_case in the database. */
export function patternLabel(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return label
    .replace(/\bpart ([a-z])\b/i, (_, letter: string) => `Part ${letter.toUpperCase()}`)
    .replace(/\bpwd\b/i, 'PwD')
    .replace(/\bmcq\b/i, 'MCQ')
    .replace(/\btita\b/i, 'TITA')
    .replace(/\bgk\b/i, 'GK');
}

/** A pattern value as text: booleans as Yes/No, lists joined. */
export function patternValueText(value: string | number | boolean | string[]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join('; ');
  return String(value);
}

/** 120 → '120 minutes (2 hours)'; 170 → '170 minutes'. */
export function durationText(minutes: number | null): string {
  if (minutes === null) return 'Not published';
  return minutes % 60 === 0 ? `${minutes} minutes (${minutes / 60} hour${minutes === 60 ? '' : 's'})` : `${minutes} minutes`;
}
