import type { CheckValues } from '@/lib/database.types';
import { formatDateTime } from '@/lib/format/dates';

/*
 * A post's place in its life, as editors see it. The database stores only status (draft, published, archived)
 * and published_at; "scheduled" is a published post whose published_at is still ahead, which row-level
 * security hides from the public until that moment (spec §7's insert "sets published_at").
 */

export const POST_STATES = ['published', 'scheduled', 'draft', 'archived'] as const;
export type PostState = (typeof POST_STATES)[number];

export const POST_STATE_LABELS: Record<PostState, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  draft: 'Draft',
  archived: 'Archived',
};

/** What an editor chooses when saving: publish now, publish later, keep as a draft, or take it off the site. */
export const PUBLICATIONS = ['publish', 'schedule', 'draft', 'archive'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

export interface Publishing {
  status: (typeof CheckValues.public.blog_posts.status)[number];
  published_at: string | null;
}

function isPast(at: string | null, now: Date): at is string {
  return at !== null && new Date(at).getTime() <= now.getTime();
}

export function postState(post: Publishing, now: Date): PostState {
  if (post.status === 'published')
    return isPast(post.published_at, now) || post.published_at === null ? 'published' : 'scheduled';
  return post.status;
}

/** 'Published', 'Draft', 'Archived', or 'Scheduled for 30 Nov 2026, 9:00 am IST'. */
export function postStateLabel(post: Publishing, now: Date): string {
  const state = postState(post, now);
  return state === 'scheduled' ? `Scheduled for ${formatDateTime(post.published_at)}` : POST_STATE_LABELS[state];
}

/** The choice a saved post's form starts on. */
export function publicationOf(post: Publishing, now: Date): Publication {
  const state = postState(post, now);
  return state === 'published' ? 'publish' : state === 'scheduled' ? 'schedule' : state === 'archived' ? 'archive' : 'draft';
}

/**
 * The status and published_at a save writes. A post that has already been live keeps its original date when
 * it is published again or edited, so re-saving never pushes an old article to the top of the list; a
 * schedule that is dropped (back to draft or archived) forgets its future date. `publishAt` has been checked to
 * lie in the future when the choice is 'schedule'.
 */
export function resolvePublication(
  choice: Publication,
  publishAt: Date | null,
  current: Publishing | null,
  now: Date,
): Publishing {
  const pastDate = current && isPast(current.published_at, now) ? current.published_at : null;
  switch (choice) {
    case 'publish':
      return { status: 'published', published_at: pastDate ?? now.toISOString() };
    case 'schedule':
      return { status: 'published', published_at: (publishAt ?? now).toISOString() };
    case 'draft':
      return { status: 'draft', published_at: pastDate };
    case 'archive':
      return { status: 'archived', published_at: pastDate };
  }
}

/** What the editor is told after a save, naming where the post now stands. */
export function publicationMessage(saved: Publishing, now: Date): string {
  const state = postState(saved, now);
  if (state === 'scheduled') return `Post scheduled for ${formatDateTime(saved.published_at)}.`;
  if (state === 'published') return 'Post published.';
  if (state === 'archived') return 'Post archived: it is no longer on the site.';
  return 'Draft saved: it is not on the site yet.';
}
