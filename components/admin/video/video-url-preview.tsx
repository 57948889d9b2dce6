'use client';

import { useState } from 'react';
import { Play } from '@/components/icons/play';
import { videoPreview } from '@/lib/video/admin-preview';

/**
 * The live preview beside the video link: the link the site will embed (spec §5: a YouTube watch or short link
 * becomes its embed link), and the player itself once the editor asks for it, since DESIGN.md loads embeds only
 * on a press of play.
 */
export function VideoUrlPreview({ url, title, thumbnailUrl }: { url: string; title: string; thumbnailUrl: string }) {
  const preview = videoPreview(url);
  const [shown, setShown] = useState<string | null>(null);
  const src =
    preview.kind === 'youtube' || preview.kind === 'embed' ? preview.embedUrl : preview.kind === 'file' ? preview.src : null;
  const playing = src !== null && shown === src;
  const thumbnail = /^https?:\/\//.test(thumbnailUrl.trim()) ? thumbnailUrl.trim() : null;

  return (
    <section aria-labelledby="video-preview-heading" className="rounded-lg border border-gray-200 bg-gray-50 p-4">
      <h2 id="video-preview-heading" className="text-sm font-semibold text-brand-900">
        Preview
      </h2>
      <div aria-live="polite" className="mt-2 text-sm text-gray-700">
        {preview.kind === 'empty' ? <p>Paste a YouTube, Vimeo or video file link to see what visitors will get.</p> : null}
        {preview.kind === 'invalid' ? <p>{preview.message}</p> : null}
        {src ? (
          <p className="break-all">
            {preview.kind === 'youtube'
              ? 'YouTube video, embedded as '
              : preview.kind === 'file'
                ? 'Video file played from '
                : 'Embedded as '}
            <code data-testid="video-embed-url" className="rounded bg-white px-1 py-0.5 text-brand-800">
              {src}
            </code>
          </p>
        ) : null}
      </div>
      {src ? (
        <div className="mt-3 aspect-video w-full max-w-xl overflow-hidden rounded-lg bg-black">
          {playing ? (
            preview.kind === 'file' ? (
              <video src={src} controls className="h-full w-full">
                <track kind="captions" />
              </video>
            ) : (
              <iframe
                src={src}
                title={`Preview: ${title || 'video'}`}
                className="h-full w-full"
                allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
              />
            )
          ) : (
            <button
              type="button"
              onClick={() => setShown(src)}
              className="relative flex h-full w-full items-center justify-center text-white"
              aria-label="Play preview"
            >
              {thumbnail ? (
                // A preview of what the editor typed: any host, so no next/image allow-list applies.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={thumbnail} alt="" className="absolute inset-0 h-full w-full object-cover opacity-80" />
              ) : null}
              <span className="relative flex items-center gap-2 rounded-full bg-black/70 px-4 py-2 text-sm font-medium">
                <Play className="h-5 w-5" aria-hidden="true" />
                Play preview
              </span>
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
