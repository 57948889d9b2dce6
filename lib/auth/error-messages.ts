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

export type AuthAction = 'signIn' | 'signUp' | 'reset' | 'updatePassword';

interface AuthLikeError {
  message?: string;
  code?: string;
  status?: number;
  name?: string;
}

function isNetworkFailure(error: AuthLikeError): boolean {
  return error.name === 'AuthRetryableFetchError' || /fetch failed|failed to fetch|network/i.test(error.message ?? '');
}

/**
 * Maps an auth-service error to the spec §8 text. The service's own codes are checked first, its messages
 * second (older servers send only a message); anything unrecognised shows the service's message, and an
 * error with no message at all shows the modal's generic text.
 */
export function authErrorMessage(error: AuthLikeError | null | undefined): string {
  if (!error) return AUTH_ERRORS.unexpected;
  const code = error.code ?? '';
  const message = error.message ?? '';
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message)) return AUTH_ERRORS.invalidCredentials;
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) return AUTH_ERRORS.emailNotConfirmed;
  if (
    code === 'over_request_rate_limit' ||
    code === 'over_email_send_rate_limit' ||
    error.status === 429 ||
    /too many requests|rate limit/i.test(message)
  ) {
    return AUTH_ERRORS.tooManyAttempts;
  }
  if (code === 'user_already_exists' || code === 'email_exists' || /already registered|already exists/i.test(message)) {
    return AUTH_ERRORS.existingAccount;
  }
  if (isNetworkFailure(error)) return AUTH_ERRORS.serviceUnavailable;
  return message.trim() === '' ? AUTH_ERRORS.unexpected : message;
}

/** Sign-out: a missing session means the user is already signed out, which is the goal anyway. */
export function isMissingSessionError(error: AuthLikeError | null | undefined): boolean {
  if (!error) return false;
  return (
    error.name === 'AuthSessionMissingError' ||
    error.code === 'session_not_found' ||
    /session (is )?missing|session_not_found|no session/i.test(error.message ?? '')
  );
}
