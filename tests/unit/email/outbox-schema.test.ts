import { describe, expect, it } from 'vitest';
import { emailListHref, parseEmailListParams, suppressInput } from '@/lib/email/outbox-schema';

const ID = '5b0c7a52-9a53-4c55-9a0c-0a6c7e0b2f11';
const AT = '2026-12-02T10:15:30.123456+00:00';

describe('/admin/email URL', () => {
  it('reads the filters and the cursor, and a filter that does not parse as absent', () => {
    expect(
      parseEmailListParams({ status: 'failed', kind: 'newsletter', to: ' Ana@Example.COM ', before: `${AT}_${ID}` }),
    ).toEqual({
      status: 'failed',
      kind: 'newsletter',
      to: 'ana@example.com',
      before: { at: AT, id: ID },
    });
    expect(parseEmailListParams({ status: 'lost', kind: 'spam', to: 'not an address', before: 'yesterday' })).toEqual({
      status: null,
      kind: null,
      to: null,
      before: null,
    });
    expect(parseEmailListParams({ status: ['sent', 'failed'], before: `${AT}_not-a-uuid` })).toMatchObject({
      status: 'sent',
      before: null,
    });
  });

  it('writes a URL that reads back as the same view', () => {
    const filters = { status: 'queued' as const, kind: 'my_data' as const, to: 'a+b@example.com' };
    const href = emailListHref(filters, { at: AT, id: ID });
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseEmailListParams(query)).toEqual({ ...filters, before: { at: AT, id: ID } });
    expect(emailListHref({ status: null, kind: null, to: null })).toBe('/admin/email');
    expect(emailListHref({ status: 'failed', kind: null, to: null }, null, true)).toBe('/admin/email?status=failed&retried=1');
  });
});

describe('the suppress form', () => {
  it('normalises the address, drops an empty note and refuses a long one', () => {
    expect(suppressInput.parse({ email: ' Ana@Example.com ', note: '  ' })).toEqual({ email: 'ana@example.com', note: null });
    expect(suppressInput.safeParse({ email: 'ana@example.com', note: 'x'.repeat(501) }).success).toBe(false);
    expect(suppressInput.safeParse({ email: 'ana' }).success).toBe(false);
  });
});
