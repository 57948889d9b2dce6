'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import type { ContentChange, DeleteState } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import type { ScholarshipInput } from '@/lib/scholarships/admin-schema';
import { scholarshipAdminActions } from '@/lib/scholarships/scholarships-admin.handlers';

const actions = scholarshipAdminActions(actionChain);

export type ScholarshipFormState = FormState<ContentChange, ScholarshipInput>;

// The scholarships tag covers /scholarships and the Scholarships block of each college page (read under it).

export async function createScholarship(_prev: ScholarshipFormState, formData: FormData): Promise<ScholarshipFormState> {
  const state = await submitForm(actions.create, formData);
  if (!state.result?.ok) return state;
  publishContent(TAGS.scholarships);
  redirect(`/admin/scholarships/${state.result.data.id}?created=1`);
}

export async function updateScholarship(_prev: ScholarshipFormState, formData: FormData): Promise<ScholarshipFormState> {
  const state = await submitForm(actions.update, formData);
  if (state.result?.ok) {
    publishContent(TAGS.scholarships);
    refresh();
  }
  return state;
}

export async function deleteScholarship(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publishContent(TAGS.scholarships);
  redirect(`/admin/scholarships?deleted=${encodeURIComponent(state.result.data.name)}`);
}
