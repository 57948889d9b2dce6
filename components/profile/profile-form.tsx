'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { FormField, FormStatus } from '@/components/auth/form-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { useAuthSubmit } from '@/components/auth/use-auth-submit';
import { firstFieldErrors } from '@/lib/actions/result';
import { AUTH_ERRORS, AUTH_SUCCESS } from '@/lib/auth/error-messages';
import type { Profile } from '@/lib/data/profiles';
import {
  BUDGET_RANGES,
  knownChoices,
  PREFERRED_LOCATIONS,
  profileFormSchema,
  TARGET_EXAMS,
  type ProfileFormInput,
  type ProfileFormValues,
} from '@/lib/profile/profile-schema';
import { saveProfile } from '@/lib/profile/profile.actions';
import { CheckboxGroup } from './checkbox-group';
import { TextArea } from './text-area';

function toInput(profile: Profile): ProfileFormInput {
  return {
    name: profile.name,
    phone: profile.phone,
    bio: profile.bio,
    career_goals: profile.career_goals,
    current_education: profile.current_education,
    work_experience: String(profile.work_experience),
    target_exams: knownChoices(profile.target_exams, TARGET_EXAMS),
    preferred_locations: knownChoices(profile.preferred_locations, PREFERRED_LOCATIONS),
    budget_range: (BUDGET_RANGES as readonly string[]).includes(profile.budget_range)
      ? (profile.budget_range as ProfileFormInput['budget_range'])
      : '',
  };
}

/**
 * Every editable profile field of spec §3; role and admin flag are shown elsewhere and never sent. The fields are
 * checked here as they are typed, then saved by a server action that checks them again with the same schema.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const { register, handleSubmit, clearErrors, setError, getValues, formState } = useForm<
    ProfileFormInput,
    unknown,
    ProfileFormValues
  >({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toInput(profile),
    reValidateMode: 'onSubmit',
  });
  const { outcome, busy, run, succeed, fail } = useAuthSubmit();
  const field = (name: keyof ProfileFormInput) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = () =>
    run(async () => {
      // A save that never got an answer (the connection dropped, a proxy's error page) is still a failed update.
      const result = await saveProfile(getValues()).catch(() => null);
      if (!result) {
        fail(AUTH_ERRORS.updateProfileFailed);
        return;
      }
      if (result.ok) {
        succeed(AUTH_SUCCESS.profileUpdated);
        router.refresh();
        return;
      }
      const refused = firstFieldErrors(result);
      for (const name of Object.keys(refused) as (keyof ProfileFormInput)[]) {
        setError(name, { message: refused[name] });
      }
      fail(result.message);
    });

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Edit profile">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full name" autoComplete="name" error={errors.name?.message} {...field('name')} />
        <FormField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
        <FormField
          label="Current education"
          placeholder="e.g. B.Com, final year"
          error={errors.current_education?.message}
          {...field('current_education')}
        />
        <FormField
          label="Work experience (years)"
          type="number"
          inputMode="decimal"
          min={0}
          max={50}
          step={0.5}
          error={errors.work_experience?.message}
          {...field('work_experience')}
        />
      </div>
      <TextArea label="About you" error={errors.bio?.message} {...field('bio')} />
      <TextArea label="Career goals" error={errors.career_goals?.message} {...field('career_goals')} />
      <CheckboxGroup legend="Target exams" options={TARGET_EXAMS} registration={field('target_exams')} />
      <CheckboxGroup legend="Preferred locations" options={PREFERRED_LOCATIONS} registration={field('preferred_locations')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="budget_range" className="block text-sm font-medium text-gray-800">
            Budget for fees
          </label>
          <select
            id="budget_range"
            className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
            {...field('budget_range')}
          >
            <option value="">Not decided</option>
            {BUDGET_RANGES.map((range) => (
              <option key={range} value={range}>
                {range}
              </option>
            ))}
          </select>
        </div>
      </div>
      {outcome ? <FormStatus kind={outcome.kind} message={outcome.message} /> : null}
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save Profile
        </SubmitButton>
      </div>
    </form>
  );
}
