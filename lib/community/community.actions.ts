'use server';

import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import type { ActionResult } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import { communityActions } from '@/lib/community/community.handlers';
import { renderCommunityHtml } from '@/lib/community/markdown';
import { publishContent } from '@/lib/content/publish';

/*
 * A member's community actions (lib/community/community.handlers.ts). After a write the community tag is refreshed
 * (publishContent: updateTag), so the acting member sees their change on the cached pages at once.
 */
const actions = communityActions(actionChain);

async function written<T, I>(result: Promise<ActionResult<T, I>>): Promise<ActionResult<T, I>> {
  const done = await result;
  if (done.ok) publishContent(TAGS.community);
  return done;
}

/** Starts a discussion and opens it; a refusal comes back to the form (which keeps what was typed). */
export async function createCommunityThread(input: unknown) {
  const result = await written(actions.createThread(input));
  if (!result.ok) return result;
  redirect(`/community/${result.data.slug}`);
}
export async function replyToThread(input: unknown) {
  return written(actions.reply(input));
}
export async function editCommunityPost(input: unknown) {
  return written(actions.edit(input));
}
export async function deleteOwnCommunityPost(input: unknown) {
  return written(actions.remove(input));
}
export async function voteOnCommunityPost(input: unknown) {
  return written(actions.vote(input));
}
export async function acceptCommunityAnswer(input: unknown) {
  return written(actions.accept(input));
}
export async function reportCommunityPost(input: unknown) {
  return actions.report(input);
}
/** The post as it will read once posted, rendered and sanitised on the server (no markdown code in the browser). */
export async function previewCommunityPost(input: unknown): Promise<ActionResult<string>> {
  const result = await actions.preview(input);
  return result.ok ? { ok: true, data: renderCommunityHtml(result.data) } : result;
}
/** The signed-in reader's votes, own posts, held replies and suspension on one thread. */
export async function loadThreadViewer(input: unknown) {
  const result = await actions.viewer(input);
  if (!result.ok) return result;
  const held = result.data.held.map((post) => ({ ...post, html: renderCommunityHtml(post.body) }));
  return { ok: true as const, data: { ...result.data, held } };
}
