'use server';

import { actionChain } from '@/lib/actions/next';
import { blogViewCount } from '@/lib/blog/blog.handlers';

const countView = blogViewCount(actionChain);

/**
 * Counts one view of a post and returns the new total, or null when the post is unknown or the count failed.
 * It runs on the server so the page's browser bundle carries no Supabase client; a failed count must never
 * break reading, so the page then keeps its rendered number.
 */
export async function countBlogView(id: string): Promise<number | null> {
  const result = await countView({ postId: id });
  return result.ok ? result.data : null;
}
