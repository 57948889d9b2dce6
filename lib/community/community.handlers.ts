import type { ActionChain } from '@/lib/actions/chain';
import {
  createReply,
  createThread,
  deleteOwnPost,
  editReply,
  editThread,
  findCollegeId,
  markAnswer,
  readMySuspension,
  readVoteCount,
  reportPost,
  upvote,
  withdrawVote,
} from '@/lib/data/community/posting';
import { listMyVotes, readThread } from '@/lib/data/community/thread';
import { DataError } from '@/lib/errors/data-error';
import {
  acceptInput,
  editInput,
  newThreadInput,
  postInput,
  previewInput,
  replyInput,
  reportInput,
  viewerInput,
  voteInput,
} from './posting';
import { COMMUNITY_MESSAGES } from './topics';

/*
 * A member's side of the community as server actions: each runs as the signed-in member with their own client,
 * so row-level security and the community triggers decide (own posts, the edit window, one vote and one report
 * per post, locked threads, suspensions, rate limits, first posts with a link held for a moderator). The
 * 'use server' binding (lib/community/community.actions.ts) refreshes the community cache tag after a write.
 */

/** The signed-in reader's own view of a thread: what the cached page cannot show them. */
export interface ThreadViewer {
  userId: string;
  isThreadAuthor: boolean;
  votes: { thread: boolean; replies: string[] };
  suspension: { until: string; reason: string } | null;
  /** Their own posts, with the text an edit starts from (the page decides whether the edit window is open). */
  own: { kind: 'thread' | 'reply'; id: string; title: string | null; body: string; createdAt: string }[];
  /** Their own replies a moderator has not published (pending) or has hidden, shown only to them. */
  held: { id: string; body: string; status: string; moderationNote: string | null; createdAt: string }[];
}

export function communityActions(chain: ActionChain) {
  return {
    createThread: chain.memberAction(
      { name: 'community.create_thread', input: newThreadInput, failureMessage: 'Failed to start the discussion' },
      async ({ topic, title, body, college }, { client, user }) => {
        const collegeId = college ? await findCollegeId(client, college) : null;
        if (college && !collegeId) {
          throw new DataError('VALIDATION', 'That college is not in our list; choose another or leave it empty.');
        }
        return createThread(client, user.id, { topic, title, body, collegeId });
      },
    ),
    reply: chain.memberAction(
      { name: 'community.reply', input: replyInput, failureMessage: 'Failed to post the reply' },
      async ({ threadId, body }, { client, user }) => createReply(client, user.id, { threadId, body }),
    ),
    edit: chain.memberAction(
      { name: 'community.edit', input: editInput, failureMessage: 'Failed to save the changes' },
      async (post, { client }) => {
        if (post.kind === 'thread') await editThread(client, post.id, { title: post.title, body: post.body });
        else await editReply(client, post.id, post.body);
        return null;
      },
    ),
    remove: chain.memberAction(
      { name: 'community.delete_own', input: postInput, failureMessage: 'Failed to delete the post' },
      async (post, { client, user }) => {
        await deleteOwnPost(client, user.id, post);
        return null;
      },
    ),
    vote: chain.memberAction(
      { name: 'community.vote', input: voteInput, failureMessage: 'Failed to record the vote' },
      async ({ up, ...post }, { client, user }) => {
        // A second upvote is not counted (counted: false); withdrawing one that was never there is harmless.
        let counted = true;
        if (up) counted = await upvote(client, user.id, post);
        else await withdrawVote(client, user.id, post);
        return { voted: up, counted, votes: await readVoteCount(client, post) };
      },
    ),
    accept: chain.memberAction(
      { name: 'community.accept', input: acceptInput, failureMessage: 'Failed to mark the answer' },
      async ({ replyId, accepted }, { client }) => {
        await markAnswer(client, replyId, accepted);
        return null;
      },
    ),
    report: chain.memberAction(
      { name: 'community.report', input: reportInput, failureMessage: 'Failed to send the report' },
      async ({ reason, note, ...post }, { client, user }) => ({
        reported: await reportPost(client, user.id, post, reason, note),
      }),
    ),
    /** The text to preview, as the server will store it; the binding renders it with the community's markdown. */
    preview: chain.memberAction(
      {
        name: 'community.preview',
        input: previewInput,
        failureMessage: 'Failed to show the preview',
        rateLimit: { max: 300, windowSeconds: 600 },
      },
      async ({ body }) => body,
    ),
    viewer: chain.memberAction(
      { name: 'community.viewer', input: viewerInput, failureMessage: 'Failed to load your part of this discussion' },
      async ({ slug }, { client, user }): Promise<ThreadViewer> => {
        const found = await readThread(client, slug, { moderationNotes: true });
        if (!found) throw new DataError('NOT_FOUND', COMMUNITY_MESSAGES.notFound);
        const { thread, replies } = found;
        const [votes, suspension] = await Promise.all([
          listMyVotes(
            client,
            user.id,
            thread.id,
            replies.map((r) => r.id),
          ),
          readMySuspension(client, user.id),
        ]);
        const mine = replies.filter((r) => r.author?.id === user.id);
        const own: ThreadViewer['own'] = mine.map((r) => ({
          kind: 'reply',
          id: r.id,
          title: null,
          body: r.body,
          createdAt: r.createdAt,
        }));
        if (thread.author?.id === user.id) {
          own.unshift({ kind: 'thread', id: thread.id, title: thread.title, body: thread.body, createdAt: thread.createdAt });
        }
        return {
          userId: user.id,
          isThreadAuthor: thread.author?.id === user.id,
          votes: { thread: votes.thread, replies: [...votes.replies] },
          suspension,
          own,
          held: mine
            .filter((r) => r.status !== 'published')
            .map((r) => ({ id: r.id, body: r.body, status: r.status, moderationNote: r.moderationNote, createdAt: r.createdAt })),
        };
      },
    ),
  };
}
