import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { slugify } from '@/lib/content/slug';
import { deleteScholarship, insertScholarship, updateScholarship } from '@/lib/data/scholarships';
import { availableSlug } from '@/lib/data/slugs';
import { DataError } from '@/lib/errors/data-error';
import type { DeletedItem } from '@/lib/exams/exams-admin.handlers';
import type { TypedClient } from '@/lib/supabase/types';
import {
  scholarshipDeleteInput,
  scholarshipInput,
  scholarshipRow,
  scholarshipUpdateInput,
  type ScholarshipValues,
} from './admin-schema';

/*
 * Creating, editing and deleting scholarships: checked by admin-schema.ts, then the content-manager capability,
 * then one write with the editor's own client (row-level security refuses the same people). Publishing happens
 * in the 'use server' binding.
 */

async function slugFor(client: TypedClient, values: ScholarshipValues, excludeId?: string): Promise<string> {
  if (values.slug) return values.slug;
  const base = slugify(values.name);
  if (!base) throw new DataError('VALIDATION', 'Enter a slug: the name has no letters or digits to make one from.');
  return availableSlug(client, 'scholarships', base, excludeId);
}

export function scholarshipAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');
  return {
    create: editor(
      { name: 'scholarships.create', input: scholarshipInput },
      async (values, { client }): Promise<ContentChange> => {
        const saved = await insertScholarship(client, scholarshipRow(values, await slugFor(client, values)));
        return { message: `${values.name} created.`, id: saved.id, slug: saved.slug };
      },
    ),

    update: editor(
      { name: 'scholarships.update', input: scholarshipUpdateInput },
      async (input, { client }): Promise<ContentChange> => {
        const { id, ...values } = input;
        const saved = await updateScholarship(client, id, scholarshipRow(values, await slugFor(client, values, id)));
        return { message: `${values.name} saved.`, id: saved.id, slug: saved.slug };
      },
    ),

    remove: editor(
      { name: 'scholarships.delete', input: scholarshipDeleteInput },
      async ({ id }, { client }): Promise<DeletedItem> => {
        const name = await deleteScholarship(client, id);
        return { message: `${name} deleted.`, id, name };
      },
    ),
  };
}

export type ScholarshipAdminActions = ReturnType<typeof scholarshipAdminActions>;
