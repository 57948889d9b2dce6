import type { Metadata } from 'next';
import Link from 'next/link';
import { LoadError } from '@/components/site/load-error';
import { SampleNotice } from '@/components/site/sample-notice';
import { VideoFilterForm } from '@/components/site/videos/video-filters';
import { VideoGrid } from '@/components/site/videos/video-grid';
import { settle } from '@/lib/data/settle';
import { listVideoCategories, listVideos } from '@/lib/data/video';
import type { RawSearchParams } from '@/lib/routing/params';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { videoList } from '@/lib/seo/structured-data';
import { hasVideoFilters, parseVideoFilters, videoFiltersToSearch } from '@/lib/video/filters';

type SearchParams = Promise<RawSearchParams>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const filters = parseVideoFilters(await searchParams);
  const topic = [filters.difficulty, filters.category].filter(Boolean).join(' ');
  return pageMetadata({
    title: topic ? `${topic} videos for MBA aspirants` : 'MBA preparation videos',
    description:
      'Video lessons on CAT, XAT, NMAT and SNAP sections, college shortlisting, interviews and MBA abroad, by level and topic, free and paid.',
    path: `/videos${videoFiltersToSearch(filters)}`,
  });
}

/*
 * Filters live in the URL, so this page renders per request; each distinct query is still cached by tag and
 * refreshed when editors change videos.
 */
export default async function VideosPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = parseVideoFilters(await searchParams);
  const [list, categories] = await Promise.all([settle(listVideos(filters)), settle(listVideoCategories())]);
  const path = `/videos${videoFiltersToSearch(filters)}`;

  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Video library</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-gray-700">
        Lessons on exam sections, shortlisting, interviews and MBA abroad from our counsellors and editors. Videos play from
        YouTube&rsquo;s privacy-enhanced player only when you press play.
      </p>

      <div className="mt-8">
        <VideoFilterForm filters={filters} categories={categories.ok ? categories.value : []} />
      </div>

      <div className="mt-6 space-y-6">
        {!list.ok ? (
          <LoadError message={list.error.message} />
        ) : (
          <>
            {list.value.sample ? <SampleNotice /> : null}
            <p className="text-sm text-gray-700" aria-live="polite">
              {list.value.videos.length === 1 ? '1 video' : `${list.value.videos.length} videos`}
              {hasVideoFilters(filters) && !list.value.sample ? ' match these filters' : ''}
            </p>
            {list.value.videos.length === 0 ? (
              <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
                <p className="text-base font-semibold text-brand-900">No videos match these filters.</p>
                <p className="mt-2 text-sm text-gray-700">
                  Try another category or level, or{' '}
                  <Link href="/videos" className="link">
                    see every video
                  </Link>
                  .
                </p>
              </div>
            ) : (
              <>
                <VideoGrid videos={list.value.videos} sample={list.value.sample} />
                {list.value.sample ? null : <JsonLd data={videoList(list.value.videos, path)} />}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
