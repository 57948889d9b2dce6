import { describe, expect, it } from 'vitest';
import { adminListHref, adminListParams, pageRange, searchFilter } from '@/lib/faq/admin-params';

describe('back-office content list URLs (FAQs, videos, testimonials)', () => {
  it('reads search, filter and page, and never fails on junk', () => {
    expect(adminListParams({ q: ' cat ', category: 'general', page: '3' })).toEqual({ q: 'cat', filter: 'general', page: 3 });
    expect(adminListParams({ q: ['a', 'b'], page: 'x' })).toEqual({ q: 'a', filter: '', page: 1 });
    expect(adminListParams({ status: 'active' }, 'status').filter).toBe('active');
  });

  it('writes short URLs that keep the other choices', () => {
    expect(adminListHref('/admin/faqs', { q: '', filter: '', page: 1 })).toBe('/admin/faqs');
    expect(adminListHref('/admin/faqs', { q: 'fees & loans', filter: 'general', page: 2 })).toBe(
      '/admin/faqs?q=fees+%26+loans&category=general&page=2',
    );
    expect(adminListHref('/admin/testimonials', { q: '', filter: 'inactive', page: 1 }, 'status')).toBe(
      '/admin/testimonials?status=inactive',
    );
  });

  it('searches for what was typed literally, in every column', () => {
    expect(searchFilter(['question', 'answer'], '50%_off, (now)')).toBe(
      'question.ilike."%50\\\\%\\\\_off, (now)%",answer.ilike."%50\\\\%\\\\_off, (now)%"',
    );
  });

  it('pages twenty rows at a time', () => {
    expect(pageRange(1)).toEqual([0, 19]);
    expect(pageRange(3)).toEqual([40, 59]);
  });
});
