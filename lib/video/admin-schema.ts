import { z } from 'zod';
import { checkbox, optionalNumber, optionalText, optionalUrl, requiredText, textList } from '@/lib/content/form-input';
import { VIDEO_TYPES, VIDEO_URL_MESSAGES, videoPreview, type VideoType } from './admin-preview';
import { VIDEO_DIFFICULTIES } from './filters';
import { toEmbedUrl, youtubeId } from './url';

export const VIDEO_TYPE_LABELS: Record<VideoType, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  upload: 'Video file',
  external: 'Other link',
};

/** What the video form says under a field it refuses. */
export const VIDEO_MESSAGES = {
  title: 'Enter the title.',
  thumbnail: 'Enter the thumbnail link starting with https://, or leave it empty.',
  type: 'Choose the video type.',
  duration: 'Enter the length as m:ss or h:mm:ss, for example 12:45.',
  difficulty: 'Choose Beginner, Intermediate or Advanced.',
  price: 'Enter the price in rupees, 0 or more.',
  paidPrice: 'A paid video needs a price in rupees above 0 (or tick Free).',
  order: 'Enter the position as a whole number from 0.',
  ...VIDEO_URL_MESSAGES,
} as const;

/** Spec §5: the link as typed is checked, and a YouTube watch or short link is saved as its embed link. */
const videoUrl = z
  .string({ error: VIDEO_MESSAGES.required })
  .trim()
  .superRefine((value, ctx) => {
    const preview = videoPreview(value);
    if (preview.kind === 'empty') ctx.addIssue({ code: 'custom', message: VIDEO_MESSAGES.required });
    else if (preview.kind === 'invalid') ctx.addIssue({ code: 'custom', message: preview.message });
    else if (value.length > 500) ctx.addIssue({ code: 'custom', message: 'The link can be at most 500 characters.' });
  });

const duration = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || /^(\d{1,2}:)?[0-5]?\d:[0-5]\d$/.test(v), VIDEO_MESSAGES.duration)
  .transform((v) => v || null);

const videoObject = z.object({
  title: requiredText(VIDEO_MESSAGES.title, 200),
  description: optionalText(5000),
  thumbnail_url: optionalUrl(VIDEO_MESSAGES.thumbnail),
  video_url: videoUrl,
  video_type: z.enum(VIDEO_TYPES, { error: VIDEO_MESSAGES.type }),
  duration,
  instructor: optionalText(120),
  instructor_bio: optionalText(2000),
  category: optionalText(60),
  tags: textList(40),
  difficulty: z.enum(VIDEO_DIFFICULTIES, { error: VIDEO_MESSAGES.difficulty }),
  is_featured: checkbox,
  is_active: checkbox,
  is_free: checkbox,
  price: optionalNumber({ min: 0, max: 1_000_000, message: VIDEO_MESSAGES.price }),
  order_index: optionalNumber({ min: 0, max: 1_000_000, integer: true, message: VIDEO_MESSAGES.order }),
});

type VideoObject = z.output<typeof videoObject>;

/** The rules between fields. */
function checkRules(v: VideoObject, ctx: z.RefinementCtx) {
  if (v.video_type === 'youtube' && !youtubeId(v.video_url)) {
    ctx.addIssue({ code: 'custom', path: ['video_url'], message: VIDEO_MESSAGES.notYoutube });
  }
  if (!v.is_free && !(v.price !== null && v.price > 0)) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: VIDEO_MESSAGES.paidPrice });
  }
}

/** What is saved: the embed link (spec §5), and no price on a free video whatever was left in the field. */
function toSaved<T extends VideoObject>(v: T) {
  return { ...v, video_url: toEmbedUrl(v.video_url), price: v.is_free ? 0 : (v.price ?? 0) };
}

export const videoFields = videoObject.superRefine(checkRules).transform(toSaved);
export const videoUpdateFields = videoObject.extend({ id: z.uuid() }).superRefine(checkRules).transform(toSaved);
export const videoDeleteFields = z.object({ id: z.uuid() });

export type VideoInput = z.input<typeof videoFields>;
export type VideoUpdateInput = z.input<typeof videoUpdateFields>;
export type VideoDeleteInput = z.input<typeof videoDeleteFields>;
