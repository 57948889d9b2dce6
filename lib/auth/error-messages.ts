/** Spec §8: what people read when an auth call fails or succeeds. */
export const AUTH_ERRORS = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and confirm your account before signing in.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes before trying again.',
  existingAccount: 'An account with this email already exists. Please sign in instead.',
  unexpected: 'An unexpected error occurred. Please try again.',
  unexpectedSignUp: 'An unexpected error occurred during sign up',
  unexpectedSignIn: 'An unexpected error occurred during sign in',
  serviceUnavailable: 'Authentication service is not available. Please check your connection.',
  initFailed: 'Failed to initialize authentication',
  resetEmailFailed: 'Failed to send password reset email',
  updatePasswordFailed: 'Failed to update password',
  updateProfileFailed: 'Failed to update profile',
  signOutIssue: 'There was an issue signing out, but you will be redirected to the home page.',
} as const;

export const AUTH_SUCCESS = {
  signedUp: 'Account created successfully! You can now start using the platform.',
  confirmEmail: 'Account created! Please check your email to confirm your account before signing in.',
  signedIn: 'Signed in successfully!',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  passwordUpdated: 'Password updated successfully!',
  profileUpdated: 'Profile updated successfully!',
} as const;

/** Spec §4/§9: how long a success message stays before the modal closes. */
export const CLOSE_DELAY_MS = { signUp: 2000, signIn: 1000 } as const;

/** The situations an auth failure can be in; forms and stores decide on these, never on message text. */
export type AuthErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_CONFIRMED'
  | 'RATE_LIMITED'
  | 'EXISTING_ACCOUNT'
  /** Auth refused the new password (too weak, or the same as before) and says why. */
  | 'PASSWORD_REFUSED'
  /** The auth service could not be reached, or answered with a retryable server error (502/503/504). */
  | 'SERVICE_UNAVAILABLE'
  /** The browser's auth client could not be loaded or created (a chunk that failed to load, missing settings). */
  | 'INIT_FAILED'
  /** Any other refusal from the service: its own message is shown (spec §8). */
  | 'SERVICE_MESSAGE'
  /** An exception, or a failure with nothing to tell. */
  | 'UNEXPECTED';

export type AuthAction = 'signIn' | 'signUp' | 'reset' | 'updatePassword';

/** Where the form is: the spec words an unexpected sign-in or sign-up failure differently in the modal. */
export type AuthSurface = 'modal' | 'page';

export interface AuthContext {
  action: AuthAction;
  surface: AuthSurface;
}

/** A failure raised by the app itself rather than by the auth service, carrying its code. */
export class AuthFailure extends Error {
  constructor(
    readonly code: AuthErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'AuthFailure';
  }
}

interface AuthLikeError {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  name?: unknown;
  __isAuthError?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The situation behind an auth failure: a returned `{ error }` from supabase-js, an exception, or an
 * AuthFailure. The service's codes are checked first, its messages second (older servers send only a message).
 * An exception that is not the auth library's own (a bug, a broken response) is UNEXPECTED: its text is not
 * for people.
 */
export function authErrorCode(error: unknown): AuthErrorCode {
  if (error instanceof AuthFailure) return error.code;
  if (typeof error !== 'object' || error === null) return 'UNEXPECTED';
  const e = error as AuthLikeError;
  const code = text(e.code);
  const name = text(e.name);
  const message = text(e.message);
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message)) return 'INVALID_CREDENTIALS';
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) return 'EMAIL_NOT_CONFIRMED';
  if (
    code === 'over_request_rate_limit' ||
    code === 'over_email_send_rate_limit' ||
    e.status === 429 ||
    /too many requests|rate limit/i.test(message)
  ) {
    return 'RATE_LIMITED';
  }
  if (code === 'user_already_exists' || code === 'email_exists' || /already registered|already exists/i.test(message)) {
    return 'EXISTING_ACCOUNT';
  }
  if (code === 'weak_password' || code === 'same_password' || name === 'AuthWeakPasswordError') return 'PASSWORD_REFUSED';
  if (name === 'AuthRetryableFetchError' || /fetch failed|failed to fetch|network ?error/i.test(message)) {
    return 'SERVICE_UNAVAILABLE';
  }
  // The library wraps a response it could not read (not JSON, cut short) as AuthUnknownError.
  if (name === 'AuthUnknownError' || message.trim() === '') return 'UNEXPECTED';
  if (error instanceof Error && e.__isAuthError !== true) return 'UNEXPECTED';
  return 'SERVICE_MESSAGE';
}

function unexpectedMessage({ action, surface }: AuthContext): string {
  if (action === 'reset') return AUTH_ERRORS.resetEmailFailed;
  if (action === 'updatePassword') return AUTH_ERRORS.updatePasswordFailed;
  if (surface === 'modal') return AUTH_ERRORS.unexpected;
  return action === 'signUp' ? AUTH_ERRORS.unexpectedSignUp : AUTH_ERRORS.unexpectedSignIn;
}

/**
 * The spec §8 text for an auth failure in its situation. Signing in and up name each known refusal; the reset
 * and password forms have one failure message of their own, except when the service explains a refused password
 * or cannot be reached at all. Without a context, the modal's sign-in wording.
 */
export function authErrorMessage(error: unknown, context: AuthContext = { action: 'signIn', surface: 'modal' }): string {
  const code = authErrorCode(error);
  const serviceMessage = typeof error === 'object' && error !== null ? text((error as AuthLikeError).message) : '';
  if (code === 'INIT_FAILED') return AUTH_ERRORS.initFailed;
  if (code === 'SERVICE_UNAVAILABLE') return AUTH_ERRORS.serviceUnavailable;
  if (code === 'UNEXPECTED') return unexpectedMessage(context);
  if (context.action === 'reset') return AUTH_ERRORS.resetEmailFailed;
  if (context.action === 'updatePassword') return code === 'PASSWORD_REFUSED' ? serviceMessage : AUTH_ERRORS.updatePasswordFailed;
  switch (code) {
    case 'INVALID_CREDENTIALS':
      return AUTH_ERRORS.invalidCredentials;
    case 'EMAIL_NOT_CONFIRMED':
      return AUTH_ERRORS.emailNotConfirmed;
    case 'RATE_LIMITED':
      return AUTH_ERRORS.tooManyAttempts;
    case 'EXISTING_ACCOUNT':
      return AUTH_ERRORS.existingAccount;
    case 'PASSWORD_REFUSED':
    case 'SERVICE_MESSAGE':
      return serviceMessage;
  }
}

/** Sign-out: a missing session means the user is already signed out, which is the goal anyway. */
export function isMissingSessionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as AuthLikeError;
  return (
    e.name === 'AuthSessionMissingError' ||
    e.code === 'session_not_found' ||
    /session (is )?missing|session_not_found|no session/i.test(text(e.message))
  );
}
