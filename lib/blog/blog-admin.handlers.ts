import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { slugify } from '@/lib/content/slug';
import { deletePost, getAdminPost, insertPost, listStaffAuthors, updatePost } from '@/lib/data/blog-admin';
import { availableSlug } from '@/lib/data/slugs';
import { DataError } from '@/lib/errors/data-error';
import { readingMinutes } from '@/lib/format/dates';
import type { TypedClient } from '@/lib/supabase/types';
import {
  BLOG_MESSAGES,
  blogPostSchema,
  blogPostUpdateSchema,
  deletePostSchema,
  type BlogInputHost,
  type BlogPostValues,
} from './admin-input';
import { postState, publicationMessage, resolvePublication, type Publishing } from './admin-schedule';

/*
 * Writing blog posts from the back-office (manage content: super_admin, editor). The capability chain refuses
 * anyone else before the input is read; each write then goes through the caller's own client, so row-level
 * security refuses the same people again. Spec §7: an insert sets author_id and published_at, an update sets
 * updated_at. Cache tags are revalidated by the 'use server' binding, which alone may call updateTag.
 */

/** The byline: the chosen member of staff, the post's current author, or (by default) whoever saves it. */
async function checkedAuthor(
  client: TypedClient,
  chosen: string | null,
  caller: string,
  current: string | null = null,
): Promise<string> {
  if (chosen === null) return current ?? caller;
  if (chosen === caller || chosen === current) return chosen;
  const staff = await listStaffAuthors(client);
  if (!staff.some((s) => s.id === chosen)) throw new DataError('VALIDATION', BLOG_MESSAGES.author);
  return chosen;
}

/** The columns every save writes from the form, reading time included. */
function postColumns(input: BlogPostValues) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    category: input.category,
    featured: input.featured,
    tags: input.tags,
    cover_image_url: input.cover_image_url,
    seo_title: input.seo_title,
    seo_description: input.seo_description,
    reading_time_minutes: readingMinutes(input.content),
  };
}

function savedMessage(saved: Publishing, slug: string, now: Date): string {
  const state = postState(saved, now);
  const where =
    state === 'published' ? ` Its address is /blog/${slug}.` : state === 'scheduled' ? ` Its address will be /blog/${slug}.` : '';
  return `${publicationMessage(saved, now)}${where}`;
}

export function blogAdminActions(chain: ActionChain, host: BlogInputHost) {
  const manager = chain.capabilityAction('manageContent');

  return {
    create: manager(
      { name: 'blog.create', input: blogPostSchema(host), failureMessage: 'Failed to save the post' },
      async (input, { client, user }): Promise<ContentChange> => {
        const now = host.now();
        const publishing = resolvePublication(input.publication, input.publishAt, null, now);
        const row = {
          ...postColumns(input),
          ...publishing,
          slug: await availableSlug(client, 'blog_posts', input.slug ?? slugify(input.title)),
          author_id: await checkedAuthor(client, input.author_id, user.id),
        };
        const saved = await insertPost(client, row);
        return { message: savedMessage(publishing, saved.slug, now), id: saved.id, slug: saved.slug };
      },
    ),

    update: manager(
      { name: 'blog.update', input: blogPostUpdateSchema(host), failureMessage: 'Failed to save the post' },
      async (input, { client, user }): Promise<ContentChange> => {
        const now = host.now();
        const current = await getAdminPost(client, input.id);
        if (!current) throw new DataError('NOT_FOUND', 'This post no longer exists.');
        const publishing = resolvePublication(input.publication, input.publishAt, current, now);
        // An emptied slug is made again from the title; the database records the old one as a redirect.
        const wanted = input.slug ?? slugify(input.title);
        const row = {
          ...postColumns(input),
          ...publishing,
          slug: wanted === current.slug ? wanted : await availableSlug(client, 'blog_posts', wanted, input.id),
          author_id: await checkedAuthor(client, input.author_id, user.id, current.author_id),
          updated_at: now.toISOString(),
        };
        const saved = await updatePost(client, input.id, row);
        return { message: savedMessage(publishing, saved.slug, now), id: input.id, slug: saved.slug };
      },
    ),

    remove: manager(
      { name: 'blog.delete', input: deletePostSchema, failureMessage: 'Failed to delete the post' },
      async (input, { client }): Promise<ContentChange & { name: string }> => {
        const title = await deletePost(client, input.id);
        return { message: `Deleted “${title}”.`, id: input.id, name: `“${title}”` };
      },
    ),
  };
}
