'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { refreshAccount } from '@/lib/auth/account-store';
import { getAuthClient } from '@/lib/auth/auth-client';
import { signUpOutcome } from '@/lib/auth/sign-up-outcome';
import { signUpSchema, type SignUpInput, type SignUpValues } from '@/lib/auth/validation';
import { FormField, FormStatus } from './form-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';
import type { AuthFormCallbacks } from './types';
import { useAuthSubmit } from './use-auth-submit';

export function SignUpForm({ surface, onAuthenticated, onFinished }: AuthFormCallbacks) {
  const { register, handleSubmit, clearErrors, formState, control } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', phone: '' },
    reValidateMode: 'onSubmit',
  });
  const { outcome, busy, done, run, succeed, failWith } = useAuthSubmit({ action: 'signUp', surface });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = (values: SignUpValues) =>
    run(async () => {
      const client = await getAuthClient();
      const { data, error } = await client.auth.signUp({
        email: values.email,
        password: values.password,
        options: {
          data: { name: values.name, phone: values.phone },
          emailRedirectTo: `${window.location.origin}/auth/callback`,
        },
      });
      if (error) return failWith(error);
      // The same words for a known and an unknown address: see signUpOutcome.
      const next = signUpOutcome(data);
      if (!next.signedIn) return succeed(next.message);
      await refreshAccount();
      onAuthenticated?.();
      succeed(next.message, { after: next.closeAfterMs, then: onFinished });
    });

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Sign up">
      <FormField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', { onChange: () => clearErrors('name') })}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <FormField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...register('phone', { onChange: () => clearErrors('phone') })}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordStrengthMeter password={password} />}
        {...register('password', { onChange: () => clearErrors('password') })}
      />
      {outcome ? <FormStatus kind={outcome.kind} message={outcome.message} /> : null}
      <SubmitButton busy={busy} disabled={done} busyLabel="Creating account…">
        Create Account
      </SubmitButton>
    </form>
  );
}
