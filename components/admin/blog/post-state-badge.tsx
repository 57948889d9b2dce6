import { postState, postStateLabel, type PostState, type Publishing } from '@/lib/blog/admin-schedule';

/* A post's state as a coloured badge with its words (DESIGN.md: never colour alone). */

const BADGE = 'inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold';

const TONES: Record<PostState, string> = {
  published: 'border-success-700/30 bg-success-50 text-success-700',
  scheduled: 'border-saffron-200 bg-saffron-50 text-saffron-800',
  draft: 'border-gray-300 bg-white text-gray-700',
  archived: 'border-gray-300 bg-gray-100 text-gray-700',
};

export function PostStateBadge({ post, now }: { post: Publishing; now: Date }) {
  return <span className={`${BADGE} ${TONES[postState(post, now)]}`}>{postStateLabel(post, now)}</span>;
}
