'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from '@/components/icons/x';
import type { Video } from '@/lib/data/video';
import { isDirectVideoFile, toEmbedUrl } from '@/lib/video/url';

/** What the player shows: a library video, or another story told on video (a testimonial's). */
export type PlayableVideo = Pick<Video, 'title' | 'instructor' | 'duration' | 'videoUrl'>;

/**
 * The player modal of spec §2, mounted only after the visitor pressed play: the embed (youtube-nocookie.com
 * for YouTube links) exists only while it is open, and closing it removes the frame and stops playback.
 */
export function VideoPlayer({
  video,
  onClose,
  restoreFocus,
}: {
  video: PlayableVideo;
  onClose: () => void;
  /** Puts focus back on the play button after closing (there is no Dialog.Trigger for Radix to return to). */
  restoreFocus: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 p-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-brand-900">{video.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600">
                {[video.instructor, video.duration].filter(Boolean).join(' · ') || 'MBA Disha video'}
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mt-1 -mr-2 btn-ghost px-3" aria-label="Close video">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="aspect-video w-full bg-black">
            {isDirectVideoFile(video.videoUrl) ? (
              <video src={video.videoUrl} controls autoPlay className="h-full w-full">
                <track kind="captions" />
              </video>
            ) : (
              <iframe
                src={toEmbedUrl(video.videoUrl)}
                title={video.title}
                className="h-full w-full"
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
