import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { slugify } from '@/lib/content/slug';
import { deleteExam, insertExam, updateExam } from '@/lib/data/exam-admin';
import { availableSlug } from '@/lib/data/slugs';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';
import { examDeleteInput, examInput, examRow, examUpdateInput, type ExamValues } from './admin-schema';

/** A deletion also names what went, for the list's 'Deleted …' banner. */
export interface DeletedItem extends ContentChange {
  name: string;
}

/*
 * Creating, editing and deleting exams: the form's values checked by admin-schema.ts, then the content-manager
 * capability, then one write with the editor's own client, so row-level security refuses the same people.
 * Publishing (cache tags) happens in the 'use server' binding, which runs inside Next.
 */

/** The slug an editor typed, else one made from the name that no other exam uses. */
async function slugFor(client: TypedClient, values: ExamValues, excludeId?: string): Promise<string> {
  if (values.slug) return values.slug;
  const base = slugify(values.name);
  if (!base) throw new DataError('VALIDATION', 'Enter a slug: the name has no letters or digits to make one from.');
  return availableSlug(client, 'exams', base, excludeId);
}

export function examAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');
  return {
    create: editor({ name: 'exams.create', input: examInput }, async (values, { client }): Promise<ContentChange> => {
      const saved = await insertExam(client, examRow(values, await slugFor(client, values)));
      return { message: `${values.name} created.`, id: saved.id, slug: saved.slug };
    }),

    update: editor({ name: 'exams.update', input: examUpdateInput }, async (input, { client }): Promise<ContentChange> => {
      const { id, ...values } = input;
      const saved = await updateExam(client, id, examRow(values, await slugFor(client, values, id)));
      return { message: `${values.name} saved.`, id: saved.id, slug: saved.slug };
    }),

    remove: editor({ name: 'exams.delete', input: examDeleteInput }, async ({ id }, { client }): Promise<DeletedItem> => {
      const name = await deleteExam(client, id);
      return { message: `${name} deleted.`, id, name };
    }),
  };
}

export type ExamAdminActions = ReturnType<typeof examAdminActions>;
