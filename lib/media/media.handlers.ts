import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import {
  deleteMediaRow,
  getMedia,
  insertMedia,
  listMedia,
  removeObjects,
  updateMediaDetails,
  type MediaItem,
  type MediaList,
} from '@/lib/data/media';
import { DataError } from '@/lib/errors/data-error';
import { MEDIA_PATH_PATTERN, MEDIA_RULES, PICKER_PAGE_SIZE, UPLOAD_MESSAGES } from './rules';

/*
 * The media library's server side: the browser uploads the file to Storage with the editor's own session (the
 * bucket's policies admit content managers only), then records it here; details and deletion go through here
 * too. Each action runs on the capability chain with the caller's client, so RLS refuses what the chain would.
 */

export const MEDIA_MESSAGES = {
  altTooLong: 'Keep the alt text under 300 characters.',
  captionTooLong: 'Keep the caption under 500 characters.',
  fileName: 'The file needs a name.',
  path: 'Upload the file again: its stored name is not one the library makes.',
  dimension: 'Width and height must be whole numbers of pixels.',
  gone: 'This file is no longer in the library.',
} as const;

/** What a completed change tells the editor; `name` is the file's, for the list's "Deleted …" banner. */
export interface MediaChange extends ContentChange {
  name?: string;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

/** '' or nothing → null; a positive whole number otherwise. */
const pixels = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > 100_000) {
      ctx.addIssue({ code: 'custom', message: MEDIA_MESSAGES.dimension });
      return z.NEVER;
    }
    return n;
  });

export const recordInput = z.object({
  storage_path: z.string().regex(MEDIA_PATH_PATTERN, MEDIA_MESSAGES.path),
  file_name: z.string().trim().min(1, MEDIA_MESSAGES.fileName).max(255, MEDIA_MESSAGES.fileName),
  mime_type: z.enum(MEDIA_RULES.types as [string, ...string[]], { error: UPLOAD_MESSAGES.type(MEDIA_RULES) }),
  size_bytes: z.coerce
    .number()
    .int()
    .min(1, UPLOAD_MESSAGES.empty)
    .max(MEDIA_RULES.maxBytes, `The largest allowed is ${MEDIA_RULES.maxBytes / (1024 * 1024)} MB.`),
  width: pixels,
  height: pixels,
  alt_text: optionalText(300, MEDIA_MESSAGES.altTooLong),
});

export const detailsInput = z.object({
  id: z.uuid(),
  alt_text: optionalText(300, MEDIA_MESSAGES.altTooLong),
  caption: optionalText(500, MEDIA_MESSAGES.captionTooLong),
});

export const idInput = z.object({ id: z.uuid() });

export const browseInput = z.object({
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

export type RecordInput = z.input<typeof recordInput>;
export type DetailsInput = z.input<typeof detailsInput>;
export type IdInput = z.input<typeof idInput>;
export type BrowseInput = z.input<typeof browseInput>;

export function mediaActions(chain: ActionChain) {
  const manager = chain.capabilityAction('manageContent');

  return {
    /** Records a file the browser has just uploaded to the media bucket. */
    record: manager(
      { name: 'media.record', input: recordInput, failureMessage: 'Failed to save the file to the library' },
      async (input, { client }): Promise<MediaChange & { item: MediaItem }> => {
        const item = await insertMedia(client, { ...input, caption: null });
        return { message: `Uploaded ${item.fileName}.`, id: item.id, item };
      },
    ),

    saveDetails: manager(
      { name: 'media.details', input: detailsInput, failureMessage: 'Failed to save the details' },
      async (input, { client }): Promise<MediaChange> => {
        const item = await updateMediaDetails(client, input.id, { alt_text: input.alt_text, caption: input.caption });
        return { message: `Saved the details of ${item.fileName}.`, id: item.id };
      },
    ),

    /** Removes the stored file first: a row whose file is gone can be deleted again, a file without a row is lost. */
    remove: manager(
      { name: 'media.delete', input: idInput, failureMessage: 'Failed to delete the file' },
      async (input, { client }): Promise<MediaChange> => {
        const item = await getMedia(client, input.id);
        if (!item) throw new DataError('NOT_FOUND', MEDIA_MESSAGES.gone);
        await removeObjects(client, item.bucket, [item.path]);
        await deleteMediaRow(client, item.id);
        return { message: `Deleted ${item.fileName}.`, id: item.id, name: item.fileName };
      },
    ),

    /** The picker's page of the library. */
    browse: manager(
      { name: 'media.browse', input: browseInput, failureMessage: 'Failed to load the media library' },
      async (input, { client }): Promise<MediaList> =>
        listMedia(client, { q: input.q, page: input.page, perPage: PICKER_PAGE_SIZE }),
    ),
  };
}
