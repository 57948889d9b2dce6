'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { formDataToObject, submitForm, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import {
  collegeAdminActions,
  type CollegeChange,
  type CollegeFormFields,
  type DeleteCollegeInput,
} from '@/lib/colleges/colleges-admin.handlers';
import type { ContentChange } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';

const actions = collegeAdminActions(actionChain);

export type CollegeFormState = FormState<CollegeChange, CollegeFormFields>;
export type DeleteCollegeState = FormState<ContentChange, DeleteCollegeInput>;

/** Pages that show colleges: their own pages, the list and the sitemap (colleges tag), and scholarships naming them. */
function publish() {
  publishContent(TAGS.colleges, TAGS.scholarships);
}

/**
 * Saves the college form: a form with an id updates that college, one without creates one. A new college opens
 * its edit page. When the college was saved but its programmes were not (spec §4), the form stays with what was
 * typed and, for a new college, its new id, so saving again syncs the programmes instead of creating a copy.
 */
export async function saveCollege(_prev: CollegeFormState, formData: FormData): Promise<CollegeFormState> {
  const fields = formDataToObject(formData);
  const editing = Boolean(fields.id);
  const state = await submitForm(editing ? actions.update : actions.create, formData);
  if (!state.result?.ok) return state;
  publish();
  const saved = state.result.data;
  if (!saved.programsSaved) {
    if (editing) refresh();
    return {
      result: { ok: false, code: 'UNKNOWN', message: saved.message },
      values: { ...fields, id: saved.id, slug: saved.slug },
    };
  }
  // The new-college page opens the saved college, also after a partial create was completed by saving again.
  if (!editing || fields.from_new === '1') redirect(`/admin/colleges/${saved.id}?created=1`);
  refresh();
  return state;
}

/** Deletes and goes back to the list, which names what was deleted; on failure the dialog shows why. */
export async function deleteCollegeForever(_prev: DeleteCollegeState, formData: FormData): Promise<DeleteCollegeState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publish();
  redirect(`/admin/colleges?deleted=${encodeURIComponent(state.result.data.name)}`);
}
