/**
 * The database's codes, translated once: what each PostgreSQL SQLSTATE, RAISE hint and PostgREST code means as
 * a DataError (lib/errors/data-error.ts), worded per call.
 */
import { DATA_ERRORS, DataError, errorText, isUnreachable, type DataErrorCode } from '@/lib/errors/data-error';

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
  return translated(error, isUnreachable(error) ? 'CONNECTION_ERROR' : 'UNKNOWN', words);
}

/**
 * Whether a supabase-js error (null or undefined when there was none) means `code`, for a failure that is an
 * answer rather than a failure: a vote counted already, a page past the end of a list.
 */
export function failedAs(error: unknown, code: DataErrorCode): boolean {
  return error !== null && error !== undefined && toDataError(error).code === code;
}
