import {
  deleteCommunityPost,
  hideCommunityPost,
  suspendCommunityMember,
  unhideCommunityPost,
} from '@/lib/community/community-admin.actions';
import type { PostRef } from '@/lib/community/topics';
import type { Tables } from '@/lib/database.types';
import { ModerationButton } from './moderation-button';
import { SuspensionFields } from './suspension-fields';

type PostStatus = Tables<'community_threads'>['status'];

interface PostActionsProps {
  post: PostRef;
  status: PostStatus;
  /** The thread it belongs to (for the suspension to return to), when known. */
  threadId?: string;
  author: { id: string | null; name: string | null };
  /** Whether the post is shown on its thread's moderation page (deleting the thread leaves that page). */
  onThreadPage?: boolean;
  /** Set inside a row of other buttons, so all of them wrap as one row. */
  inline?: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Hide or show again, delete, and suspend the author: each asks for a reason. */
export function PostActions({ post, status, threadId, author, onThreadPage, inline }: PostActionsProps) {
  const what = post.kind === 'thread' ? 'thread' : 'reply';
  const by = author.name ? ` by ${author.name}` : '';
  const fields = { kind: post.kind, id: post.id };
  return (
    <div className={inline ? 'contents' : 'flex flex-wrap gap-2'}>
      {status === 'hidden' ? (
        <ModerationButton
          action={unhideCommunityPost}
          label="Unhide"
          ariaLabel={`Unhide ${what}${by}`}
          title={`Show this ${what} again?`}
          description="Readers will see it again."
          confirmLabel="Unhide"
          fields={fields}
        />
      ) : status === 'published' ? (
        <ModerationButton
          action={hideCommunityPost}
          label="Hide"
          ariaLabel={`Hide ${what}${by}`}
          title={`Hide this ${what}?`}
          description="Readers will no longer see it; its author and moderators still do. Its open reports are resolved."
          confirmLabel="Hide"
          fields={fields}
        />
      ) : null}
      <ModerationButton
        action={deleteCommunityPost}
        label="Delete"
        ariaLabel={`Delete ${what}${by}`}
        title={`Delete this ${what}?`}
        description={
          post.kind === 'thread'
            ? 'The thread and all its replies are deleted for good. The reason stays in the moderation record.'
            : 'The reply is deleted for good. The reason stays in the moderation record.'
        }
        confirmLabel="Delete"
        danger
        fields={onThreadPage ? { ...fields, onThreadPage: '1' } : fields}
      />
      {author.id ? (
        <ModerationButton
          action={suspendCommunityMember}
          label="Suspend author"
          ariaLabel={`Suspend ${author.name ?? 'the author'} from posting`}
          title={`Suspend ${author.name ?? 'this member'} from posting?`}
          description="They can still read the community, but cannot post, reply, vote or report until the suspension ends."
          confirmLabel="Suspend"
          danger
          fields={{ userId: author.id, threadId: threadId ?? '' }}
        >
          <SuspensionFields min={today()} />
        </ModerationButton>
      ) : null}
    </div>
  );
}
