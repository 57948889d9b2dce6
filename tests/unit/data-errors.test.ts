import { notFound } from 'next/navigation';
import { describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { DATABASE_RULES, failedAs, RAISED, toDataError } from '@/lib/data/errors';
import { settle } from '@/lib/data/settle';
import { DATA_ERROR_CODES, DATA_ERRORS, DataError, isConnectionFailure, unlessUnreachable } from '@/lib/errors/data-error';

describe('DataError', () => {
  it('carries the nine codes of issue 9 and FORBIDDEN, each with its message', () => {
    expect([...DATA_ERROR_CODES].sort()).toEqual(
      [
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
      ].sort(),
    );
    for (const code of DATA_ERROR_CODES) expect(new DataError(code).message).toBe(DATA_ERRORS[code]);
  });

  it('words the situations spec §8 words, exactly', () => {
    expect(DATA_ERRORS.NOT_CONFIGURED).toBe('Database connection not available');
    expect(DATA_ERRORS.CONNECTION_ERROR).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect(DATA_ERRORS.RLS_RECURSION_ERROR).toBe(
      'Database configuration issue detected. Please contact the administrator to resolve Row Level Security policy conflicts.',
    );
    expect(DATA_ERRORS.NOT_AUTHENTICATED).toBe('User not authenticated');
    expect(DATA_ERRORS.UNKNOWN).toBe('An unexpected error occurred');
  });

  it("words FORBIDDEN as the action chain's refusal of a role, one message for both", () => {
    expect(DATA_ERRORS.FORBIDDEN).toBe("You don't have permission to do this.");
    expect(FORBIDDEN_MESSAGE).toBe(DATA_ERRORS.FORBIDDEN);
  });
});

describe('DATABASE_RULES', () => {
  const meaning = (database: string, hint = '') => toDataError({ code: database, message: 'x', hint }).code;

  it('gives each database code, and each code with a hint, one rule', () => {
    const keys = DATABASE_RULES.map((rule) => `${rule.database}:${rule.hint ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads every rule as its own code, with the rule’s message when the call words nothing', () => {
    for (const rule of DATABASE_RULES) {
      const error = toDataError({ code: rule.database, message: 'database text', hint: rule.hint ?? null });
      expect({ rule, code: error.code, message: error.message }).toEqual({
        rule,
        code: rule.code,
        message: rule.message ?? DATA_ERRORS[rule.code],
      });
    }
  });

  it('makes 42501 FORBIDDEN, whatever the hint, the wording or the function that refused', () => {
    expect(DATABASE_RULES.filter((rule) => rule.database === '42501')).toEqual([{ database: '42501', code: 'FORBIDDEN' }]);
    for (const hint of ['', 'suspended', 'edit_window', 'anything']) expect(meaning('42501', hint)).toBe('FORBIDDEN');
    const rls = { code: '42501', message: 'new row violates row-level security policy for table "exams"', hint: null };
    expect(toDataError(rls, 'Failed to create the exam')).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    expect(toDataError(rls, { failure: 'Failed', FORBIDDEN: 'Only super admins see this.' })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only super admins see this.',
    });
  });

  it('reads the project’s own raises by their errcode', () => {
    expect(meaning('22023', 'note')).toBe('VALIDATION');
    expect(meaning('P0001')).toBe('VALIDATION');
    expect(meaning('P0001', 'already_sent')).toBe('CONFLICT');
    expect(meaning('P0001', 'no_audience')).toBe('VALIDATION');
    expect(meaning('P0002', 'not_found')).toBe('NOT_FOUND');
    expect(meaning('55000', 'submitted')).toBe('CONFLICT');
    expect(meaning('P0409')).toBe('CONFLICT');
    expect(meaning('28000', 'mailbox')).toBe('NOT_AUTHENTICATED');
    expect(meaning('P0429', 'email')).toBe('RATE_LIMITED');
  });

  it('reads a missing reference and a page past the end as NOT_FOUND', () => {
    expect(meaning('23503')).toBe('NOT_FOUND');
    expect(toDataError({ code: '23503', message: 'violates foreign key constraint' }).message).toBe(
      'Something this refers to no longer exists.',
    );
    expect(meaning('PGRST103')).toBe('NOT_FOUND');
  });
});

describe('toDataError', () => {
  const mapped = (error: unknown, message?: string) => {
    const e = toDataError(error, message);
    return { code: e.code, message: e.message };
  };

  it('maps PostgreSQL and PostgREST codes to the codes pages decide on', () => {
    expect(mapped({ code: '42P17', message: 'infinite recursion detected in policy for relation "profiles"' })).toEqual({
      code: 'RLS_RECURSION_ERROR',
      message: DATA_ERRORS.RLS_RECURSION_ERROR,
    });
    expect(mapped({ code: '23505', message: 'duplicate key value violates unique constraint' }).code).toBe('CONFLICT');
    expect(mapped({ code: '23514', message: 'new row violates check constraint' }).code).toBe('VALIDATION');
    expect(mapped({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }).code).toBe('NOT_FOUND');
    expect(mapped({ code: 'PGRST301', message: 'JWT expired' })).toEqual({
      code: 'NOT_AUTHENTICATED',
      message: 'User not authenticated',
    });
    expect(mapped({ code: 'P0429', message: 'rate limited' }).code).toBe('RATE_LIMITED');
  });

  it('treats a failed fetch as CONNECTION_ERROR with the spec message', () => {
    expect(mapped({ code: '', message: 'TypeError: fetch failed' })).toEqual({
      code: 'CONNECTION_ERROR',
      message: DATA_ERRORS.CONNECTION_ERROR,
    });
    expect(mapped(new TypeError('Failed to fetch')).code).toBe('CONNECTION_ERROR');
    expect(mapped({ message: 'connect ECONNREFUSED 127.0.0.1:54321' }).code).toBe('CONNECTION_ERROR');
  });

  it('words an unexpected failure for its situation and never shows the database text', () => {
    const error = { code: '42703', message: 'column colleges.secret does not exist' };
    expect(mapped(error, 'Failed to load colleges')).toEqual({ code: 'UNKNOWN', message: 'Failed to load colleges' });
    expect(mapped(error)).toEqual({ code: 'UNKNOWN', message: 'An unexpected error occurred' });
    expect(toDataError(error).cause).toBe(error);
  });

  it('keeps the short form: a string words the failure, and NOT_FOUND, CONFLICT and VALIDATION', () => {
    expect(mapped({ code: '23505', message: 'duplicate key' }, 'Failed to save')).toEqual({
      code: 'CONFLICT',
      message: 'Failed to save',
    });
    expect(mapped({ code: '22P02', message: 'invalid input syntax' }, 'Failed to save')).toEqual({
      code: 'VALIDATION',
      message: 'Failed to save',
    });
    expect(mapped({ code: 'P0429', message: 'rate limited' }, 'Failed to save').message).toBe(DATA_ERRORS.RATE_LIMITED);
    expect(mapped({ message: 'fetch failed' }, 'Failed to save').message).toBe(DATA_ERRORS.CONNECTION_ERROR);
  });

  it('maps whatever else is thrown, and passes a DataError through unchanged', () => {
    expect(mapped(new Error('Cannot read properties of undefined')).code).toBe('UNKNOWN');
    expect(mapped('a string').code).toBe('UNKNOWN');
    expect(mapped({ code: '', message: '' }).code).toBe('CONNECTION_ERROR');
    const original = new DataError('NOT_CONFIGURED');
    expect(toDataError(original, 'Failed to load FAQs')).toBe(original);
  });
});

describe('isConnectionFailure and unlessUnreachable', () => {
  it('count only an unreachable or unconfigured database', () => {
    expect(isConnectionFailure(new DataError('CONNECTION_ERROR'))).toBe(true);
    expect(isConnectionFailure(new DataError('NOT_CONFIGURED'))).toBe(true);
    expect(isConnectionFailure(new DataError('RLS_RECURSION_ERROR'))).toBe(false);
    expect(isConnectionFailure(new Error('fetch failed'))).toBe(false);
  });

  it('falls back when the database is unreachable or not configured, and throws anything else', async () => {
    const fallback = () => 'sample';
    await expect(unlessUnreachable<string>(() => Promise.reject(new DataError('NOT_CONFIGURED')), fallback)).resolves.toBe(
      'sample',
    );
    await expect(unlessUnreachable<string>(() => Promise.reject(new DataError('CONNECTION_ERROR')), fallback)).resolves.toBe(
      'sample',
    );
    await expect(unlessUnreachable(() => Promise.resolve('real'), fallback)).resolves.toBe('real');
    await expect(
      unlessUnreachable<string>(() => Promise.reject(new DataError('RLS_RECURSION_ERROR')), fallback),
    ).rejects.toMatchObject({
      code: 'RLS_RECURSION_ERROR',
    });
  });
});

describe('settle', () => {
  it('returns the value of a read that succeeds', async () => {
    await expect(settle(Promise.resolve([1, 2]))).resolves.toEqual({ ok: true, value: [1, 2] });
  });

  it('returns the DataError, code and message, of a read that fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = await settle(Promise.reject(new DataError('NOT_CONFIGURED')));
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error).toBeInstanceOf(DataError);
    expect(loaded.error.code).toBe('NOT_CONFIGURED');
    expect(loaded.error.message).toBe('Database connection not available');

    const unexpected = await settle(Promise.reject(new Error('column x does not exist')));
    expect(unexpected).toMatchObject({ ok: false, error: { code: 'UNKNOWN', message: 'An unexpected error occurred' } });
    vi.restoreAllMocks();
  });

  it("lets Next.js's own control flow through", async () => {
    const read = async () => notFound();
    await expect(settle(read())).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});

describe('a call’s wording', () => {
  const wording = {
    failure: 'Failed to send the campaign',
    NOT_FOUND: 'This campaign no longer exists.',
    VALIDATION: { no_audience: 'There are no active subscribers to send to.', '*': 'Your profile has no address.' },
    RATE_LIMITED: { email: 'Too many for this address.' },
  } as const;
  const worded = (error: unknown) => {
    const e = toDataError(error, wording);
    return { code: e.code, message: e.message };
  };

  it('words a code for the situation, and keeps the code the table gives', () => {
    expect(worded({ code: 'P0002', message: 'Campaign not found' })).toEqual({
      code: 'NOT_FOUND',
      message: 'This campaign no longer exists.',
    });
    expect(worded({ code: 'XX000', message: 'boom' })).toEqual({ code: 'UNKNOWN', message: 'Failed to send the campaign' });
  });

  it('words a code by the hint, with * for any other hint or none', () => {
    expect(worded({ code: 'P0001', message: 'x', hint: 'no_audience' }).message).toBe(
      'There are no active subscribers to send to.',
    );
    expect(worded({ code: 'P0001', message: 'x' }).message).toBe('Your profile has no address.');
    expect(worded({ code: 'P0001', message: 'x', hint: 'other' }).message).toBe('Your profile has no address.');
  });

  it('lets a hint it does not word keep the code’s own wording', () => {
    expect(worded({ code: 'P0429', message: 'x', hint: 'email' }).message).toBe('Too many for this address.');
    expect(worded({ code: 'P0429', message: 'x', hint: 'ip' }).message).toBe(DATA_ERRORS.RATE_LIMITED);
    const byHint = toDataError(
      { code: '22023', message: 'x', hint: 'phone' },
      { failure: 'Failed', VALIDATION: { note: 'Note!' } },
    );
    expect(byHint.message).toBe('Failed');
  });

  it('shows a RAISE’s own message only when asked, and never a built-in error’s text', () => {
    const raised = { code: '22023', message: 'Sections of this test open in order: VARC first.', hint: 'section_rule' };
    expect(toDataError(raised, { failure: 'Failed', VALIDATION: { section_rule: RAISED } }).message).toBe(raised.message);
    expect(toDataError(raised, 'Failed').message).toBe('Failed');
    const builtIn = { code: '22P02', message: 'invalid input syntax for type uuid: "x"' };
    expect(toDataError(builtIn, { failure: 'Failed', VALIDATION: RAISED }).message).toBe('Failed');
    expect(toDataError({ code: '22023', message: '' }, { failure: 'Failed', VALIDATION: RAISED }).message).toBe('Failed');
  });

  it('keeps the error as the cause, for the logs', () => {
    const error = { code: '23505', message: 'duplicate key value violates unique constraint "exams_slug_key"' };
    expect(toDataError(error, { CONFLICT: 'Taken.' }).cause).toBe(error);
  });
});

describe('failedAs', () => {
  it('tells a failure that is an answer by its DataError code', () => {
    expect(failedAs({ code: '23505', message: 'duplicate key' }, 'CONFLICT')).toBe(true);
    expect(failedAs({ code: 'PGRST103', message: 'Requested range not satisfiable' }, 'NOT_FOUND')).toBe(true);
    expect(failedAs({ code: '42501', message: 'denied' }, 'CONFLICT')).toBe(false);
    expect(failedAs(null, 'CONFLICT')).toBe(false);
    expect(failedAs(undefined, 'UNKNOWN')).toBe(false);
  });
});
