import type { ActionChain } from '@/lib/actions/chain';
import { AUTH_ERRORS } from '@/lib/auth/error-messages';
import { updateProfile } from '@/lib/data/profiles';
import { profileFormSchema } from './profile-schema';

/** Saves the signed-in member's own profile (spec §8: 'User not authenticated', 'Failed to update profile'). */
export function profileUpdate(chain: ActionChain) {
  return chain.memberAction(
    { name: 'profile.update', input: profileFormSchema, failureMessage: AUTH_ERRORS.updateProfileFailed },
    async (values, { client, user }) => {
      await updateProfile(client, user.id, values);
    },
  );
}
