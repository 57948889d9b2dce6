import { describe, expect, it } from 'vitest';
import { withSiteLinks } from '@/supabase/local/outbox';

describe('outbox links', () => {
  it('prefixes each site-relative path with the configured site URL and lists it', () => {
    const text = 'Open it in the back office:\n/admin/leads?lead=42\n\nOr your data: /my-data/abc123 today.';
    expect(withSiteLinks(text, 'http://localhost:3100/')).toEqual({
      text: 'Open it in the back office:\nhttp://localhost:3100/admin/leads?lead=42\n\nOr your data: http://localhost:3100/my-data/abc123 today.',
      links: ['http://localhost:3100/admin/leads?lead=42', 'http://localhost:3100/my-data/abc123'],
    });
  });

  it('leaves absolute URLs, protocol-relative paths and slashes inside words alone', () => {
    const text = 'See https://evil.example/x or //evil.example/y, and and/or 1/2.';
    expect(withSiteLinks(text, 'http://127.0.0.1:3000')).toEqual({ text, links: [] });
  });
});
