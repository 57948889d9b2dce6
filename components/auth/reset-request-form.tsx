'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { getAuthClient } from '@/lib/auth/auth-client';
import { AUTH_SUCCESS, type AuthSurface } from '@/lib/auth/error-messages';
import { resetRequestSchema, type ResetRequestInput, type ResetRequestValues } from '@/lib/auth/validation';
import { FormField, FormStatus } from './form-field';
import { SubmitButton } from './submit-button';
import { useAuthSubmit } from './use-auth-submit';

/** Where the e-mail's link lands: the callback swaps the PKCE code for a session, then opens /reset-password. */
export function resetRedirectUrl(origin: string): string {
  return `${origin}/auth/callback?${new URLSearchParams({ next: '/reset-password' })}`;
}

export function ResetRequestForm({ surface }: { surface: AuthSurface }) {
  const { register, handleSubmit, clearErrors, formState } = useForm<ResetRequestInput, unknown, ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const { outcome, busy, run, succeed, failWith } = useAuthSubmit({ action: 'reset', surface });

  const onSubmit = (values: ResetRequestValues) =>
    run(async () => {
      const client = await getAuthClient();
      const { error } = await client.auth.resetPasswordForEmail(values.email, {
        redirectTo: resetRedirectUrl(window.location.origin),
      });
      if (error) return failWith(error);
      succeed(AUTH_SUCCESS.resetEmailSent);
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Reset password">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      {outcome ? <FormStatus kind={outcome.kind} message={outcome.message} /> : null}
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}
