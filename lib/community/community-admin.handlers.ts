import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { decidePostReports } from '@/lib/data/community/admin';
import {
  deletePostAsModerator,
  hidePost,
  liftSuspension,
  lockThread,
  moveThread,
  pinThread,
  publishPost,
  suspendUser,
} from '@/lib/data/community/moderation';
import { DataError } from '@/lib/errors/data-error';
import { formatDateTime } from '@/lib/format/dates';
import {
  liftSuspensionInput,
  MODERATION_MESSAGES,
  postApprovalInput,
  postModerationInput,
  reportDismissalInput,
  suspensionEnd,
  suspensionInput,
  threadLockInput,
  threadMoveInput,
  threadPinInput,
} from './admin-schema';
import { COMMUNITY_TOPIC_LABELS, type PostRef } from './topics';

/*
 * Moderating the community from the back office: each form's values checked by admin-schema.ts, the 'moderate'
 * capability (community_mod, editor, super_admin) checked by the chain, then the write with the moderator's own
 * client, so row-level security refuses the same people and the database records every action with its reason.
 * Cache tags are the 'use server' binding's business (it runs inside Next).
 */

/** What a moderation tells the moderator, and the thread it concerned (for the page to return to). */
export interface ModerationChange extends ContentChange {
  threadId?: string;
}

const noun = (post: PostRef) => (post.kind === 'thread' ? 'Thread' : 'Reply');
const ref = (input: { kind: 'thread' | 'reply'; id: string }): PostRef => ({ kind: input.kind, id: input.id });

export function communityAdminActions(chain: ActionChain) {
  const moderator = chain.capabilityAction('moderate');
  return {
    /** Hides a post from readers and closes its open reports as resolved. */
    hide: moderator(
      { name: 'community.hide', input: postModerationInput },
      async (input, { client }): Promise<ModerationChange> => {
        const post = ref(input);
        await hidePost(client, post, input.reason);
        const closed = await decidePostReports(client, post, 'resolved');
        return {
          message: `${noun(post)} hidden.${closed ? ` ${closed} report${closed === 1 ? '' : 's'} resolved.` : ''}`,
          id: post.id,
        };
      },
    ),

    /** Shows a hidden post again. */
    unhide: moderator(
      { name: 'community.unhide', input: postModerationInput },
      async (input, { client }): Promise<ModerationChange> => {
        const post = ref(input);
        await publishPost(client, post, input.reason);
        return { message: `${noun(post)} shown again.`, id: post.id };
      },
    ),

    /** Publishes a first post held for its links. */
    approve: moderator(
      { name: 'community.approve', input: postApprovalInput },
      async (input, { client }): Promise<ModerationChange> => {
        const post = ref(input);
        await publishPost(client, post, input.reason);
        return { message: `${noun(post)} approved and published.`, id: post.id };
      },
    ),

    /** Deletes a post for good (its reports go with it); the reason stays in the moderation record. */
    remove: moderator(
      { name: 'community.delete', input: postModerationInput },
      async (input, { client }): Promise<ModerationChange> => {
        const post = ref(input);
        await deletePostAsModerator(client, post, input.reason);
        return { message: `${noun(post)} deleted.`, id: post.id };
      },
    ),

    /** Closes a post's open reports without acting on the post. */
    dismissReports: moderator(
      { name: 'community.dismissReports', input: reportDismissalInput },
      async (input, { client }): Promise<ModerationChange> => {
        const closed = await decidePostReports(client, ref(input), 'dismissed');
        if (closed === 0) throw new DataError('NOT_FOUND', 'This post has no open reports.');
        return { message: `${closed} report${closed === 1 ? '' : 's'} dismissed.`, id: input.id };
      },
    ),

    lock: moderator({ name: 'community.lock', input: threadLockInput }, async (input, { client }): Promise<ModerationChange> => {
      await lockThread(client, input.threadId, input.locked, input.reason);
      return { message: input.locked ? 'Thread locked.' : 'Thread unlocked.', threadId: input.threadId };
    }),

    pin: moderator({ name: 'community.pin', input: threadPinInput }, async (input, { client }): Promise<ModerationChange> => {
      await pinThread(client, input.threadId, input.pinned, input.reason);
      return { message: input.pinned ? 'Thread pinned.' : 'Thread unpinned.', threadId: input.threadId };
    }),

    move: moderator({ name: 'community.move', input: threadMoveInput }, async (input, { client }): Promise<ModerationChange> => {
      await moveThread(client, input.threadId, input.topic, input.reason);
      return { message: `Thread moved to ${COMMUNITY_TOPIC_LABELS[input.topic]}.`, threadId: input.threadId };
    }),

    /** Suspends a member from posting for a period; a moderator cannot suspend themselves. */
    suspend: moderator(
      { name: 'community.suspend', input: suspensionInput },
      async (input, { client, user }): Promise<ModerationChange> => {
        if (input.userId === user.id) throw new DataError('VALIDATION', 'You cannot suspend yourself.');
        const until = suspensionEnd(input.period, input.until, new Date());
        if (!until) throw new DataError('VALIDATION', MODERATION_MESSAGES.until);
        const id = await suspendUser(client, input.userId, until, input.reason);
        return { message: `Suspended from posting until ${formatDateTime(until)}.`, id, threadId: input.threadId };
      },
    ),

    lift: moderator(
      { name: 'community.lift', input: liftSuspensionInput },
      async (input, { client }): Promise<ModerationChange> => {
        await liftSuspension(client, input.id);
        return { message: 'Suspension lifted.', id: input.id };
      },
    ),
  };
}
