import type { ThreadWithReplies } from '@/lib/data/community/thread';
import { threadExcerpt } from './threads';

/*
 * schema.org DiscussionForumPosting for a thread page (Google's "Discussion forum" structured data): the
 * opening post with its author, dates, vote and reply counts, and each published reply as a Comment with its
 * own upvoteCount. Only what the page shows publicly goes in: the caller passes the cached public read.
 */

export const FORMER_MEMBER = 'Former member';

function person(author: { name: string | null } | null): Record<string, unknown> {
  return { '@type': 'Person', name: author?.name?.trim() || FORMER_MEMBER };
}

function counter(type: 'LikeAction' | 'CommentAction', count: number): Record<string, unknown> {
  return { '@type': 'InteractionCounter', interactionType: `https://schema.org/${type}`, userInteractionCount: count };
}

export function discussionForumPosting({ thread, replies }: ThreadWithReplies, url: string): Record<string, unknown> {
  const published = replies.filter((r) => r.status === 'published');
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: thread.title,
    text: thread.body,
    description: threadExcerpt(thread.body),
    articleSection: thread.topicLabel,
    author: person(thread.author),
    datePublished: thread.createdAt,
    dateModified: thread.editedAt ?? thread.createdAt,
    interactionStatistic: [counter('LikeAction', thread.votes), counter('CommentAction', published.length)],
    comment: published.map((reply) => ({
      '@type': 'Comment',
      '@id': `${url}#reply-${reply.id}`,
      url: `${url}#reply-${reply.id}`,
      text: reply.body,
      author: person(reply.author),
      datePublished: reply.createdAt,
      ...(reply.editedAt ? { dateModified: reply.editedAt } : {}),
      upvoteCount: reply.votes,
    })),
  };
}
