import { describe, expect, it } from 'vitest';
import { consentStates } from '@/lib/consent/history';
import { touchFacts } from '@/lib/leads/touch-facts';

describe("a lead's touches as a counsellor reads them", () => {
  it('labels every field in words and gives the time in IST', () => {
    const facts = touchFacts({
      utm_medium: 'cpc',
      landing_page: '/colleges/iim-ahmedabad',
      at: '2026-11-30T18:45:00.000Z',
      utm_source: 'google',
      gclid: 'abc123',
    });
    expect(facts).toEqual([
      ['When', '1 Dec 2026, 12:15 am IST'],
      ['Landing page', '/colleges/iim-ahmedabad'],
      ['UTM source', 'google'],
      ['UTM medium', 'cpc'],
      ['Google click id (gclid)', 'abc123'],
    ]);
    expect(facts.map(([label]) => label).join(' ')).not.toMatch(/utm_|landing_page|\bat\b/);
  });

  it('keeps a field it does not know under its own name, and leaves empty ones and non-objects out', () => {
    expect(touchFacts({ at: 'not a date', partner: 'x', referrer: '' })).toEqual([
      ['When', 'not a date'],
      ['partner', 'x'],
    ]);
    expect(touchFacts(null)).toEqual([]);
    expect(touchFacts(['a'])).toEqual([]);
  });
});

describe('consent rows told apart', () => {
  const row = (id: string, purpose: string, granted: boolean, created_at: string) => ({ id, purpose, granted, created_at });

  it('says not given for a box left unticked and "Withdrawn" only after a grant for the same purpose', () => {
    const states = consentStates([
      row('d', 'newsletter', false, '2026-11-03T10:00:00Z'),
      row('a', 'whatsapp', false, '2026-11-01T10:00:00Z'),
      row('b', 'newsletter', true, '2026-11-01T10:00:00Z'),
      row('c', 'whatsapp', false, '2026-11-02T10:00:00Z'),
      row('e', 'newsletter', false, '2026-11-04T10:00:00Z'),
      row('f', 'newsletter', true, '2026-11-05T10:00:00Z'),
    ]);
    expect(Object.fromEntries(states)).toEqual({
      a: 'not_given',
      b: 'granted',
      c: 'not_given',
      d: 'withdrawn',
      e: 'not_given',
      f: 'granted',
    });
  });

  it('keeps the consents to share with each college apart', () => {
    const states = consentStates([
      { ...row('a', 'share_with_college', true, '2026-11-01T10:00:00Z'), college_id: 'iim-a' },
      { ...row('b', 'share_with_college', false, '2026-11-02T10:00:00Z'), college_id: 'iim-b' },
      { ...row('c', 'share_with_college', false, '2026-11-03T10:00:00Z'), college_id: 'iim-a' },
    ]);
    expect(Object.fromEntries(states)).toEqual({ a: 'granted', b: 'not_given', c: 'withdrawn' });
  });
});
