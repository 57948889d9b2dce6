import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { createCollege, deleteCollege, updateCollege, type CollegeSaveResult } from '@/lib/data/college-admin';
import { DataError } from '@/lib/errors/data-error';
import { collegeFormInput } from './admin-schema';

/*
 * The back office's college changes: the form checked by collegeFormInput, then the manageContent capability
 * (super admin, editor; FORBIDDEN for anyone else), then lib/data/college-admin with the editor's own client, so
 * row-level security refuses the same people. Publishing the change is the Next binding's job.
 */

export interface CollegeChange extends ContentChange {
  id: string;
  slug: string;
  /** False when the college was saved but spec §4's programme step failed; `message` then says so. */
  programsSaved: boolean;
}

export const deleteCollegeInput = z.object({ id: z.uuid('Unknown college.') });
export type DeleteCollegeInput = z.input<typeof deleteCollegeInput>;
export type CollegeFormFields = Record<string, string>;

function change(saved: CollegeSaveResult, done: string): CollegeChange {
  const { id, slug } = saved.college;
  return { id, slug, message: saved.programsError ?? done, programsSaved: saved.programsError === null };
}

export function collegeAdminActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');

  return {
    create: editor(
      { name: 'colleges.create', input: collegeFormInput, failureMessage: 'Failed to create the college' },
      async (form, { client, report }): Promise<CollegeChange> => {
        const saved = await createCollege(client, form);
        if (saved.programsCause) report(new Error(saved.programsCause));
        return change(saved, `${saved.college.name} created.`);
      },
    ),

    update: editor(
      { name: 'colleges.update', input: collegeFormInput, failureMessage: 'Failed to update the college' },
      async (form, { client, report }): Promise<CollegeChange> => {
        if (!form.id) throw new DataError('VALIDATION', 'Unknown college.');
        const saved = await updateCollege(client, form.id, form);
        if (saved.programsCause) report(new Error(saved.programsCause));
        return change(saved, `${saved.college.name} saved.`);
      },
    ),

    remove: editor(
      { name: 'colleges.delete', input: deleteCollegeInput, failureMessage: 'Failed to delete the college' },
      async ({ id }, { client }): Promise<ContentChange & { name: string }> => {
        const name = await deleteCollege(client, id);
        return { id, name, message: `${name} deleted.` };
      },
    ),
  };
}

export type CollegeAdminActions = ReturnType<typeof collegeAdminActions>;
