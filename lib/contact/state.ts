import type { ContactFieldName } from './validation';

/** What the contact action returns to the form (useActionState). */
export interface ContactFormState {
  status: 'idle' | 'success' | 'invalid' | 'error';
  message?: string;
  /** Messages per field, from the same schema the action validated with. */
  errors?: Partial<Record<ContactFieldName, string[]>>;
  /** What was typed, so a failed or invalid submission never empties the form. */
  values?: Partial<Record<ContactFieldName, string>>;
}

export const initialContactState: ContactFormState = { status: 'idle' };
