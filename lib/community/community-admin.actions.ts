'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { communityAdminHref } from '@/lib/community/admin-params';
import { communityAdminActions, type ModerationChange } from '@/lib/community/community-admin.handlers';
import { publishContent } from '@/lib/content/publish';
import { COMMUNITY_TAG } from '@/lib/data/community/threads';

const actions = communityAdminActions(actionChain);

/** Every moderation form's state: the last result and, after a refusal, what was typed. */
export type ModerationState = FormState<ModerationChange, Record<string, unknown>>;

type Moderation = (input: unknown) => ReturnType<(typeof actions)['hide']>;

// Any moderation changes what the public community pages show: the community tag expires, then this page re-reads.
async function run(action: Moderation, formData: FormData): Promise<ModerationState> {
  const state = (await submitForm(action, formData)) as ModerationState;
  if (state.result?.ok) {
    publishContent(COMMUNITY_TAG);
    refresh();
  }
  return state;
}

export async function hideCommunityPost(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.hide, formData);
}

export async function unhideCommunityPost(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.unhide, formData);
}

export async function approveCommunityPost(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.approve, formData);
}

/** A thread deleted from its own moderation page leaves nothing to show there: back to the thread list. */
export async function deleteCommunityPost(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  const state = await run(actions.remove, formData);
  if (state.result?.ok && formData.get('kind') === 'thread' && formData.get('onThreadPage') === '1') {
    redirect(communityAdminHref({ tab: 'threads' }));
  }
  return state;
}

export async function dismissCommunityReports(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.dismissReports, formData);
}

export async function lockCommunityThread(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.lock, formData);
}

export async function pinCommunityThread(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.pin, formData);
}

export async function moveCommunityThread(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.move, formData);
}

export async function suspendCommunityMember(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.suspend, formData);
}

export async function liftCommunitySuspension(_prev: ModerationState, formData: FormData): Promise<ModerationState> {
  return run(actions.lift, formData);
}
