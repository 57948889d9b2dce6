'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { getAuthClient } from '@/lib/auth/auth-client';
import { AuthFailure } from '@/lib/auth/error-messages';
import type { SignInValues } from '@/lib/auth/validation';
import { isAdminProfile, readAccessProfile } from '@/lib/data/profiles';
import { isDataError } from '@/lib/errors/data-error';
import { FormStatus } from './form-field';
import { NoStaffAccess } from './no-staff-access';
import { SignInFields, useSignInFormState } from './sign-in-fields';
import { SubmitButton } from './submit-button';
import { useAuthSubmit } from './use-auth-submit';

type Phase = { step: 'form' } | { step: 'checking' } | { step: 'noAccess'; email: string };

/**
 * The staff sign-in of /admin/login: the same rules (spec §5) and messages (spec §8) as the public sign-in,
 * then the profile is checked before anyone is sent on, so a member learns here, not from a bounce back, that
 * the back-office is not for them. `redirectTo` is already limited to back-office paths.
 */
export function AdminSignInForm({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const form = useSignInFormState();
  const { outcome, busy, run, failWith } = useAuthSubmit({ action: 'signIn', surface: 'page' });

  const onSubmit = (values: SignInValues) =>
    run(async () => {
      const client = await getAuthClient();
      const { data, error } = await client.auth.signInWithPassword({ email: values.email, password: values.password });
      if (error) return failWith(error);
      setPhase({ step: 'checking' });
      // A profile that cannot be read is not "no staff access": the form comes back with a reason.
      const profile = await readAccessProfile(client, data.user.id).catch((cause: unknown) => {
        setPhase({ step: 'form' });
        throw isDataError(cause) && cause.code === 'CONNECTION_ERROR' ? new AuthFailure('SERVICE_UNAVAILABLE', { cause }) : cause;
      });
      if (!isAdminProfile(profile)) {
        setPhase({ step: 'noAccess', email: data.user.email ?? values.email });
        return;
      }
      // The screen stays on 'Checking admin access...' until the back-office page replaces it.
      router.replace(redirectTo);
      router.refresh();
    });

  if (phase.step === 'checking') return <LoadingScreen text="Checking admin access..." />;
  if (phase.step === 'noAccess') return <NoStaffAccess email={phase.email} />;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-6 space-y-4" aria-label="Admin sign in">
      <SignInFields form={form} emailAutoComplete="username" />
      {outcome ? <FormStatus kind={outcome.kind} message={outcome.message} /> : null}
      <SubmitButton busy={busy} busyLabel="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}
