/**
 * When the policies were last revised, shown on each page. Change it with the text, never on its own: a date
 * that moves without the words moving tells readers nothing.
 */
export const POLICY_UPDATED = {
  privacy: '2026-11-24',
  terms: '2026-11-22',
  cookies: '2026-11-24',
} as const;
