'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type ActionResult, type FormState } from '@/lib/actions/result';
import type { MediaItem, MediaList } from '@/lib/data/media';
import {
  mediaActions,
  type BrowseInput,
  type DetailsInput,
  type IdInput,
  type MediaChange,
  type RecordInput,
} from '@/lib/media/media.handlers';

/*
 * No public page reads public.media (pages keep the file's URL in their own columns), so these changes have no
 * cache tag to publish; the back-office views re-render with refresh().
 */

const actions = mediaActions(actionChain);

export type DetailsState = FormState<MediaChange, DetailsInput>;
export type DeleteMediaState = FormState<MediaChange, IdInput>;

/** Called by the uploader once the file is in Storage. */
export async function recordUpload(input: RecordInput): Promise<ActionResult<MediaChange & { item: MediaItem }, RecordInput>> {
  const result = await actions.record(input);
  if (result.ok) refresh();
  return result;
}

export async function saveMediaDetails(_prev: DetailsState, formData: FormData): Promise<DetailsState> {
  const state = await submitForm(actions.saveDetails, formData);
  if (state.result?.ok) refresh();
  return state;
}

/** Deletes and goes back to the library, which says what was deleted; on failure the dialog shows why. */
export async function deleteMedia(_prev: DeleteMediaState, formData: FormData): Promise<DeleteMediaState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  redirect(`/admin/media?deleted=${encodeURIComponent(state.result.data.name ?? 'the file')}`);
}

/** The media picker's page of thumbnails. */
export async function browseMedia(input: BrowseInput): Promise<ActionResult<MediaList, BrowseInput>> {
  return actions.browse(input);
}
