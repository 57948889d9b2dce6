import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { createTestimonial, deleteTestimonial, nextTestimonialOrderIndex, updateTestimonial } from '@/lib/data/testimonial-admin';
import type { DeletedContent } from '@/lib/faq/admin-params';
import { testimonialDeleteFields, testimonialFields, testimonialUpdateFields } from './admin-schema';

/**
 * The back-office's testimonial changes: manage content only (spec §6), each one database call with the
 * editor's own client so row-level security refuses the same people. Publishing is the 'use server' binding's.
 */
export function testimonialAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');

  return {
    create: editor(
      { name: 'testimonials.create', input: testimonialFields, failureMessage: 'Failed to create the testimonial' },
      async (input, { client }): Promise<ContentChange> => {
        const row = await createTestimonial(client, {
          ...input,
          order_index: input.order_index ?? (await nextTestimonialOrderIndex(client)),
        });
        return { message: 'Testimonial created.', id: row.id };
      },
    ),

    update: editor(
      { name: 'testimonials.update', input: testimonialUpdateFields, failureMessage: 'Failed to update the testimonial' },
      async ({ id, ...input }, { client }): Promise<ContentChange> => {
        const row = await updateTestimonial(client, id, {
          ...input,
          order_index: input.order_index ?? (await nextTestimonialOrderIndex(client)),
        });
        return { message: 'Testimonial saved.', id: row.id };
      },
    ),

    remove: editor(
      { name: 'testimonials.delete', input: testimonialDeleteFields, failureMessage: 'Failed to delete the testimonial' },
      async ({ id }, { client }): Promise<DeletedContent> => {
        const name = await deleteTestimonial(client, id);
        return { message: `Deleted the story of ${name}.`, id, name: `the story of ${name}` };
      },
    ),
  };
}
