import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { incrementBlogViews } from '@/lib/data/blog';

/**
 * Counts one view of a post and returns the new total (null for an unknown post). The database counts a visitor
 * once per post per day; the rate limit only stops a loop from filling the view log with posts.
 */
export function blogViewCount(chain: ActionChain) {
  return chain.publicAction(
    { name: 'blog.view', input: z.object({ postId: z.uuid() }), rateLimit: { max: 120, windowSeconds: 600 } },
    async ({ postId }, { client }) => incrementBlogViews(client, postId),
  );
}
