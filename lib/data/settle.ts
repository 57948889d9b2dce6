import { DataError } from './errors';

export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Awaits one of a page's independent reads so that its failure costs only its own section: the page shows that
 * section's error with 'Try Again' and renders the rest. Messages are the data layer's, written for people.
 */
export async function settle<T>(promise: Promise<T>, fallbackMessage: string): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    console.error(error);
    return { ok: false, message: error instanceof DataError ? error.message : fallbackMessage };
  }
}
