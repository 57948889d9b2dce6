'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { PlayCircle } from '@/components/icons/play-circle';

// The dialog loads when a visitor first asks for a story's video, not with the home page.
const VideoPlayer = dynamic(() => import('@/components/site/videos/video-player').then((m) => m.VideoPlayer), {
  ssr: false,
});

/** "Watch video" on a student story with a video: opens the site's video player modal (spec §2). */
export function TestimonialVideoButton({ name, videoUrl }: { name: string; videoUrl: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="mt-4 btn-secondary self-start"
        aria-label={`Watch video: ${name}`}
        onClick={() => setOpen(true)}
      >
        <PlayCircle className="h-4 w-4" aria-hidden="true" />
        <span aria-hidden="true">Watch video</span>
      </button>
      {open ? (
        <VideoPlayer
          video={{ title: `${name}'s story`, instructor: null, duration: null, videoUrl }}
          onClose={() => setOpen(false)}
          restoreFocus={() => button.current?.focus()}
        />
      ) : null}
    </>
  );
}
