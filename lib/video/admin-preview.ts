import { CheckValues } from '@/lib/database.types';
import { isDirectVideoFile, toEmbedUrl, youtubeId } from './url';

export const VIDEO_TYPES = CheckValues.public.videos.video_type;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const VIDEO_URL_MESSAGES = {
  required: 'Enter the video link.',
  invalid: 'Enter a full link starting with https:// (for example https://www.youtube.com/watch?v=…).',
  notYoutube: 'This is not a YouTube link. Use a youtube.com or youtu.be link, or choose another video type.',
} as const;

/**
 * What the back-office shows beside the video link while it is typed, from the same rule the site uses (spec
 * §5): a YouTube watch, short, shorts or embed link becomes its youtube-nocookie embed link; a link to a video
 * file plays in the browser's own player; any other link is embedded as it is.
 */
export type VideoPreview =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'youtube'; embedUrl: string; id: string }
  | { kind: 'file'; src: string }
  | { kind: 'embed'; embedUrl: string };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function videoPreview(typed: string): VideoPreview {
  const url = typed.trim();
  if (!url) return { kind: 'empty' };
  if (!isHttpUrl(url)) return { kind: 'invalid', message: VIDEO_URL_MESSAGES.invalid };
  const id = youtubeId(url);
  if (id) return { kind: 'youtube', embedUrl: toEmbedUrl(url), id };
  if (isDirectVideoFile(url)) return { kind: 'file', src: url };
  return { kind: 'embed', embedUrl: url };
}

/** The video type a link suggests, so the form can pick it for the editor. */
export function detectVideoType(typed: string): VideoType {
  const url = typed.trim();
  if (youtubeId(url)) return 'youtube';
  if (/^https?:\/\/([a-z0-9-]+\.)*vimeo\.com\//i.test(url)) return 'vimeo';
  if (isDirectVideoFile(url)) return 'upload';
  return 'external';
}
