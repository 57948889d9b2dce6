/** Spec §8's newsletter messages, word for word. */
export const NEWSLETTER_MESSAGES = {
  success: 'Successfully subscribed to our newsletter!',
  duplicate: 'You are already subscribed to our newsletter!',
  failure: 'Failed to subscribe. Please try again.',
} as const;

/** When a super admin has switched the newsletter off in the settings (not a spec message). */
export const NEWSLETTER_CLOSED_MESSAGE = 'Newsletter sign-up is closed at the moment.';
