import { notFound } from 'next/navigation';
import { describe, expect, it, vi } from 'vitest';
import { DATA_ERROR_CODES, DATA_ERRORS, DataError, isConnectionFailure, toDataError, unlessUnreachable } from '@/lib/data/errors';
import { settle } from '@/lib/data/settle';

describe('DataError', () => {
  it('carries the nine codes of issue 9, each with its message', () => {
    expect([...DATA_ERROR_CODES].sort()).toEqual(
      [
        'NOT_CONFIGURED',
        'CONNECTION_ERROR',
        'RLS_RECURSION_ERROR',
        'NOT_AUTHENTICATED',
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
