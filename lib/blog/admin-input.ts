import { z } from 'zod';
import { checkbox, optionalText, requiredText, textList } from '@/lib/content/form-input';
import { isValidSlug, SLUG_MESSAGE, slugify } from '@/lib/content/slug';
import { istInputToDate } from '@/lib/time/ist';
import { PUBLICATIONS, type Publication } from './admin-schedule';
import { KNOWN_BLOG_CATEGORIES } from './categories';

/*
 * What the back-office post form may send (field names as in the form). One schema per save serves the server
 * action and the tests; the schedule rule needs the clock, so the schema is made with the action's `now`.
 */

export const BLOG_MESSAGES = {
  title: 'Enter a title.',
  excerpt: 'Write a short excerpt for the cards and search results.',
  content: 'Write the post.',
  category: 'Choose a category.',
  slugFromTitle: 'The title has no letters a–z to make an address from: enter a slug.',
  author: 'Choose an author from the staff list.',
  publishAtMissing: 'Choose when to publish.',
  publishAtInvalid: 'Enter a date and time.',
  publishAtPast: 'The publish time must be in the future.',
  coverImage: 'Choose the cover image from the media library.',
} as const;

export const TITLE_MAX = 200;
export const EXCERPT_MAX = 300;
export const CONTENT_MAX = 100_000;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

/** A blank select posts ''; an unknown author is refused, and the action checks the id is staff. */
const authorId = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .pipe(z.uuid(BLOG_MESSAGES.author).nullable());

/** An address the editor typed, or null to make one from the title. */
const slug = z
  .string()
  .trim()
  .optional()
  .transform((v) => v?.toLowerCase() || null)
  .refine((v) => v === null || isValidSlug(v), SLUG_MESSAGE);

/**
 * The cover is a public URL of a file in the media library (the media picker fills it). Any other address is
 * refused: the site never hot-links images from other hosts (DESIGN.md).
 */
export function isMediaLibraryUrl(url: string, supabaseUrl: string): boolean {
  const prefix = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/media/`;
  return url.startsWith(prefix) && url.length > prefix.length && !url.includes('..');
}

export interface BlogInputHost {
  now(): Date;
  /** The Supabase URL the media library's public URLs start with (read when a save is checked). */
  supabaseUrl(): string;
}

function postFields(host: BlogInputHost) {
  return {
    title: requiredText(BLOG_MESSAGES.title, TITLE_MAX),
    slug,
    excerpt: requiredText(BLOG_MESSAGES.excerpt, EXCERPT_MAX),
    content: requiredText(BLOG_MESSAGES.content, CONTENT_MAX),
    category: z.enum(KNOWN_BLOG_CATEGORIES, BLOG_MESSAGES.category),
    featured: checkbox,
    tags: textList(20),
    cover_image_url: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || isMediaLibraryUrl(v, host.supabaseUrl()), BLOG_MESSAGES.coverImage),
    seo_title: optionalText(SEO_TITLE_MAX),
    seo_description: optionalText(SEO_DESCRIPTION_MAX),
    author_id: authorId,
    publication: z.enum(PUBLICATIONS).default('publish'),
    publish_at: z.string().trim().optional(),
  };
}

interface RuleInput {
  title: string;
  slug: string | null;
  publication: Publication;
  publish_at?: string;
}

/** The rules across fields: an address can be made, and a schedule names a moment still ahead (in IST). */
function checkRules(host: BlogInputHost) {
  return (input: RuleInput, ctx: z.RefinementCtx) => {
    if (!input.slug && !slugify(input.title))
      ctx.addIssue({ code: 'custom', path: ['slug'], message: BLOG_MESSAGES.slugFromTitle });
    if (input.publication !== 'schedule') return;
    if (!input.publish_at) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: BLOG_MESSAGES.publishAtMissing });
      return;
    }
    const at = istInputToDate(input.publish_at);
    if (!at) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: BLOG_MESSAGES.publishAtInvalid });
    else if (at.getTime() <= host.now().getTime()) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: BLOG_MESSAGES.publishAtPast });
    }
  };
}

/** The checked schedule as an instant (null unless scheduling), in place of the form's IST text. */
function withPublishAt<T extends RuleInput>({ publish_at, ...input }: T) {
  return { ...input, publishAt: input.publication === 'schedule' && publish_at ? istInputToDate(publish_at) : null };
}

export function blogPostSchema(host: BlogInputHost) {
  return z.object(postFields(host)).superRefine(checkRules(host)).transform(withPublishAt);
}

export function blogPostUpdateSchema(host: BlogInputHost) {
  return z
    .object({ id: z.uuid(), ...postFields(host) })
    .superRefine(checkRules(host))
    .transform(withPublishAt);
}

export const deletePostSchema = z.object({ id: z.uuid() });

export type BlogPostInput = z.input<ReturnType<typeof blogPostSchema>>;
export type BlogPostUpdateInput = z.input<ReturnType<typeof blogPostUpdateSchema>>;
export type BlogPostValues = z.output<ReturnType<typeof blogPostSchema>>;
export type DeletePostInput = z.input<typeof deletePostSchema>;
