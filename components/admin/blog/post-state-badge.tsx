import { Badge, type BadgeTone } from '@/components/admin/ui/badges';
import { postState, postStateLabel, type PostState, type Publishing } from '@/lib/blog/admin-schedule';

const TONES: Record<PostState, BadgeTone> = {
  published: 'success',
  scheduled: 'saffron',
  draft: 'plain',
  archived: 'muted',
};

/** A post's state, as the list and the editor show it. */
export function PostStateBadge({ post, now }: { post: Publishing; now: Date }) {
  return <Badge tone={TONES[postState(post, now)]}>{postStateLabel(post, now)}</Badge>;
}
