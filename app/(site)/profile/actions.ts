'use server';

import { actionChain } from '@/lib/actions/next';
import type { ActionResult } from '@/lib/actions/result';
import type { ProfileFormInput } from '@/lib/profile/profile-schema';
import { profileUpdate } from '@/lib/profile/update';

const update = profileUpdate(actionChain);

/** The profile form's save: the raw form values, validated again on the server with the form's own schema. */
export async function saveProfile(values: unknown): Promise<ActionResult<void, ProfileFormInput>> {
  return update(values);
}
