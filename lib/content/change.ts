import type { FormState } from '@/lib/actions/result';

/** What a completed back-office content change tells the person who made it, and what it made or changed. */
export interface ContentChange {
  message: string;
  id?: string;
  slug?: string;
}

/** The state of a form that deletes one item by its posted id (the back office's Delete buttons). */
export type DeleteState = FormState<ContentChange, { id: string }>;
