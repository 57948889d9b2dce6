/**
 * The one way lib/data reports failure: every function throws a DataError (it never returns one, and never
 * returns supabase-js's { error }). Its code is what pages and forms decide on; its message is what people
 * see (spec §8 where the spec words it). Nothing outside this module matches on message text, nor on the
 * database's own codes: DATABASE_RULES (lib/data/errors.ts) decides once what each of them means
 * (tests/unit/database-codes.test.ts). It sits below every layer, lib/supabase included, because creating a
 * client without configuration is already NOT_CONFIGURED.
 *
 * - A page awaits each independent read through settle() (lib/data/settle.ts), which turns a throw into that
 *   section's Loaded<T> failure, so one failed read costs only its own section.
 * - A read whose section has something to show without the database (spec §4's samples, fixed copy) wraps its
 *   query in unlessUnreachable(), so NOT_CONFIGURED and CONNECTION_ERROR fall back instead of throwing.
 * - With no Supabase configured at all, creating any client throws NOT_CONFIGURED, so public pages show
 *   'Database connection not available' in the section (or the samples), never the error screen.
 */
export const DATA_ERROR_CODES = [
  'NOT_CONFIGURED',
  'CONNECTION_ERROR',
  'RLS_RECURSION_ERROR',
  'NOT_AUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'VALIDATION',
  'RATE_LIMITED',
  'UNKNOWN',
] as const;
export type DataErrorCode = (typeof DATA_ERROR_CODES)[number];

/** Each code's default message; a call words its own situation with an ErrorWording. */
export const DATA_ERRORS: Record<DataErrorCode, string> = {
  NOT_CONFIGURED: 'Database connection not available',
  CONNECTION_ERROR: 'Unable to connect to the server. Please check your internet connection and try again.',
  RLS_RECURSION_ERROR:
    'Database configuration issue detected. Please contact the administrator to resolve Row Level Security policy conflicts.',
  NOT_AUTHENTICATED: 'User not authenticated',
  FORBIDDEN: "You don't have permission to do this.",
  NOT_FOUND: 'We could not find what you were looking for.',
  CONFLICT: 'This already exists.',
  VALIDATION: 'Please check the highlighted fields and try again.',
  RATE_LIMITED: 'Too many attempts. Please wait a few minutes before trying again.',
  UNKNOWN: 'An unexpected error occurred',
};

export class DataError extends Error {
  constructor(
    readonly code: DataErrorCode,
    message: string = DATA_ERRORS[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DataError';
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

/** A thrown value's own `code`, `message` or `hint` ('' when it has none), whatever shape it came in. */
export function errorText(error: unknown, key: 'code' | 'message' | 'hint'): string {
  if (typeof error !== 'object' || error === null || !(key in error)) return '';
  const value: unknown = (error as Record<typeof key, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/**
 * Whether a failure (a supabase-js error, a thrown fetch failure) says the server could not be reached at all
 * rather than refusing: supabase-js reports a failed fetch with an empty code and the fetch error's text, or
 * nothing, as the message.
 */
export function isUnreachable(error: unknown): boolean {
  const message = errorText(error, 'message');
  if (/fetch failed|failed to fetch|network|ECONNREFUSED|ENOTFOUND|ECONNRESET|socket|timed? ?out/i.test(message)) {
    return true;
  }
  return typeof error === 'object' && error !== null && !errorText(error, 'code') && !message;
}

/** True when the database could not be reached or is not configured, so sample content may stand in. */
export function isConnectionFailure(error: unknown): boolean {
  return isDataError(error) && (error.code === 'CONNECTION_ERROR' || error.code === 'NOT_CONFIGURED');
}

/**
 * Runs a read whose section has something to show without the database (spec §4's samples, fixed copy):
 * when the database is not configured or cannot be reached, that stands in. Any other failure still throws.
 */
export async function unlessUnreachable<T>(read: () => Promise<T>, fallback: () => NoInfer<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isConnectionFailure(error)) return fallback();
    throw error;
  }
}
