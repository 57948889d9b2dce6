import { describe, expect, it } from 'vitest';
import { editInput, newThreadInput, POST_LIMITS, replyInput, reportInput, withinEditWindow } from '@/lib/community/posting';
import { discussionForumPosting } from '@/lib/community/structured-data';
import type { ThreadWithReplies } from '@/lib/data/community/thread';
import { jsonLdText } from '@/lib/seo/json-ld';

const ID = '7b1d6f2e-4c1a-4f3e-9a2b-1c2d3e4f5a6b';

describe('posting schemas', () => {
  it('accepts a thread and trims it; an empty college is none', () => {
    const parsed = newThreadInput.parse({
      topic: 'cat',
      title: '  How many mocks?  ',
      body: 'I have taken ten mocks so far.',
      college: '',
    });
    expect(parsed).toEqual({ topic: 'cat', title: 'How many mocks?', body: 'I have taken ten mocks so far.', college: null });
  });

  it('says what to do for each field', () => {
    const result = newThreadInput.safeParse({ topic: 'gmat', title: 'Hi', body: '', college: 'IIM A' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages).toContain('topic: Choose a topic.');
    expect(messages).toContain(`title: Write at least ${POST_LIMITS.titleMin} characters in the title.`);
    expect(messages).toContain(`body: Write at least ${POST_LIMITS.threadBodyMin} characters in your post.`);
    expect(messages).toContain('college: Choose a college from the list, or leave it empty.');
  });

  it('keeps replies within the limit', () => {
    expect(replyInput.safeParse({ threadId: ID, body: 'x'.repeat(POST_LIMITS.replyBodyMax + 1) }).success).toBe(false);
    expect(replyInput.safeParse({ threadId: 'not-an-id', body: 'Fine' }).success).toBe(false);
    expect(replyInput.parse({ threadId: ID, body: ' Fine ' })).toEqual({ threadId: ID, body: 'Fine' });
  });

  it('edits a thread with a title and a reply without one', () => {
    expect(editInput.safeParse({ kind: 'thread', id: ID, body: 'A body long enough to keep.' }).success).toBe(false);
    expect(editInput.parse({ kind: 'reply', id: ID, body: 'New words', title: 'ignored' })).toEqual({
      kind: 'reply',
      id: ID,
      body: 'New words',
    });
  });

  it('asks for a report reason', () => {
    expect(reportInput.safeParse({ kind: 'reply', id: ID, reason: '' }).error?.issues[0].message).toBe(
      'Choose why you are reporting this post.',
    );
    expect(reportInput.parse({ kind: 'reply', id: ID, reason: 'spam', note: '  ' })).toEqual({
      kind: 'reply',
      id: ID,
      reason: 'spam',
      note: null,
    });
  });

  it('opens the edit window for 30 minutes', () => {
    const at = Date.parse('2026-11-23T10:00:00Z');
    expect(withinEditWindow('2026-11-23T10:00:00Z', at + 29 * 60_000, 30)).toBe(true);
    expect(withinEditWindow('2026-11-23T10:00:00Z', at + 30 * 60_000, 30)).toBe(false);
    expect(withinEditWindow('not a date', at, 30)).toBe(false);
  });
});

describe('DiscussionForumPosting', () => {
  const author = { id: 'a', name: 'Priya </script> Nair', avatarUrl: null };
  const data: ThreadWithReplies = {
    thread: {
      id: ID,
      slug: 'how-many-mocks-7b1d6f2e',
      title: 'How many mocks?',
      body: 'I have taken ten.',
      topic: 'cat',
      topicLabel: 'CAT',
      tags: [],
      collegeId: null,
      status: 'published',
      pinned: false,
      locked: false,
      replyCount: 1,
      votes: 4,
      views: 10,
      createdAt: '2026-11-20T10:00:00Z',
      editedAt: '2026-11-20T10:10:00Z',
      lastActivityAt: '2026-11-21T10:00:00Z',
      moderationNote: null,
      author,
    },
    replies: [
      {
        id: ID,
        threadId: ID,
        parentReplyId: null,
        body: 'Twenty.',
        status: 'published',
        accepted: true,
        votes: 2,
        createdAt: '2026-11-21T10:00:00Z',
        editedAt: null,
        moderationNote: null,
        author: null,
      },
    ],
  };
  const url = 'https://example.com/community/how-many-mocks-7b1d6f2e';
  const ld = discussionForumPosting(data, url);

  it('describes the thread, its counts and its replies', () => {
    expect(ld).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: 'How many mocks?',
      text: 'I have taken ten.',
      url,
      datePublished: '2026-11-20T10:00:00Z',
      dateModified: '2026-11-20T10:10:00Z',
      author: { '@type': 'Person', name: 'Priya </script> Nair' },
      interactionStatistic: [
        { interactionType: 'https://schema.org/LikeAction', userInteractionCount: 4 },
        { interactionType: 'https://schema.org/CommentAction', userInteractionCount: 1 },
      ],
      comment: [{ '@type': 'Comment', text: 'Twenty.', upvoteCount: 2, author: { name: 'Former member' } }],
    });
  });

  it('cannot end its script element early', () => {
    const text = jsonLdText(ld);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(ld);
  });
});
