'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { getAuthClient } from '@/lib/auth/auth-client';
import { AUTH_SUCCESS } from '@/lib/auth/error-messages';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/auth/password-update';
import { FormField, FormStatus } from './form-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';
import { useAuthSubmit } from './use-auth-submit';

/** Sets a new password for the signed-in user (after a reset link, or from /profile). */
export function NewPasswordForm({
  submitLabel = 'Update Password',
  onUpdated,
}: {
  submitLabel?: string;
  onUpdated?: () => void;
}) {
  const { register, handleSubmit, clearErrors, formState, control, reset } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });
  const { outcome, busy, run, succeed, failWith } = useAuthSubmit({ action: 'updatePassword', surface: 'page' });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = (values: NewPasswordValues) =>
    run(async () => {
      const client = await getAuthClient();
      const { error } = await client.auth.updateUser({ password: values.password });
      // Auth explains a refused password (same as before, too weak); anything else is the §8 failure.
      if (error) return failWith(error);
      reset();
      succeed(AUTH_SUCCESS.passwordUpdated);
      onUpdated?.();
    });

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Change password">
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordStrengthMeter password={password} />}
        {...register('password', { onChange: () => clearErrors('password') })}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm', { onChange: () => clearErrors('confirm') })}
      />
      {outcome ? <FormStatus kind={outcome.kind} message={outcome.message} /> : null}
      <SubmitButton busy={busy} busyLabel="Updating…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
