import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributeLeadSource,
  LEAD_SOURCES,
  sourceFromReferrer,
  sourceFromUtm,
  utmFromSearchParams,
} from '@/lib/leads/attribution';

describe('sourceFromUtm (spec §9)', () => {
  it.each([
    ['google', 'google_ads'],
    ['Google', 'google_ads'],
    ['google_cpc', 'google_ads'],
    ['facebook', 'facebook'],
    ['fb', 'facebook'],
    ['linkedin', 'linkedin'],
    ['LinkedIn-ads', 'linkedin'],
    ['twitter', 'twitter'],
    ['x', 'twitter'],
  ] as const)('%s → %s', (utm, source) => {
    expect(sourceFromUtm(utm)).toBe(source);
  });

  it.each([[undefined], [null], [''], ['   '], ['newsletter'], ['partner-site'], ['xlri']])('%s names no channel', (utm) => {
    expect(sourceFromUtm(utm)).toBeNull();
  });
});

describe('sourceFromReferrer (ARCHITECTURE.md)', () => {
  it.each([
    ['https://www.google.com/', 'organic'],
    ['https://www.google.co.in/search?q=iim+fees', 'organic'],
    ['https://google.com', 'organic'],
    ['https://www.bing.com/search?q=cat', 'organic'],
    ['https://duckduckgo.com/', 'organic'],
    ['https://in.search.yahoo.com/search?p=mba', 'organic'],
    ['https://www.google.de/', 'organic'],
    ['https://www.google.com.au/', 'organic'],
    ['https://www.facebook.com/', 'facebook'],
    ['https://l.facebook.com/l.php?u=x', 'facebook'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://www.linkedin.com/feed/', 'linkedin'],
    ['https://lnkd.in/abc', 'linkedin'],
    ['https://twitter.com/mbadisha', 'twitter'],
    ['https://x.com/mbadisha/status/1', 'twitter'],
    ['https://t.co/AbCdEf', 'twitter'],
  ] as const)('%s → %s', (referrer, source) => {
    expect(sourceFromReferrer(referrer)).toBe(source);
  });

  it.each([
    [''],
    [null],
    ['not a url'],
    ['https://example.com/'],
    // Look-alike hosts are not the real networks.
    ['https://notgoogle.com/'],
    ['https://google.example.com/'],
    ['https://facebook.com.evil.io/'],
    ['https://next.co/'],
    ['https://box.com/'],
    ['android-app://com.google.android.gm/'],
  ])('%s is not a known channel', (referrer) => {
    expect(sourceFromReferrer(referrer)).toBeNull();
  });
});

describe('attributeLeadSource', () => {
  it('defaults to website', () => {
    expect(attributeLeadSource({})).toBe('website');
    expect(attributeLeadSource({ utmSource: '', referrer: '' })).toBe('website');
    expect(attributeLeadSource({ referrer: 'http://localhost:3000/colleges' })).toBe('website');
  });

  it('lets a recognised UTM source win over the referrer', () => {
    expect(attributeLeadSource({ utmSource: 'facebook', referrer: 'https://www.google.com/' })).toBe('facebook');
    expect(attributeLeadSource({ utmSource: 'google', referrer: 'https://t.co/x' })).toBe('google_ads');
  });

  it('credits an ad click id to its network when no UTM source names one', () => {
    expect(attributeLeadSource({ gclid: 'EAIaIQobChMI', referrer: 'https://www.bing.com/' })).toBe('google_ads');
    expect(attributeLeadSource({ fbclid: 'IwAR0abc' })).toBe('facebook');
    expect(attributeLeadSource({ utmSource: 'linkedin', gclid: 'EAIaIQobChMI' })).toBe('linkedin');
    expect(attributeLeadSource({ utmSource: 'newsletter', fbclid: 'IwAR0abc' })).toBe('facebook');
    expect(attributeLeadSource({ gclid: '  ', referrer: 'https://t.co/x' })).toBe('twitter');
  });

  it('falls back to the referrer when the UTM source names no channel', () => {
    expect(attributeLeadSource({ utmSource: 'newsletter', referrer: 'https://www.bing.com/' })).toBe('organic');
    expect(attributeLeadSource({ utmSource: 'newsletter' })).toBe('website');
  });

  it('always answers with one of the lead sources of the schema', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.option(fc.oneof(fc.webUrl(), fc.string())),
        (utmSource, gclid, referrer) => {
          expect(LEAD_SOURCES).toContain(attributeLeadSource({ utmSource, gclid, referrer }));
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe('utmFromSearchParams', () => {
  it('reads the five UTM parameters, trimmed, leaving out empty ones and other parameters', () => {
    const params = new URLSearchParams(
      'utm_source=%20google%20&utm_medium=cpc&utm_campaign=&type=consultation&utm_term=cat+2026',
    );
    expect(utmFromSearchParams(params)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_term: 'cat 2026' });
  });

  it('accepts a Next.js searchParams object, taking the first of repeated values', () => {
    expect(utmFromSearchParams({ utm_source: ['linkedin', 'x'], utm_content: 'banner', other: 'y' })).toEqual({
      utm_source: 'linkedin',
      utm_content: 'banner',
    });
  });

  it('cuts absurdly long values', () => {
    expect(utmFromSearchParams({ utm_campaign: 'a'.repeat(500) }).utm_campaign).toHaveLength(200);
  });
});
