/**
 * The one way lib/data reports failure: every function throws a DataError (it never returns one, and never
 * returns supabase-js's { error }). Its code is what pages and forms decide on; its message is what people
 * see (spec §8 where the spec words it). Nothing outside this module matches on message text, nor on the
 * database's own codes: DATABASE_RULES decides once what each of them means (tests/unit/database-codes.test.ts).
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

export interface DatabaseRule {
  /** A PostgreSQL SQLSTATE (a RAISE's errcode included) or a PostgREST PGRST code. */
  database: string;
  /** Only a RAISE with this hint; such a rule goes before the code's own. */
  hint?: string;
  code: DataErrorCode;
  /** Better than the code's default when the call words nothing for it. */
  message?: string;
  /**
   * The project's own functions raise it with a message written for people, which a call may show (RAISED).
   * A built-in error's text (a constraint's name, a column's type) is never shown.
   */
  raised?: true;
}

/**
 * What each database code means, in every data module alike. The hints come from the migrations' RAISEs
 * (`using errcode = …, hint = …`); only a hint that changes the code needs a rule of its own.
 */
export const DATABASE_RULES: readonly DatabaseRule[] = [
  // Row-level security's refusal and every function's check of the caller's role or standing.
  { database: '42501', code: 'FORBIDDEN' },
  { database: '42P17', code: 'RLS_RECURSION_ERROR' },
  { database: '28000', code: 'NOT_AUTHENTICATED', raised: true },
  { database: 'PGRST301', code: 'NOT_AUTHENTICATED' },
  { database: 'PGRST303', code: 'NOT_AUTHENTICATED' },
  { database: '23505', code: 'CONFLICT' },
  // An object not in the state the change needs (an attempt submitted already).
  { database: '55000', code: 'CONFLICT', raised: true },
  // The answered-question trigger: questions a submitted attempt depends on stay.
  { database: 'P0409', code: 'CONFLICT', raised: true },
  { database: '23503', code: 'NOT_FOUND', message: 'Something this refers to no longer exists.' },
  { database: 'P0002', code: 'NOT_FOUND', raised: true },
  { database: 'PGRST116', code: 'NOT_FOUND' },
  // A page past the end of a list (an old link after rows were deleted).
  { database: 'PGRST103', code: 'NOT_FOUND' },
  { database: '23502', code: 'VALIDATION' },
  { database: '23514', code: 'VALIDATION' },
  { database: '22P02', code: 'VALIDATION' },
  { database: '22001', code: 'VALIDATION' },
  // The functions' "this argument is not acceptable", the argument in the hint.
  { database: '22023', code: 'VALIDATION', raised: true },
  { database: 'P0001', code: 'VALIDATION', raised: true },
  { database: 'P0001', hint: 'already_sent', code: 'CONFLICT', raised: true },
  { database: 'P0429', code: 'RATE_LIMITED', raised: true },
];

/** In a wording, the message the database raised, for functions that word their refusals for people. */
export const RAISED = Symbol('the message the database raised');
type Message = string | typeof RAISED;

/** Messages by the RAISE's hint; '*' words any other hint, or none. A hint not worded keeps the code's wording. */
export type HintMessages = Readonly<Record<string, Message>>;

/**
 * How one call words its failures, per DataError code (one message, or one per hint). `failure` words an
 * unexpected failure for the situation ('Failed to save the scholarship'), and also NOT_FOUND, CONFLICT and
 * VALIDATION unless they are worded; the other codes keep their own message unless worded.
 */
export type ErrorWording = { readonly failure?: string } & {
  readonly [C in Exclude<DataErrorCode, 'UNKNOWN'>]?: Message | HintMessages;
};

/** The codes a call's `failure` also words: what went wrong there is best said in the call's own words. */
const WORDED_BY_FAILURE: readonly DataErrorCode[] = ['NOT_FOUND', 'CONFLICT', 'VALIDATION', 'UNKNOWN'];

/** A text field of a database or supabase-js error (its code, message or hint), or '' when it has none. */
export function errorText(error: unknown, key: 'code' | 'message' | 'hint'): string {
  if (typeof error !== 'object' || error === null || !(key in error)) return '';
  const value: unknown = (error as Record<typeof key, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

function ruleFor(database: string, hint: string): DatabaseRule | undefined {
  const matches = DATABASE_RULES.filter((rule) => rule.database === database);
  return matches.find((rule) => rule.hint !== undefined && rule.hint === hint) ?? matches.find((rule) => rule.hint === undefined);
}

function wordedFor(wording: ErrorWording, code: DataErrorCode, hint: string): Message | undefined {
  const entry = code === 'UNKNOWN' ? undefined : wording[code];
  if (entry === undefined || typeof entry === 'string' || typeof entry === 'symbol') return entry;
  return Object.hasOwn(entry, hint) ? entry[hint] : entry['*'];
}

function translated(error: unknown, code: DataErrorCode, wording: ErrorWording, rule?: DatabaseRule): DataError {
  const worded = wordedFor(wording, code, errorText(error, 'hint'));
  const raised = worded === RAISED && rule?.raised ? errorText(error, 'message') : '';
  const message =
    (typeof worded === 'string' ? worded : raised) ||
    (WORDED_BY_FAILURE.includes(code) ? wording.failure : undefined) ||
    rule?.message ||
    DATA_ERRORS[code];
  return new DataError(code, message, { cause: error });
}

/**
 * Maps a supabase-js error, a thrown fetch failure or anything else thrown to a DataError, by DATABASE_RULES,
 * worded for the call (a string is the short form of `{ failure }`). The database's own text is kept only as
 * the cause, for the logs, unless the wording asks for a RAISE's message.
 */
export function toDataError(error: unknown, wording: string | ErrorWording = {}): DataError {
  if (error instanceof DataError) return error;
  const words = typeof wording === 'string' ? { failure: wording } : wording;
  const databaseCode = errorText(error, 'code');
  const rule = databaseCode ? ruleFor(databaseCode, errorText(error, 'hint')) : undefined;
  if (rule) return translated(error, rule.code, words, rule);
  // supabase-js reports a failed fetch with an empty code and the fetch error's text (or nothing) as the message.
  const message = errorText(error, 'message');
  const unreachable = /fetch failed|failed to fetch|network|ECONNREFUSED|ENOTFOUND|ECONNRESET|socket|timed? ?out/i.test(message);
  const blank = typeof error === 'object' && error !== null && !databaseCode && !message;
  return translated(error, unreachable || blank ? 'CONNECTION_ERROR' : 'UNKNOWN', words);
}

/**
 * Whether a supabase-js error (null or undefined when there was none) means `code`, for a failure that is an
 * answer rather than a failure: a vote counted already, a page past the end of a list.
 */
export function failedAs(error: unknown, code: DataErrorCode): boolean {
  return error !== null && error !== undefined && toDataError(error).code === code;
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
