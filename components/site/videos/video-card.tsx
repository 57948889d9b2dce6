import { Clock } from '@/components/icons/clock';
import { Eye } from '@/components/icons/eye';
import { PlayCircle } from '@/components/icons/play-circle';
import { UserRound } from '@/components/icons/user-round';
import type { Video } from '@/lib/data/video';
import { formatRupees, formatViews } from '@/lib/format/numbers';
import { responsiveImageAttributes } from '@/lib/media/responsive-image';

const DIFFICULTY_STYLE: Record<Video['difficulty'], string> = {
  Beginner: 'bg-success-50 text-success-700',
  Intermediate: 'bg-brand-50 text-brand-800',
  Advanced: 'bg-saffron-50 text-saffron-800',
};

/**
 * One video in a grid. The thumbnail is a local image when one is stored on the site, else a generated panel:
 * nothing is loaded from YouTube until the visitor presses play.
 */
export function VideoCard({
  video,
  views,
  onPlay,
}: {
  video: Video;
  views: number;
  onPlay: (trigger: HTMLButtonElement) => void;
}) {
  const localThumbnail = video.thumbnailUrl?.startsWith('/') ? video.thumbnailUrl : null;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={(event) => onPlay(event.currentTarget)}
        aria-label={`Play video: ${video.title}`}
        className="group relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br from-brand-800 to-brand-950 focus-visible:outline-offset-[-4px]"
      >
        {localThumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- resized by the optimizer without next/image's client JS
          <img
            {...responsiveImageAttributes(localThumbnail, '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw')}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <span aria-hidden="true" className="absolute top-3 left-4 text-xs font-semibold tracking-wide text-brand-100 uppercase">
            {video.category ?? 'MBA Disha'}
          </span>
        )}
        <PlayCircle
          className="relative h-14 w-14 text-white drop-shadow transition-transform group-hover:scale-110"
          aria-hidden="true"
        />
        {video.duration ? (
          <span className="tabular absolute right-3 bottom-3 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white">
            {video.duration}
          </span>
        ) : null}
      </button>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className={`rounded-full px-2 py-0.5 ${DIFFICULTY_STYLE[video.difficulty]}`}>{video.difficulty}</span>
          {video.isFeatured ? <span className="rounded-full bg-brand-900 px-2 py-0.5 text-white">Featured</span> : null}
          <span className="ml-auto font-semibold text-brand-900">{video.isFree ? 'Free' : formatRupees(video.price)}</span>
        </div>
        <h3 className="text-base leading-snug font-semibold text-brand-900">{video.title}</h3>
        {video.description ? <p className="line-clamp-2 text-sm leading-6 text-gray-700">{video.description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs text-gray-600">
          {video.instructor ? (
            <span className="flex items-center gap-1">
              <UserRound className="h-3.5 w-3.5" aria-hidden="true" />
              {video.instructor}
            </span>
          ) : null}
          {video.duration ? (
            <span className="flex items-center gap-1">
              <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              {video.duration}
            </span>
          ) : null}
          <span className="flex items-center gap-1" data-testid="video-views">
            <Eye className="h-3.5 w-3.5" aria-hidden="true" />
            {formatViews(views)} views
          </span>
        </div>
      </div>
    </article>
  );
}
