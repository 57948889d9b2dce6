import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { deleteSavedComparison, saveComparison } from '@/lib/data/saved-comparisons';
import { DataError } from '@/lib/errors/data-error';
import { SLUG_PATTERN } from '@/lib/routing/params';
import { MAX_COMPARED } from './selection';

export const COMPARE_MESSAGES = {
  count: `Pick 2 to ${MAX_COMPARED} colleges to save a comparison.`,
  unknown: 'One of these colleges is no longer listed: remove it and save again.',
  failed: 'Could not save this comparison. Please try again.',
  removeFailed: 'Could not remove this comparison. Please try again.',
} as const;

const saveInput = z.object({
  slugs: z
    .array(z.string().max(120).regex(SLUG_PATTERN, COMPARE_MESSAGES.unknown), { error: COMPARE_MESSAGES.count })
    .min(2, COMPARE_MESSAGES.count)
    .max(MAX_COMPARED, COMPARE_MESSAGES.count)
    .refine((slugs) => new Set(slugs).size === slugs.length, COMPARE_MESSAGES.count),
});
export type SaveComparisonInput = z.input<typeof saveInput>;

const removeInput = z.object({ id: z.uuid() });

/** Saving and removing a member's comparisons (issue 16): their own only, by RLS as well as by the chain. */
export function compareActions(chain: ActionChain) {
  return {
    save: chain.memberAction(
      { name: 'compare.save', input: saveInput, failureMessage: COMPARE_MESSAGES.failed },
      async ({ slugs }, { client, user }) => {
        const { data, error } = await client.from('colleges').select('id, slug').in('slug', slugs).eq('is_active', true);
        if (error || data.length !== slugs.length) throw new DataError('VALIDATION', COMPARE_MESSAGES.unknown);
        const idOf = new Map(data.map((c) => [c.slug, c.id]));
        await saveComparison(
          client,
          user.id,
          slugs.map((slug) => idOf.get(slug) as string),
        );
      },
    ),
    remove: chain.memberAction(
      { name: 'compare.remove', input: removeInput, failureMessage: COMPARE_MESSAGES.removeFailed },
      async ({ id }, { client }) => deleteSavedComparison(client, id),
    ),
  };
}
