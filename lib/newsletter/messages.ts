/** Spec §8's newsletter messages, word for word. */
export const NEWSLETTER_MESSAGES = {
  success: 'Successfully subscribed to our newsletter!',
  duplicate: 'You are already subscribed to our newsletter!',
  failure: 'Failed to subscribe. Please try again.',
} as const;
