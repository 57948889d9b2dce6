/*
 * A consent row records one choice: granted, or not. A row that is not granted means two different things: a box
 * the visitor left unticked (not given) or a consent given earlier for the same purpose, and the same college
 * where it names one, now taken back (withdrawn, by unsubscribing say). The rows are read in the order they were
 * made to tell them apart.
 */
export type ConsentState = 'granted' | 'not_given' | 'withdrawn';

interface ConsentRow {
  id: string;
  purpose: string;
  college_id?: string | null;
  granted: boolean;
  created_at: string;
}

/** What one consent is about: its purpose, and the college for sharing with a college. */
export function consentKey(purpose: string, collegeId: string | null | undefined): string {
  return `${purpose}|${collegeId ?? ''}`;
}

/** Rows in the order they were made (ties by id, so every reader agrees on which came last). */
export function chronological<T extends ConsentRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** Each row's state by id; rows may come in any order. */
export function consentStates(rows: readonly ConsentRow[]): Map<string, ConsentState> {
  const granted = new Set<string>();
  const states = new Map<string, ConsentState>();
  for (const row of chronological(rows)) {
    const key = consentKey(row.purpose, row.college_id);
    if (row.granted) {
      granted.add(key);
      states.set(row.id, 'granted');
    } else {
      states.set(row.id, granted.has(key) ? 'withdrawn' : 'not_given');
      granted.delete(key);
    }
  }
  return states;
}
