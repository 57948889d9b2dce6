/** YouTube's video ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com/embed/';

/** The 11-character id of a YouTube watch, short, embed or shorts link, or null for any other URL. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') {
    candidate = parsed.pathname.split('/')[1] ?? null;
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = parsed.pathname.split('/');
    if (first === 'watch') candidate = parsed.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') candidate = second ?? null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/**
 * The URL the player modal embeds (spec §5): YouTube links become privacy-enhanced embed links on
 * youtube-nocookie.com, so YouTube sets no cookies until the visitor plays; any other URL is used as it is.
 */
export function toEmbedUrl(url: string): string {
  const id = youtubeId(url);
  return id ? `${EMBED_ORIGIN}${id}` : url;
}

/** True for links to a video file the browser can play itself rather than a page to embed. */
export function isDirectVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg|m4v)(\?|#|$)/i.test(url);
}
