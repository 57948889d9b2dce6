import { cleanSearchText } from '@/lib/colleges/search-params';
import type { ScholarshipAdminQuery } from '@/lib/data/scholarships';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';
import { PROVIDER_TYPES } from './admin-schema';

/** The back-office scholarship list's URL: search, status, provider type and page; anything unknown is no filter. */

export const SCHOLARSHIP_ADMIN_PAGE_SIZE = 20;

export function parseScholarshipAdminQuery(raw: RawSearchParams): ScholarshipAdminQuery {
  const status = firstParam(raw.status);
  const provider = firstParam(raw.provider);
  return {
    q: cleanSearchText(firstParam(raw.q) ?? ''),
    status: status === 'active' || status === 'inactive' ? status : undefined,
    providerType: PROVIDER_TYPES.find((t) => t === provider),
    page: pageParam(raw.page),
    limit: SCHOLARSHIP_ADMIN_PAGE_SIZE,
  };
}

export function scholarshipAdminHref(query: ScholarshipAdminQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.providerType) params.set('provider', query.providerType);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/scholarships?${search}` : '/admin/scholarships';
}
