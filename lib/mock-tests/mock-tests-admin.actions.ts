'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import type { ContentChange, DeleteState } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import { MOCK_TESTS_TAG } from '@/lib/data/mock-tests/catalogue';
import type { MockTestInput, PassageInput, QuestionInput } from '@/lib/mock-tests/admin-schema';
import { mockTestAdminActions } from '@/lib/mock-tests/mock-tests-admin.handlers';

const actions = mockTestAdminActions(actionChain);

export type MockTestFormState = FormState<ContentChange, MockTestInput>;
export type PassageFormState = FormState<ContentChange, PassageInput>;
export type QuestionFormState = FormState<ContentChange, QuestionInput>;
export type PublishState = FormState<ContentChange, { id: string }>;

// The mock-tests tag covers every page that shows a test: /mock-tests, the exam pages' practice lists and the
// candidate's test pages. Any change to a test or its questions expires it (a draft's change costs one re-read).

/** Creates the test and opens its edit page, where passages and questions are added. */
export async function createMockTest(_prev: MockTestFormState, formData: FormData): Promise<MockTestFormState> {
  const state = await submitForm(actions.create, formData);
  if (!state.result?.ok) return state;
  publishContent(MOCK_TESTS_TAG);
  redirect(`/admin/mock-tests/${state.result.data.id}?done=created`);
}

export async function updateMockTest(_prev: MockTestFormState, formData: FormData): Promise<MockTestFormState> {
  const state = await submitForm(actions.update, formData);
  if (state.result?.ok) {
    publishContent(MOCK_TESTS_TAG);
    refresh();
  }
  return state;
}

export async function publishMockTest(_prev: PublishState, formData: FormData): Promise<PublishState> {
  const state = await submitForm(actions.publish, formData);
  if (state.result?.ok) {
    publishContent(MOCK_TESTS_TAG);
    refresh();
  }
  return state;
}

export async function unpublishMockTest(_prev: PublishState, formData: FormData): Promise<PublishState> {
  const state = await submitForm(actions.unpublish, formData);
  if (state.result?.ok) {
    publishContent(MOCK_TESTS_TAG);
    refresh();
  }
  return state;
}

export async function saveMockTestPassage(_prev: PassageFormState, formData: FormData): Promise<PassageFormState> {
  const state = await submitForm(actions.savePassage, formData);
  if (!state.result?.ok) return state;
  publishContent(MOCK_TESTS_TAG);
  redirect(`/admin/mock-tests/${state.result.data.testId}?done=passage-saved#passages`);
}

export async function deleteMockTestPassage(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const state = await submitForm(actions.removePassage, formData);
  if (!state.result?.ok) return state;
  publishContent(MOCK_TESTS_TAG);
  redirect(`/admin/mock-tests/${state.result.data.testId}?done=passage-deleted#passages`);
}

export async function saveMockTestQuestion(_prev: QuestionFormState, formData: FormData): Promise<QuestionFormState> {
  const state = await submitForm(actions.saveQuestion, formData);
  if (!state.result?.ok) return state;
  publishContent(MOCK_TESTS_TAG);
  const done = formData.get('id') ? 'question-saved' : 'question-added';
  redirect(`/admin/mock-tests/${state.result.data.testId}?done=${done}#questions`);
}

export async function deleteMockTestQuestion(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const state = await submitForm(actions.removeQuestion, formData);
  if (!state.result?.ok) return state;
  publishContent(MOCK_TESTS_TAG);
  redirect(`/admin/mock-tests/${state.result.data.testId}?done=question-deleted#questions`);
}
