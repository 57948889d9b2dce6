'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import type { ActionResult } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import { publishContent } from '@/lib/content/publish';
import { avatarActions, type AvatarChange, type SetAvatarInput } from '@/lib/profile/avatar.handlers';
import type { ProfileFormInput } from '@/lib/profile/profile-schema';
import { profileUpdate } from '@/lib/profile/profile.handlers';

const update = profileUpdate(actionChain);
const avatar = avatarActions(actionChain);

/** The profile form's save: the raw form values, validated again on the server with the form's own schema. */
export async function saveProfile(values: unknown): Promise<ActionResult<void, ProfileFormInput>> {
  return update(values);
}

/** After an author's photo changes, their byline on published posts shows the new one at the next request. */
function afterAvatarChange(result: ActionResult<AvatarChange, unknown>) {
  if (!result.ok) return;
  if (result.data.isAuthor) publishContent(TAGS.blog);
  refresh();
}

/** Points the profile at the photo the browser has just uploaded to the member's own avatar folder. */
export async function saveAvatar(input: SetAvatarInput): Promise<ActionResult<AvatarChange, SetAvatarInput>> {
  const result = await avatar.set(input);
  afterAvatarChange(result);
  return result;
}

export async function removeAvatar(): Promise<ActionResult<AvatarChange, Record<string, never>>> {
  const result = await avatar.remove({});
  afterAvatarChange(result);
  return result;
}
