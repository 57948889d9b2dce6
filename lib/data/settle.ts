import { unstable_rethrow } from 'next/navigation';
import { toDataError } from '@/lib/data/errors';
import { type DataError } from '@/lib/errors/data-error';

export type Loaded<T> = { ok: true; value: T } | { ok: false; error: DataError };

/**
 * Awaits one of a page's independent reads so that its failure costs only its own section: the page shows that
 * section's error (error.message, written for people) with 'Try Again' and renders the rest, deciding anything
 * else on error.code. Next.js's own control flow (notFound, redirect, dynamic rendering) passes through.
 */
export async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    unstable_rethrow(error);
    console.error(error);
    return { ok: false, error: toDataError(error) };
  }
}
