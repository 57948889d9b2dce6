'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import type { ContentChange, DeleteState } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import type { VideoInput } from '@/lib/video/admin-schema';
import { videoAdminActions } from '@/lib/video/video-admin.handlers';

const actions = videoAdminActions(actionChain);

export type VideoFormState = FormState<ContentChange, VideoInput & { id?: string }>;

// Videos show on /videos, the home page's featured videos and the exam pages, all read under the videos tag.
const publish = () => publishContent(TAGS.videos);

/** Creates and opens the new video's page, which says it was created. */
export async function createVideoAction(_prev: VideoFormState, formData: FormData): Promise<VideoFormState> {
  const state = await submitForm(actions.create, formData);
  if (!state.result?.ok) return state;
  publish();
  redirect(`/admin/videos/${state.result.data.id}?created=1`);
}

export async function updateVideoAction(_prev: VideoFormState, formData: FormData): Promise<VideoFormState> {
  const state = await submitForm(actions.update, formData);
  if (state.result?.ok) {
    publish();
    refresh();
  }
  return state;
}

export async function deleteVideoAction(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publish();
  redirect(`/admin/videos?${new URLSearchParams({ deleted: state.result.data.name })}`);
}
