/** Words for an attempt that is not ranked: every attempt after a member's first at the same test. */
export const PRACTICE_LABEL = 'Practice attempt';
export const PRACTICE_NOTE = 'Only your first attempt at a test counts towards percentiles.';

/** The badge on a practice attempt, on its result and in the member's history. */
export function PracticeBadge() {
  return (
    <span className="inline-block badge border border-warning-700/30 bg-warning-50 whitespace-nowrap text-warning-700">
      {PRACTICE_LABEL}
    </span>
  );
}
