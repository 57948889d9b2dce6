import { cache } from 'react';
import { BLOG_REVALIDATE_SECONDS, BLOG_TAG } from '@/lib/data/blog';
import { toDataError } from '@/lib/data/errors';
import { VIDEOS_TAG } from '@/lib/data/video';
import { isMockTestTopic, MOCK_TEST_TOPICS } from '@/lib/mock-tests/topics';
import { createPublicClient } from '@/lib/supabase/public';

/*
 * Posts and videos about a mock-test topic, found by the topic's search words (lib/mock-tests/topics.ts) in their
 * titles and summaries. Public catalogue reads: cached by the blog and video tags like every other read of those
 * tables, and once per request for a page that asks for several topics.
 */

export interface TopicResources {
  posts: { slug: string; title: string }[];
  videos: { id: string; title: string; category: string | null }[];
}

/** Search words safe inside a PostgREST or-filter: letters, digits and spaces only. */
function searchPattern(words: string): string {
  return `"%${words.replace(/[^\p{L}\p{N} ]+/gu, ' ').trim()}%"`;
}

export const listTopicResources = cache(async (topic: string, limit = 2): Promise<TopicResources> => {
  if (!isMockTestTopic(topic)) return { posts: [], videos: [] };
  const pattern = searchPattern(MOCK_TEST_TOPICS[topic].search);
  const [posts, videos] = await Promise.all([
    createPublicClient([BLOG_TAG], BLOG_REVALIDATE_SECONDS)
      .from('blog_posts')
      .select('slug, title')
      .or(`title.ilike.${pattern},excerpt.ilike.${pattern}`)
      .order('published_at', { ascending: false, nullsFirst: false })
      .limit(limit),
    createPublicClient([VIDEOS_TAG])
      .from('videos')
      .select('id, title, category')
      .eq('is_active', true)
      .or(`title.ilike.${pattern},description.ilike.${pattern}`)
      .order('order_index')
      .limit(limit),
  ]);
  if (posts.error) throw toDataError(posts.error, 'Failed to load related articles');
  if (videos.error) throw toDataError(videos.error, 'Failed to load related videos');
  return { posts: posts.data, videos: videos.data };
});
