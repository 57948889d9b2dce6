'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { signInSchema, type SignInInput, type SignInValues } from '@/lib/auth/validation';
import { FormField } from './form-field';

export type SignInFormState = UseFormReturn<SignInInput, unknown, SignInValues>;

/** The e-mail and password form state of every sign-in (spec §5 rules, checked on submit). */
export function useSignInFormState(): SignInFormState {
  return useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
}

/** E-mail and password with their errors; editing a field clears its error (spec §5). */
export function SignInFields({ form, emailAutoComplete = 'email' }: { form: SignInFormState; emailAutoComplete?: string }) {
  const { register, clearErrors, formState } = form;
  return (
    <>
      <FormField
        label="Email"
        type="email"
        autoComplete={emailAutoComplete}
        error={formState.errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password', { onChange: () => clearErrors('password') })}
      />
    </>
  );
}
