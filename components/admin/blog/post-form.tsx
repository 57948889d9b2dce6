'use client';

import { useActionState, useState } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { firstFieldErrors } from '@/lib/actions/result';
import { EXCERPT_MAX, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, TITLE_MAX } from '@/lib/blog/admin-input';
import type { Publication } from '@/lib/blog/admin-schedule';
import { createPost, updatePost, type PostFormState } from '@/lib/blog/blog-admin.actions';
import { KNOWN_BLOG_CATEGORIES } from '@/lib/blog/categories';
import type { StaffAuthor } from '@/lib/data/blog-admin';
import { MarkdownEditor } from './markdown-editor';

/** The form's starting values, as the fields hold them (strings, tags comma-separated). */
export interface PostFormDefaults {
  id?: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  featured: boolean;
  tags: string;
  cover_image_url: string;
  seo_title: string;
  seo_description: string;
  author_id: string;
  publication: Publication;
  /** A datetime-local value in IST, or ''. */
  publish_at: string;
}

const CHOICES: { value: Publication; label: string; hint: string }[] = [
  { value: 'publish', label: 'Publish now', hint: 'On /blog and the home page at once (a published post keeps its date).' },
  { value: 'schedule', label: 'Schedule', hint: 'Goes live by itself at the date and time you choose (IST).' },
  { value: 'draft', label: 'Draft', hint: 'Saved here only; nobody else sees it.' },
  { value: 'archive', label: 'Archive', hint: 'Taken off the site, kept here.' },
];

function PublicationFields({
  defaults,
  error,
  isNew,
  minPublishAt,
  typed,
}: {
  defaults: PostFormDefaults;
  error?: string;
  isNew: boolean;
  minPublishAt: string;
  typed: (key: keyof PostFormDefaults) => string;
}) {
  const [choice, setChoice] = useState<Publication>((typed('publication') as Publication) || defaults.publication);
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-gray-800">Publishing</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.filter((c) => !(isNew && c.value === 'archive')).map((c) => (
          <label
            key={c.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="publication"
              value={c.value}
              checked={choice === c.value}
              onChange={() => setChoice(c.value)}
              className="mt-1 h-4 w-4 accent-brand-800"
            />
            <span>
              <span className="block text-sm font-semibold text-gray-900">{c.label}</span>
              <span className="block text-xs text-gray-600">{c.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {choice === 'schedule' ? (
        <TextField
          className="mt-4 max-w-xs"
          name="publish_at"
          label="Publish on (IST)"
          type="datetime-local"
          required
          min={minPublishAt}
          defaultValue={typed('publish_at') || defaults.publish_at}
          error={error}
          hint="Indian time. It must be in the future."
        />
      ) : null}
    </fieldset>
  );
}

/** Writing or editing a post; what was typed survives a refusal (FormState.values). */
export function PostForm({
  defaults,
  authors,
  minPublishAt,
}: {
  defaults: PostFormDefaults;
  authors: StaffAuthor[];
  /** Now in IST as a datetime-local value, the earliest a schedule may name. */
  minPublishAt: string;
}) {
  const isNew = !defaults.id;
  const [state, action, pending] = useActionState<PostFormState, FormData>(isNew ? createPost : updatePost, { result: null });
  const errors = firstFieldErrors(state.result);
  const values = state.result?.ok === false ? state.values : undefined;
  const typed = (key: keyof PostFormDefaults): string => values?.[key as keyof typeof values] ?? '';
  const value = (key: keyof PostFormDefaults): string => (values ? typed(key) : String(defaults[key] ?? ''));
  // Each submission remounts the fields, so a refused form shows what was typed and a saved one what was saved.
  const key = state.result
    ? state.result.ok
      ? `saved-${state.result.data.slug}`
      : `typed-${JSON.stringify(values)}`
    : 'initial';

  return (
    <form action={action} aria-label={isNew ? 'New post' : 'Edit post'} className="space-y-6" noValidate>
      {defaults.id ? <input type="hidden" name="id" value={defaults.id} /> : null}
      <FormMessage state={state} />
      <div key={key} className="space-y-6">
        <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6 md:grid-cols-2">
          <TextField
            className="md:col-span-2"
            name="title"
            label="Title"
            required
            maxLength={TITLE_MAX}
            defaultValue={value('title')}
            error={errors.title}
          />
          <TextField
            name="slug"
            label="Slug (address)"
            defaultValue={value('slug')}
            error={errors.slug}
            hint="Leave empty to make it from the title. Renaming keeps the old address working."
          />
          <SelectField
            name="author_id"
            label="Author"
            defaultValue={value('author_id')}
            error={errors.author_id}
            options={authors.map((a) => ({ value: a.id, label: a.name }))}
          />
          <TextAreaField
            className="md:col-span-2"
            name="excerpt"
            label="Excerpt"
            required
            rows={2}
            maxLength={EXCERPT_MAX}
            defaultValue={value('excerpt')}
            error={errors.excerpt}
            hint="Shown on the cards and in search results."
          />
          <SelectField
            name="category"
            label="Category"
            required
            placeholder="Choose a category"
            defaultValue={value('category')}
            error={errors.category}
            options={KNOWN_BLOG_CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
          <TextField
            name="tags"
            label="Tags"
            defaultValue={value('tags')}
            error={errors.tags}
            hint="Separated by commas, e.g. CAT, IIM."
          />
          <div className="md:col-span-2">
            <MediaPicker
              name="cover_image_url"
              label="Cover image"
              defaultValue={value('cover_image_url') || null}
              error={errors.cover_image_url}
              hint="Shown on the blog and home page cards. Without one, the cards show text only."
            />
          </div>
          <CheckboxField
            name="featured"
            label="Featured on /blog"
            defaultChecked={values ? typed('featured') === 'on' : defaults.featured}
            error={errors.featured}
          />
        </div>

        <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <MarkdownEditor name="content" defaultValue={value('content')} error={errors.content} />
        </div>

        <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6 md:grid-cols-2">
          <TextField
            name="seo_title"
            label="SEO title"
            maxLength={SEO_TITLE_MAX}
            defaultValue={value('seo_title')}
            error={errors.seo_title}
            hint={`For search results; the title when empty. At most ${SEO_TITLE_MAX} characters.`}
          />
          <TextAreaField
            name="seo_description"
            label="SEO description"
            rows={2}
            maxLength={SEO_DESCRIPTION_MAX}
            defaultValue={value('seo_description')}
            error={errors.seo_description}
            hint={`The excerpt when empty. At most ${SEO_DESCRIPTION_MAX} characters.`}
          />
        </div>

        <PublicationFields
          defaults={defaults}
          error={errors.publish_at}
          isNew={isNew}
          minPublishAt={minPublishAt}
          typed={typed}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-brand" disabled={pending} aria-disabled={pending}>
          {pending ? 'Saving…' : 'Save post'}
        </button>
        <p className="text-sm text-gray-600">Fields marked * are required.</p>
      </div>
    </form>
  );
}
