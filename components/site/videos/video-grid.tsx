'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { getAuthClient } from '@/lib/auth/auth-client';
import type { Video } from '@/lib/data/video';
import { VideoCard } from './video-card';

// The dialog (about 15 kB) loads when a visitor first presses play, not with the page.
const VideoPlayer = dynamic(() => import('./video-player').then((m) => m.VideoPlayer), { ssr: false });

interface VideoGridProps {
  videos: Video[];
  /** Sample videos (database unreachable): plays are not counted on the server (spec §4). */
  sample: boolean;
}

/**
 * Video cards and the one player modal they share. Playing counts a view here at once and on the server
 * through increment_video_views (spec §4); the Supabase client loads only then, outside the first load.
 */
export function VideoGrid({ videos, sample }: VideoGridProps) {
  const [playing, setPlaying] = useState<Video | null>(null);
  const playButton = useRef<HTMLButtonElement | null>(null);
  const [views, setViews] = useState<Record<string, number>>(() => Object.fromEntries(videos.map((v) => [v.id, v.views])));

  function play(video: Video, trigger: HTMLButtonElement) {
    playButton.current = trigger;
    setPlaying(video);
    setViews((current) => ({ ...current, [video.id]: (current[video.id] ?? 0) + 1 }));
    if (!sample) void countView(video.id);
  }

  async function countView(id: string) {
    try {
      const [client, { incrementVideoViews }] = await Promise.all([getAuthClient(), import('@/lib/data/view-counters')]);
      const count = await incrementVideoViews(client, id);
      if (count !== null) setViews((current) => ({ ...current, [id]: Math.max(count, current[id] ?? 0) }));
    } catch (error) {
      // The video still plays; only the counter missed this view.
      console.warn('Video view not recorded', error);
    }
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} views={views[video.id] ?? video.views} onPlay={(trigger) => play(video, trigger)} />
          </li>
        ))}
      </ul>
      {playing ? (
        <VideoPlayer video={playing} onClose={() => setPlaying(null)} restoreFocus={() => playButton.current?.focus()} />
      ) : null}
    </>
  );
}
