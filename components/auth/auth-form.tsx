'use client';

import { useState } from 'react';
import type { AuthMode } from '@/lib/auth/modal-store';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import type { AuthFormCallbacks } from './types';

export const MODE_TITLES: Record<AuthMode, string> = {
  signUp: 'Create your account',
  signIn: 'Sign in',
  reset: 'Reset your password',
};

const MODE_INTROS: Record<AuthMode, string> = {
  signUp: 'Save colleges and articles, track mock tests and get admission guidance.',
  signIn: 'Sign in to your MBA Disha account.',
  reset: "Enter your account's e-mail and we'll send you a link to set a new password.",
};

interface AuthFormProps extends AuthFormCallbacks {
  initialMode: AuthMode;
  /** Renders the mode's title; the dialog passes its Title, the page an h1. */
  renderTitle: (title: string) => React.ReactNode;
}

/** Sign up, sign in and reset password, switched by links (spec §4). Switching mode starts a fresh form. */
export function AuthForm({ initialMode, renderTitle, surface, onAuthenticated, onFinished }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const switchTo = (next: AuthMode) => (
    <button type="button" className="link" onClick={() => setMode(next)}>
      {next === 'signUp' ? 'Sign up' : next === 'signIn' ? 'Sign in' : 'Forgot password?'}
    </button>
  );

  return (
    <div>
      {renderTitle(MODE_TITLES[mode])}
      <p className="mt-1 mb-5 text-sm text-gray-600">{MODE_INTROS[mode]}</p>
      {mode === 'signIn' ? <SignInForm surface={surface} onAuthenticated={onAuthenticated} onFinished={onFinished} /> : null}
      {mode === 'signUp' ? <SignUpForm surface={surface} onAuthenticated={onAuthenticated} onFinished={onFinished} /> : null}
      {mode === 'reset' ? <ResetRequestForm surface={surface} /> : null}
      <div className="mt-5 space-y-2 text-center text-sm text-gray-700">
        {mode === 'signIn' ? (
          <>
            <p>{switchTo('reset')}</p>
            <p>Don&apos;t have an account? {switchTo('signUp')}</p>
          </>
        ) : null}
        {mode === 'signUp' ? <p>Already have an account? {switchTo('signIn')}</p> : null}
        {mode === 'reset' ? <p>Remembered it? {switchTo('signIn')}</p> : null}
      </div>
    </div>
  );
}
