import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import {
  createFaq,
  deleteFaq,
  FAQ_ORDER_STALE,
  faqOrderSlots,
  nextFaqOrderIndex,
  saveFaqOrder,
  updateFaq,
} from '@/lib/data/faq-admin';
import { DataError } from '@/lib/errors/data-error';
import { orderAssignments } from './admin-order';
import type { DeletedContent } from './admin-params';
import { faqDeleteFields, faqFields, faqOrderFields, faqUpdateFields } from './admin-schema';

export const FAQ_ORDER_SAVED = 'Order saved';

/**
 * The back-office's FAQ changes: manage content only (spec §6), each one database call with the editor's own
 * client so row-level security refuses the same people. Publishing (cache tags) is the 'use server' binding's.
 */
export function faqAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');

  return {
    create: editor(
      { name: 'faqs.create', input: faqFields, failureMessage: 'Failed to create the FAQ' },
      async (input, { client }): Promise<ContentChange> => {
        const order_index = input.order_index ?? (await nextFaqOrderIndex(client));
        const row = await createFaq(client, { ...input, order_index });
        return { message: 'FAQ created.', id: row.id };
      },
    ),

    update: editor(
      { name: 'faqs.update', input: faqUpdateFields, failureMessage: 'Failed to update the FAQ' },
      async ({ id, ...input }, { client }): Promise<ContentChange> => {
        const order_index = input.order_index ?? (await nextFaqOrderIndex(client));
        const row = await updateFaq(client, id, { ...input, order_index });
        return { message: 'FAQ saved.', id: row.id };
      },
    ),

    remove: editor(
      { name: 'faqs.delete', input: faqDeleteFields, failureMessage: 'Failed to delete the FAQ' },
      async ({ id }, { client }): Promise<DeletedContent> => {
        const question = await deleteFaq(client, id);
        return { message: `Deleted “${question}”.`, id, name: `“${question}”` };
      },
    ),

    /** A whole new order in one call: the FAQs keep the order_index values they held, redistributed. */
    saveOrder: editor(
      { name: 'faqs.order', input: faqOrderFields, failureMessage: 'Failed to save the order' },
      async ({ ids }, { client }): Promise<ContentChange> => {
        const current = await faqOrderSlots(client, ids);
        let slots;
        try {
          slots = orderAssignments(current, ids);
        } catch (cause) {
          throw new DataError('VALIDATION', FAQ_ORDER_STALE, { cause });
        }
        await saveFaqOrder(client, slots);
        return { message: FAQ_ORDER_SAVED };
      },
    ),
  };
}
