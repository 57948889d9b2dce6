'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import type { ContentChange, DeleteState } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import type { ExamInput } from '@/lib/exams/admin-schema';
import { examAdminActions } from '@/lib/exams/exams-admin.handlers';

const actions = examAdminActions(actionChain);

export type ExamFormState = FormState<ContentChange, ExamInput>;

// The exams tag covers every page that shows an exam: /exams, /exams/{slug}, the home exam hubs and the sitemap.

/** Creates the exam and opens its edit page, which says so. */
export async function createExam(_prev: ExamFormState, formData: FormData): Promise<ExamFormState> {
  const state = await submitForm(actions.create, formData);
  if (!state.result?.ok) return state;
  publishContent(TAGS.exams);
  redirect(`/admin/exams/${state.result.data.id}?created=1`);
}

export async function updateExam(_prev: ExamFormState, formData: FormData): Promise<ExamFormState> {
  const state = await submitForm(actions.update, formData);
  if (state.result?.ok) {
    publishContent(TAGS.exams);
    refresh();
  }
  return state;
}

export async function deleteExam(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publishContent(TAGS.exams);
  redirect(`/admin/exams?deleted=${encodeURIComponent(state.result.data.name)}`);
}
