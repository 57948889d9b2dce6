import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, authErrorMessage, isMissingSessionError } from '@/lib/auth/error-messages';

describe('auth error mapping (spec §8)', () => {
  it.each([
    [{ code: 'invalid_credentials', message: 'Invalid login credentials' }, AUTH_ERRORS.invalidCredentials],
    [{ message: 'Invalid login credentials' }, AUTH_ERRORS.invalidCredentials],
    [{ code: 'email_not_confirmed', message: 'Email not confirmed' }, AUTH_ERRORS.emailNotConfirmed],
    [{ message: 'Email not confirmed' }, AUTH_ERRORS.emailNotConfirmed],
    [{ status: 429, message: 'Request rate limit reached' }, AUTH_ERRORS.tooManyAttempts],
    [{ code: 'over_request_rate_limit', message: 'x' }, AUTH_ERRORS.tooManyAttempts],
    [{ message: 'Too many requests' }, AUTH_ERRORS.tooManyAttempts],
    [{ code: 'user_already_exists', message: 'User already registered' }, AUTH_ERRORS.existingAccount],
    [{ message: 'User already registered' }, AUTH_ERRORS.existingAccount],
    [{ code: 'email_exists', message: 'x' }, AUTH_ERRORS.existingAccount],
    [{ name: 'AuthRetryableFetchError', message: 'Failed to fetch' }, AUTH_ERRORS.serviceUnavailable],
    [{ message: '' }, AUTH_ERRORS.unexpected],
    [null, AUTH_ERRORS.unexpected],
  ])('%j → %s', (error, expected) => {
    expect(authErrorMessage(error)).toBe(expected);
  });

  it('shows the service message for anything else', () => {
    expect(authErrorMessage({ message: 'Signups not allowed for this instance' })).toBe('Signups not allowed for this instance');
  });

  it('keeps the spec texts word for word', () => {
    expect(AUTH_ERRORS.invalidCredentials).toBe('Invalid email or password. Please check your credentials and try again.');
    expect(AUTH_ERRORS.emailNotConfirmed).toBe('Please check your email and confirm your account before signing in.');
    expect(AUTH_ERRORS.tooManyAttempts).toBe('Too many sign-in attempts. Please wait a few minutes before trying again.');
    expect(AUTH_ERRORS.existingAccount).toBe('An account with this email already exists. Please sign in instead.');
    expect(AUTH_ERRORS.unexpected).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('isMissingSessionError', () => {
  it('recognises the missing-session error', () => {
    expect(isMissingSessionError({ name: 'AuthSessionMissingError', message: 'Auth session missing!' })).toBe(true);
    expect(isMissingSessionError({ code: 'session_not_found', message: '' })).toBe(true);
    expect(isMissingSessionError({ message: 'Auth session missing!' })).toBe(true);
  });
  it('does not swallow other errors', () => {
    expect(isMissingSessionError({ message: 'Failed to fetch' })).toBe(false);
    expect(isMissingSessionError(null)).toBe(false);
  });
});
