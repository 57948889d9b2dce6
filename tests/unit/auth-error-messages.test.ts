import {
  AuthApiError,
  AuthInvalidTokenResponseError,
  AuthRetryableFetchError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  AUTH_ERRORS,
  authErrorCode,
  authErrorMessage,
  AuthFailure,
  isMissingSessionError,
  type AuthContext,
} from '@/lib/auth/error-messages';

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
    expect(AUTH_ERRORS.unexpectedSignUp).toBe('An unexpected error occurred during sign up');
    expect(AUTH_ERRORS.unexpectedSignIn).toBe('An unexpected error occurred during sign in');
    expect(AUTH_ERRORS.serviceUnavailable).toBe('Authentication service is not available. Please check your connection.');
    expect(AUTH_ERRORS.initFailed).toBe('Failed to initialize authentication');
    expect(AUTH_ERRORS.resetEmailFailed).toBe('Failed to send password reset email');
    expect(AUTH_ERRORS.updatePasswordFailed).toBe('Failed to update password');
  });
});

describe('authErrorCode: the situation behind the errors supabase-js really returns or throws', () => {
  it.each([
    [new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'INVALID_CREDENTIALS'],
    [new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'), 'EMAIL_NOT_CONFIRMED'],
    [new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), 'RATE_LIMITED'],
    [new AuthApiError('User already registered', 422, 'user_already_exists'), 'EXISTING_ACCOUNT'],
    [new AuthWeakPasswordError('Password is too weak', 422, ['length']), 'PASSWORD_REFUSED'],
    [new AuthApiError('New password should be different', 422, 'same_password'), 'PASSWORD_REFUSED'],
    // fetch rejected (offline, blocked), and 502/503/504 from a gateway: the library's retryable error.
    [new AuthRetryableFetchError('Failed to fetch', 0), 'SERVICE_UNAVAILABLE'],
    [new AuthRetryableFetchError('Bad Gateway', 502), 'SERVICE_UNAVAILABLE'],
    // A response the library could not read (an HTML error page) is no message for people.
    [new AuthUnknownError("Unexpected token '<'", new SyntaxError('x')), 'UNEXPECTED'],
    [new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'), 'SERVICE_MESSAGE'],
    [new AuthInvalidTokenResponseError(), 'SERVICE_MESSAGE'],
  ] as const)('%s → %s', (error, expected) => {
    expect(authErrorCode(error)).toBe(expected);
  });

  it('keeps the code of a failure the app raised itself', () => {
    expect(authErrorCode(new AuthFailure('INIT_FAILED'))).toBe('INIT_FAILED');
    expect(authErrorCode(new AuthFailure('EXISTING_ACCOUNT'))).toBe('EXISTING_ACCOUNT');
  });

  it('treats an exception from outside the auth library as unexpected, whatever its text', () => {
    expect(authErrorCode(new TypeError("Cannot read properties of undefined (reading 'session')"))).toBe('UNEXPECTED');
    expect(authErrorCode(new Error('Invalid environment: NEXT_PUBLIC_SUPABASE_URL: Required'))).toBe('UNEXPECTED');
    expect(authErrorCode('boom')).toBe('UNEXPECTED');
    expect(authErrorCode(undefined)).toBe('UNEXPECTED');
  });

  it('recognises a fetch that failed outside the library as the service being unreachable', () => {
    expect(authErrorCode(new TypeError('Failed to fetch'))).toBe('SERVICE_UNAVAILABLE');
    expect(authErrorCode(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('authErrorMessage: each spec §8 message in its situation', () => {
  const modal = (action: AuthContext['action']): AuthContext => ({ action, surface: 'modal' });
  const page = (action: AuthContext['action']): AuthContext => ({ action, surface: 'page' });
  const crash = new TypeError('x is not a function');
  const unreadable = new AuthUnknownError("Unexpected token '<'", new SyntaxError('x'));

  it('words an unexpected sign-in or sign-up failure for the modal and for the page', () => {
    expect(authErrorMessage(crash, modal('signIn'))).toBe(AUTH_ERRORS.unexpected);
    expect(authErrorMessage(crash, modal('signUp'))).toBe(AUTH_ERRORS.unexpected);
    expect(authErrorMessage(crash, page('signIn'))).toBe(AUTH_ERRORS.unexpectedSignIn);
    expect(authErrorMessage(crash, page('signUp'))).toBe(AUTH_ERRORS.unexpectedSignUp);
    expect(authErrorMessage(unreadable, page('signUp'))).toBe(AUTH_ERRORS.unexpectedSignUp);
    expect(authErrorMessage(unreadable, modal('signIn'))).toBe(AUTH_ERRORS.unexpected);
  });

  it('says authentication could not start when the client did not load, on every form', () => {
    const failure = new AuthFailure('INIT_FAILED', { cause: new Error('Loading chunk 123 failed') });
    for (const action of ['signIn', 'signUp', 'reset', 'updatePassword'] as const) {
      expect(authErrorMessage(failure, modal(action))).toBe(AUTH_ERRORS.initFailed);
      expect(authErrorMessage(failure, page(action))).toBe(AUTH_ERRORS.initFailed);
    }
  });

  it('says the service is not available when it cannot be reached, on every form', () => {
    const offline = new AuthRetryableFetchError('Failed to fetch', 0);
    for (const action of ['signIn', 'signUp', 'reset', 'updatePassword'] as const) {
      expect(authErrorMessage(offline, page(action))).toBe(AUTH_ERRORS.serviceUnavailable);
    }
  });

  it('gives the reset form its own failure message for any other failure', () => {
    expect(
      authErrorMessage(new AuthApiError('Request rate limit reached', 429, 'over_email_send_rate_limit'), page('reset')),
    ).toBe(AUTH_ERRORS.resetEmailFailed);
    expect(authErrorMessage(new AuthApiError('Error sending recovery email', 500, 'unexpected_failure'), modal('reset'))).toBe(
      AUTH_ERRORS.resetEmailFailed,
    );
    expect(authErrorMessage(crash, modal('reset'))).toBe(AUTH_ERRORS.resetEmailFailed);
  });

  it("shows Auth's reason for a refused new password, and the spec failure otherwise", () => {
    const weak = new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']);
    expect(authErrorMessage(weak, page('updatePassword'))).toBe('Password should be at least 6 characters.');
    expect(authErrorMessage(new AuthApiError('Auth session missing!', 401, 'session_not_found'), page('updatePassword'))).toBe(
      AUTH_ERRORS.updatePasswordFailed,
    );
    expect(authErrorMessage(crash, page('updatePassword'))).toBe(AUTH_ERRORS.updatePasswordFailed);
  });

  it('names the known sign-in and sign-up refusals the same on both surfaces', () => {
    const wrong = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(authErrorMessage(wrong, page('signIn'))).toBe(AUTH_ERRORS.invalidCredentials);
    expect(authErrorMessage(wrong, modal('signIn'))).toBe(AUTH_ERRORS.invalidCredentials);
    expect(authErrorMessage(new AuthFailure('EXISTING_ACCOUNT'), page('signUp'))).toBe(AUTH_ERRORS.existingAccount);
    expect(
      authErrorMessage(new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'), modal('signUp')),
    ).toBe('Signups not allowed for this instance');
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
