import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { createVideo, deleteVideo, nextVideoOrderIndex, updateVideo } from '@/lib/data/video-admin';
import type { DeletedContent } from '@/lib/faq/admin-params';
import { videoDeleteFields, videoFields, videoUpdateFields } from './admin-schema';

/**
 * The back-office's video changes: manage content only (spec §6), each one database call with the editor's own
 * client so row-level security refuses the same people. Publishing (cache tags) is the 'use server' binding's.
 */
export function videoAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');

  return {
    create: editor(
      { name: 'videos.create', input: videoFields, failureMessage: 'Failed to create the video' },
      async (input, { client }): Promise<ContentChange> => {
        const row = await createVideo(client, {
          ...input,
          order_index: input.order_index ?? (await nextVideoOrderIndex(client)),
        });
        return { message: 'Video created.', id: row.id };
      },
    ),

    update: editor(
      { name: 'videos.update', input: videoUpdateFields, failureMessage: 'Failed to update the video' },
      async ({ id, ...input }, { client }): Promise<ContentChange> => {
        const row = await updateVideo(client, id, {
          ...input,
          order_index: input.order_index ?? (await nextVideoOrderIndex(client)),
        });
        return { message: 'Video saved.', id: row.id };
      },
    ),

    remove: editor(
      { name: 'videos.delete', input: videoDeleteFields, failureMessage: 'Failed to delete the video' },
      async ({ id }, { client }): Promise<DeletedContent> => {
        const title = await deleteVideo(client, id);
        return { message: `Deleted “${title}”.`, id, name: `“${title}”` };
      },
    ),
  };
}
