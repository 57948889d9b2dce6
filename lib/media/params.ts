import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';

/** The library list's URL: ?q= (search) and ?page=; ?deleted= names what the last delete removed. */
export interface MediaListParams {
  q: string;
  page: number;
  deleted: string | null;
}

export const MEDIA_PAGE_SIZE = 24;

export function parseMediaListParams(raw: RawSearchParams): MediaListParams {
  const deleted = firstParam(raw.deleted)?.trim().slice(0, 255);
  return {
    q: (firstParam(raw.q) ?? '').trim().slice(0, 100),
    page: pageParam(raw.page),
    deleted: deleted || null,
  };
}

export function mediaListHref(params: Pick<MediaListParams, 'q' | 'page'>): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `/admin/media?${text}` : '/admin/media';
}
