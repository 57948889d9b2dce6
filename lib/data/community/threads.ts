import { TAGS } from '@/lib/cache/tags';
import {
  listCollegeThreads,
  listThreads,
  listThreadSlugs,
  type ThreadListItem,
  type ThreadListPage,
  type ThreadListQuery,
} from '@/lib/data/community/list';
import { createPublicClient } from '@/lib/supabase/public';

/*
 * The community's cached public reads: the functions of community-list.ts with a cookie-less client under the
 * community tag, so /community, the college pages and the sitemap render from cached data and any community
 * write (which revalidates TAGS.community) refreshes them.
 */

/** The cache tag of every read of the community tables; a moderator's or member's write revalidates it. */
export const COMMUNITY_TAG = TAGS.community;

const publicClient = () => createPublicClient([COMMUNITY_TAG]);

/** One page of published threads for /community: topic, search and order as asked. */
export async function listPublicThreads(query: ThreadListQuery): Promise<ThreadListPage> {
  return listThreads(publicClient(), query);
}

/** A college page's recent published threads. */
export async function listPublicCollegeThreads(collegeId: string, limit = 5): Promise<ThreadListItem[]> {
  return listCollegeThreads(publicClient(), collegeId, limit);
}

/** Every published thread for sitemap.xml, with its latest activity. */
export async function listPublicThreadSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
  return listThreadSlugs(publicClient());
}
