'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type FormState } from '@/lib/actions/result';
import type { BlogPostUpdateInput, DeletePostInput } from '@/lib/blog/admin-input';
import { blogAdminActions } from '@/lib/blog/blog-admin.handlers';
import { TAGS } from '@/lib/cache/tags';
import type { ContentChange } from '@/lib/content/change';
import { publishContent } from '@/lib/content/publish';
import { readPublicEnv } from '@/lib/env';

const actions = blogAdminActions(actionChain, {
  now: () => new Date(),
  supabaseUrl: () => readPublicEnv().data?.NEXT_PUBLIC_SUPABASE_URL ?? '',
});

/** One state for both saves, so one form component serves a new post and an existing one. */
export type PostFormState = FormState<ContentChange, BlogPostUpdateInput>;
export type DeletePostState = FormState<ContentChange, DeletePostInput>;

/*
 * Posts show on /blog, each /blog/{slug}, the home page's latest posts, exam pages' related reading and the
 * sitemap: every one of them reads under the blog tag, so that one tag is all a change revalidates.
 */

/** Saves a new post and opens it for editing, where the page says what happened to it. */
export async function createPost(_prev: PostFormState, formData: FormData): Promise<PostFormState> {
  const state = await submitForm(actions.create, formData);
  if (!state.result?.ok) return state;
  publishContent(TAGS.blog);
  redirect(`/admin/blogs/${state.result.data.id}?created=1`);
}

export async function updatePost(_prev: PostFormState, formData: FormData): Promise<PostFormState> {
  const state = await submitForm(actions.update, formData);
  if (state.result?.ok) {
    publishContent(TAGS.blog);
    refresh();
  }
  return state;
}

export async function deletePost(_prev: DeletePostState, formData: FormData): Promise<DeletePostState> {
  const state = await submitForm(actions.remove, formData);
  if (!state.result?.ok) return state;
  publishContent(TAGS.blog);
  redirect(`/admin/blogs?deleted=${encodeURIComponent(state.result.data.name)}`);
}
