/**
 * The one way lib/data reports failure: a DataError with a code that pages and forms decide on, carrying the
 * message people see (spec §8 where the spec words it). Nothing outside this module matches on message text.
 */
export const DATA_ERROR_CODES = [
  'NOT_CONFIGURED',
  'CONNECTION_ERROR',
  'RLS_RECURSION_ERROR',
  'NOT_AUTHENTICATED',
  'NOT_FOUND',
  'CONFLICT',
  'VALIDATION',
  'RATE_LIMITED',
  'UNKNOWN',
] as const;
export type DataErrorCode = (typeof DATA_ERROR_CODES)[number];

/** Each code's default message; a caller may word NOT_FOUND, CONFLICT, VALIDATION and UNKNOWN for its own situation. */
export const DATA_ERRORS: Record<DataErrorCode, string> = {
  NOT_CONFIGURED: 'Database connection not available',
  CONNECTION_ERROR: 'Unable to connect to the server. Please check your internet connection and try again.',
  RLS_RECURSION_ERROR:
    'Database configuration issue detected. Please contact the administrator to resolve Row Level Security policy conflicts.',
  NOT_AUTHENTICATED: 'User not authenticated',
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

interface SupabaseLikeError {
  code?: string;
  message?: string;
}

/** PostgreSQL and PostgREST codes that name a situation the app handles on its own. */
const CODE_BY_DATABASE_CODE: Record<string, DataErrorCode> = {
  '42P17': 'RLS_RECURSION_ERROR',
  '23505': 'CONFLICT',
  '23502': 'VALIDATION',
  '23514': 'VALIDATION',
  '22P02': 'VALIDATION',
  '22001': 'VALIDATION',
  PGRST116: 'NOT_FOUND',
  PGRST301: 'NOT_AUTHENTICATED',
  PGRST303: 'NOT_AUTHENTICATED',
  P0429: 'RATE_LIMITED',
};

/**
 * Maps a supabase-js error (or a thrown fetch failure) to a DataError. `unknownMessage` words an unexpected
 * failure for the situation ('Failed to load FAQs'); the codes with a spec message always use it.
 */
export function toDataError(error: SupabaseLikeError | Error | null | undefined, unknownMessage?: string): DataError {
  if (error instanceof DataError) return error;
  const databaseCode = error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = error?.message ?? '';
  const mapped = CODE_BY_DATABASE_CODE[databaseCode];
  if (mapped === 'RLS_RECURSION_ERROR' || mapped === 'NOT_AUTHENTICATED' || mapped === 'RATE_LIMITED') {
    return new DataError(mapped, undefined, { cause: error });
  }
  if (mapped) return new DataError(mapped, unknownMessage ?? DATA_ERRORS[mapped], { cause: error });
  // supabase-js reports a failed fetch with an empty code and the fetch error's text as the message.
  const unreachable = /fetch failed|failed to fetch|network|ECONNREFUSED|ENOTFOUND|ECONNRESET|socket|timed? ?out/i.test(message);
  if (unreachable || (!databaseCode && !message)) return new DataError('CONNECTION_ERROR', undefined, { cause: error });
  return new DataError('UNKNOWN', unknownMessage ?? DATA_ERRORS.UNKNOWN, { cause: error });
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
