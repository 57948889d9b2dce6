'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { refreshAccount } from '@/lib/auth/account-store';
import { getAuthClient } from '@/lib/auth/auth-client';
import { AUTH_SUCCESS, CLOSE_DELAY_MS } from '@/lib/auth/error-messages';
import { signInSchema, type SignInInput, type SignInValues } from '@/lib/auth/validation';
import { FormField, FormStatus } from './form-field';
import { SubmitButton } from './submit-button';
import type { AuthFormCallbacks } from './types';
import { useAuthSubmit } from './use-auth-submit';

export function SignInForm({ surface, onAuthenticated, onFinished }: AuthFormCallbacks) {
  const { register, handleSubmit, clearErrors, formState } = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
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

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Sign in">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { onChange: () => clearErrors('password') })}
      />
      {outcome ? <FormStatus kind={outcome.kind} message={outcome.message} /> : null}
      <SubmitButton busy={busy} disabled={done} busyLabel="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}
