import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { hasPublishedPosts, listAvatarObjects, publicUrlOf, removeObjects, setProfileAvatar } from '@/lib/data/media';
import { DataError } from '@/lib/errors/data-error';
import { AVATAR_BUCKET, isOwnAvatarPath } from '@/lib/media/rules';

/*
 * A member's photo (spec §3 profiles.avatar_url): the browser uploads it to avatars/<their id>/… with their own
 * session (the bucket's policies allow no other folder), then these actions point the profile at it and clear
 * out the photos it replaced, so each member keeps at most one file.
 */

export const AVATAR_MESSAGES = {
  path: 'Upload the photo again.',
  updated: 'Photo updated.',
  removed: 'Photo removed.',
} as const;

export const setAvatarInput = z.object({ path: z.string().max(200) });
export type SetAvatarInput = z.input<typeof setAvatarInput>;

export interface AvatarChange {
  message: string;
  url: string | null;
  /** The member's byline shows on published posts, whose cached pages then need refreshing. */
  isAuthor: boolean;
}

export function avatarActions(chain: ActionChain) {
  return {
    set: chain.memberAction(
      { name: 'profile.avatar', input: setAvatarInput, failureMessage: 'Failed to update your photo' },
      async (input, { client, user, report }): Promise<AvatarChange> => {
        if (!isOwnAvatarPath(user.id, input.path)) throw new DataError('VALIDATION', AVATAR_MESSAGES.path);
        const stored = await listAvatarObjects(client, user.id);
        if (!stored.includes(input.path)) throw new DataError('VALIDATION', AVATAR_MESSAGES.path);
        const url = publicUrlOf(client, AVATAR_BUCKET, input.path);
        await setProfileAvatar(client, user.id, url);
        // The photo is saved; an old file left behind is only clutter, removed again next time.
        await removeObjects(
          client,
          AVATAR_BUCKET,
          stored.filter((path) => path !== input.path),
        ).catch(report);
        return { message: AVATAR_MESSAGES.updated, url, isAuthor: await hasPublishedPosts(client, user.id).catch(() => true) };
      },
    ),

    remove: chain.memberAction(
      { name: 'profile.avatar_remove', input: z.object({}), failureMessage: 'Failed to remove your photo' },
      async (_input, { client, user, report }): Promise<AvatarChange> => {
        await setProfileAvatar(client, user.id, null);
        await listAvatarObjects(client, user.id)
          .then((stored) => removeObjects(client, AVATAR_BUCKET, stored))
          .catch(report);
        return {
          message: AVATAR_MESSAGES.removed,
          url: null,
          isAuthor: await hasPublishedPosts(client, user.id).catch(() => true),
        };
      },
    ),
  };
}
