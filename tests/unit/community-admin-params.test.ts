import { describe, expect, it } from 'vitest';
import {
  communityAdminHref,
  communityAdminParams,
  moderationActionLabel,
  moderationThreadHref,
  reportReasonLabel,
} from '@/lib/community/admin-params';

describe('/admin/community URLs', () => {
  it('opens the reported posts by default and reads a known tab, the search and the page', () => {
    expect(communityAdminParams({})).toEqual({ tab: 'reports', q: '', page: 1 });
    expect(communityAdminParams({ tab: 'threads', q: '  CAT cutoffs ', page: '3' })).toEqual({
      tab: 'threads',
      q: 'CAT cutoffs',
      page: 3,
    });
  });

  it('reads a malformed value as absent', () => {
    expect(communityAdminParams({ tab: ['constructor'], q: 'a\u0000b', page: '-1' })).toEqual({ tab: 'reports', q: '', page: 1 });
    expect(communityAdminParams({ tab: '__proto__' }).tab).toBe('reports');
    expect(communityAdminParams({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('writes short URLs that keep the other choices', () => {
    expect(communityAdminHref({ tab: 'reports' })).toBe('/admin/community');
    expect(communityAdminHref({ tab: 'threads', q: 'IIM & XLRI', page: 2 })).toBe(
      '/admin/community?tab=threads&q=IIM+%26+XLRI&page=2',
    );
    expect(moderationThreadHref('abc')).toBe('/admin/community/threads/abc');
  });

  it('words the moderation record and report reasons', () => {
    expect(moderationActionLabel('lock')).toBe('Locked');
    expect(moderationActionLabel('dismiss_report')).toBe('Report dismissed');
    expect(moderationActionLabel('something-new')).toBe('something-new');
    expect(reportReasonLabel('personal-details')).toBe('Personal details');
    expect(reportReasonLabel('odd')).toBe('odd');
  });
});
