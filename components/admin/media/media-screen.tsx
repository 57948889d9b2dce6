import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ListSearch, ListStatus } from '@/components/admin/ui/list-search';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getAdminContext } from '@/lib/auth/admin';
import { listMedia, type MediaList } from '@/lib/data/media';
import { settle, type Loaded } from '@/lib/data/settle';
import { formatCount } from '@/lib/format/numbers';
import { MEDIA_PAGE_SIZE, mediaListHref, parseMediaListParams } from '@/lib/media/params';
import type { RawSearchParams } from '@/lib/routing/params';
import { MediaGrid } from './media-grid';
import { MediaUploader } from './media-uploader';

/** /admin/media: upload, then the library newest first with search and pages, all in the URL. */
export async function MediaScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = parseMediaListParams(await searchParams);
  const admin = await getAdminContext();
  const loaded: Loaded<MediaList> | null = admin
    ? await settle(listMedia(admin.client, { q: params.q, page: params.page, perPage: MEDIA_PAGE_SIZE }))
    : null;
  const pages = loaded?.ok ? Math.max(1, Math.ceil(loaded.value.total / MEDIA_PAGE_SIZE)) : 1;

  return (
    <ContentPage
      title="Media"
      description="Images for colleges, posts, testimonials and videos. Upload here, then choose them in any content form or copy their URL."
    >
      <ListStatus deleted={params.deleted} />
      <MediaUploader />
      <ListSearch action="/admin/media" q={params.q} label="Search media" placeholder="File name, alt text or caption" />
      {!loaded || !loaded.ok ? (
        <LoadError message={loaded?.error.message ?? 'The media library could not be loaded.'} />
      ) : (
        <section aria-label="Library" className="space-y-4">
          <p className="text-sm text-gray-700" role="status">
            {loaded.value.total === 1 ? '1 file' : `${formatCount(loaded.value.total)} files`}
            {params.q ? ` matching “${params.q}”` : ''}
          </p>
          {loaded.value.items.length ? (
            <MediaGrid items={loaded.value.items} />
          ) : (
            <EmptyState compact>
              {params.q
                ? 'No files match this search. Try another word or clear the search.'
                : 'No files yet. Upload the first image above.'}
            </EmptyState>
          )}
          <Pagination
            page={params.page}
            pages={pages}
            hrefFor={(page) => mediaListHref({ q: params.q, page })}
            label="Media pages"
          />
        </section>
      )}
    </ContentPage>
  );
}
