/** The user-facing failures of spec §8, so every data module reports them the same way. */
export const DATA_ERRORS = {
  RLS_RECURSION_ERROR:
    'Database configuration issue detected. Please contact the administrator to resolve Row Level Security policy conflicts.',
  CONNECTION_ERROR: 'Unable to connect to the server. Please check your internet connection and try again.',
  NOT_CONFIGURED: 'Database connection not available',
  NOT_AUTHENTICATED: 'User not authenticated',
} as const;

export type DataErrorCode = keyof typeof DATA_ERRORS | 'QUERY_ERROR';

export class DataError extends Error {
  constructor(
    readonly code: DataErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DataError';
  }
}

interface SupabaseLikeError {
  code?: string;
  message?: string;
}

/** Maps a supabase-js error (or a thrown fetch failure) to the message people see. */
export function toDataError(error: SupabaseLikeError | Error | null | undefined, fallback = 'Something went wrong'): DataError {
  const code = error && 'code' in error ? error.code : undefined;
  const message = error?.message ?? '';
  if (code === '42P17') return new DataError('RLS_RECURSION_ERROR', DATA_ERRORS.RLS_RECURSION_ERROR);
  // supabase-js reports a failed fetch with an empty code and the fetch error's text as the message.
  const unreachable = /fetch failed|failed to fetch|network|ECONNREFUSED|ENOTFOUND|socket/i.test(message);
  if (unreachable || (!code && !message)) {
    return new DataError('CONNECTION_ERROR', DATA_ERRORS.CONNECTION_ERROR);
  }
  return new DataError('QUERY_ERROR', message || fallback);
}

/** True when the failure means the database could not be reached, so sample content may stand in. */
export function isConnectionFailure(error: DataError): boolean {
  return error.code === 'CONNECTION_ERROR' || error.code === 'NOT_CONFIGURED';
}
