'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { incrementBlogViews } from '@/lib/data/blog';
import { clientIpFromHeaders } from '@/lib/leads/client-ip';
import { createClient } from '@/lib/supabase/server';

const postId = z.uuid();

/**
 * Counts one view of a post and returns the new total (null when the post is unknown or the count failed).
 * It runs on the server so the page's browser bundle carries no Supabase client; a failed count must never
 * break reading, so errors become null and the page keeps its rendered number.
 */
export async function countBlogView(id: string): Promise<number | null> {
  const parsed = postId.safeParse(id);
  if (!parsed.success) return null;
  try {
    // The database counts one view per visitor per day; the visitor is the signed-in user, else their address.
    const forwardedFor = clientIpFromHeaders(await headers());
    return await incrementBlogViews(await createClient({ forwardedFor }), parsed.data);
  } catch {
    return null;
  }
}
