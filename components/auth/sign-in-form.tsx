'use client';

import { refreshAccount } from '@/lib/auth/account-store';
import { getAuthClient } from '@/lib/auth/auth-client';
import { AUTH_SUCCESS, CLOSE_DELAY_MS } from '@/lib/auth/error-messages';
import type { SignInValues } from '@/lib/auth/validation';
import { FormStatus } from './form-field';
import { SignInFields, useSignInFormState } from './sign-in-fields';
import { SubmitButton } from './submit-button';
import type { AuthFormCallbacks } from './types';
import { useAuthSubmit } from './use-auth-submit';

export function SignInForm({ surface, onAuthenticated, onFinished }: AuthFormCallbacks) {
  const form = useSignInFormState();
  const { outcome, busy, done, run, succeed, failWith } = useAuthSubmit({ action: 'signIn', surface });

  const onSubmit = (values: SignInValues) =>
    run(async () => {
      const client = await getAuthClient();
      const { error } = await client.auth.signInWithPassword({ email: values.email, password: values.password });
      if (error) return failWith(error);
      await refreshAccount();
      onAuthenticated?.();
      succeed(AUTH_SUCCESS.signedIn, { after: CLOSE_DELAY_MS.signIn, then: onFinished });
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" aria-label="Sign in">
      <SignInFields form={form} />
      {outcome ? <FormStatus kind={outcome.kind} message={outcome.message} /> : null}
      <SubmitButton busy={busy} disabled={done} busyLabel="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}
