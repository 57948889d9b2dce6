import type { AuthSurface } from '@/lib/auth/error-messages';

export interface AuthFormCallbacks {
  /** The modal or the /signin page: the spec words an unexpected failure differently in each. */
  surface: AuthSurface;
  /** Right after a session exists (sign-in, or sign-up that signs straight in). */
  onAuthenticated?: () => void;
  /** After the success message has been shown for its time (spec §9: 1 s sign-in, 2 s sign-up). */
  onFinished: () => void;
}
