import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAD_SOURCES } from '@/lib/leads/attribution';
import { ATTRIBUTION_COOKIE_MAX_LENGTH, decodeTouchHistory, encodeTouchHistory } from '@/lib/leads/attribution-cookie';
import { leadAttribution } from '@/lib/leads/lead-attribution';
import {
  creditedTouch,
  externalReferrer,
  NO_TOUCHES,
  recordTouch,
  sourceOfTouch,
  touchFromLanding,
  type Touch,
  type TouchHistory,
} from '@/lib/leads/touch';

const OWN = ['mbadisha.test'];
const at = new Date('2026-11-24T10:00:00.000Z');
const later = new Date('2026-11-25T10:00:00.000Z');

function landing(path: string, referrer?: string, when = at): Touch | null {
  return touchFromLanding({ url: new URL(`https://mbadisha.test${path}`), referrer, ownHosts: OWN, at: when });
}

const googleAd = landing('/?utm_source=google&utm_medium=cpc&utm_campaign=cat-2026&gclid=EAIaIQ&type=x')!;
const facebookPost = landing('/blog/iim-fees', 'https://l.facebook.com/')!;
const linkedinCampaign = landing('/colleges?utm_source=linkedin&utm_campaign=xat', 'https://www.linkedin.com/', later)!;

describe('touchFromLanding', () => {
  it('reads the UTM tags, click ids and external referrer, and keeps the landing page without tracking parameters', () => {
    expect(
      landing('/colleges?state=delhi&utm_source=google&utm_medium=cpc&gclid=abc&fbclid=def', 'https://www.google.com/'),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc',
      fbclid: 'def',
      referrer: 'https://www.google.com/',
      landing_page: '/colleges?state=delhi',
      at: '2026-11-24T10:00:00.000Z',
    });
  });

  it('makes no touch of a plain page view or a visit from our own pages', () => {
    expect(landing('/colleges')).toBeNull();
    expect(landing('/colleges?utm_source=%20%20', 'https://mbadisha.test/')).toBeNull();
    expect(landing('/exams', 'https://www.mbadisha.test/blog')).toBeNull();
    expect(landing('/exams', 'android-app://com.google.android.gm/')).toBeNull();
    expect(landing('/exams', 'not a url')).toBeNull();
  });

  it('cuts long values and drops control characters', () => {
    const touch = landing(`/?utm_campaign=${'a'.repeat(500)}&utm_term=x%00%1fy&gclid=${'g'.repeat(400)}`)!;
    expect(touch.utm_campaign).toHaveLength(100);
    expect(touch.utm_term).toBe('xy');
    expect(touch.gclid).toHaveLength(150);
  });
});

describe('externalReferrer', () => {
  it('ignores our own host whatever its case, www. or trailing dot', () => {
    expect(externalReferrer('https://WWW.MbaDisha.test./x', OWN)).toBeNull();
    expect(externalReferrer('http://localhost:3100/x', ['localhost'])).toBeNull();
    expect(externalReferrer('https://www.bing.com/', OWN)).toBe('https://www.bing.com/');
  });
});

describe('first and last touch', () => {
  it('keeps the first touch and moves the last to the newest', () => {
    const once = recordTouch(NO_TOUCHES, googleAd);
    expect(once).toEqual({ first: googleAd, last: googleAd });
    const twice = recordTouch(once, facebookPost);
    expect(twice).toEqual({ first: googleAd, last: facebookPost });
    expect(recordTouch(twice, linkedinCampaign)).toEqual({ first: googleAd, last: linkedinCampaign });
    expect(recordTouch(twice, null)).toBe(twice);
  });

  it('credits the last touch when it carried campaign data, else the first', () => {
    expect(creditedTouch({ first: googleAd, last: facebookPost })).toBe(googleAd);
    expect(creditedTouch({ first: facebookPost, last: linkedinCampaign })).toBe(linkedinCampaign);
    expect(creditedTouch({ first: facebookPost, last: facebookPost })).toBe(facebookPost);
    expect(creditedTouch(NO_TOUCHES)).toBeNull();
  });

  it('maps every touch to a lead source, the website when there is none', () => {
    expect(sourceOfTouch(googleAd)).toBe('google_ads');
    expect(sourceOfTouch(facebookPost)).toBe('facebook');
    expect(sourceOfTouch(linkedinCampaign)).toBe('linkedin');
    expect(sourceOfTouch(landing('/', 'https://www.google.co.in/'))).toBe('organic');
    expect(sourceOfTouch(landing('/?utm_source=newsletter', 'https://duckduckgo.com/'))).toBe('organic');
    expect(sourceOfTouch(landing('/?utm_source=newsletter'))).toBe('website');
    expect(sourceOfTouch(null)).toBe('website');
  });
});

describe('leadAttribution', () => {
  const page = { ownHosts: OWN, at: later };

  it('takes source, tags and click ids from the credited touch and keeps both touches', () => {
    expect(leadAttribution({ first: googleAd, last: facebookPost }, page)).toEqual({
      source: 'google_ads',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'cat-2026',
      gclid: 'EAIaIQ',
      referrer_url: 'https://l.facebook.com/',
      first_touch: googleAd,
      last_touch: facebookPost,
    });
  });

  it('lets a newer campaign take the credit', () => {
    expect(leadAttribution({ first: googleAd, last: linkedinCampaign }, page)).toMatchObject({
      source: 'linkedin',
      utm_source: 'linkedin',
      utm_campaign: 'xat',
      referrer_url: 'https://www.linkedin.com/',
    });
    expect(leadAttribution({ first: googleAd, last: linkedinCampaign }, page)).not.toHaveProperty('gclid');
  });

  it('falls back to the form page when the visit left no touch (cookies blocked)', () => {
    const result = leadAttribution(NO_TOUCHES, {
      ...page,
      pageUrl: 'https://mbadisha.test/contact?utm_source=facebook&utm_medium=paid',
      referrer: 'https://mbadisha.test/colleges',
    });
    expect(result).toMatchObject({ source: 'facebook', utm_source: 'facebook', utm_medium: 'paid' });
    expect(result.first_touch).toEqual({ ...result.last_touch, landing_page: '/contact', at: later.toISOString() });
  });

  it('is the website with empty touches when nothing is known', () => {
    expect(leadAttribution(NO_TOUCHES, { ...page, pageUrl: 'https://mbadisha.test/contact' })).toEqual({
      source: 'website',
      first_touch: {},
      last_touch: {},
    });
    expect(leadAttribution(NO_TOUCHES, { ...page, pageUrl: 'garbage' }).source).toBe('website');
  });
});

describe('the md_attr cookie', () => {
  it('round-trips a history', () => {
    const history: TouchHistory = { first: googleAd, last: linkedinCampaign };
    expect(decodeTouchHistory(encodeTouchHistory(history))).toEqual(history);
    expect(decodeTouchHistory(encodeTouchHistory(NO_TOUCHES))).toEqual(NO_TOUCHES);
  });

  it('reads garbage, forged and truncated values as no history', () => {
    const good = encodeTouchHistory({ first: googleAd, last: googleAd });
    for (const value of [undefined, null, '', 'garbage!', 'e30', good.slice(0, 20), btoa('{"v":2}'), 'A'.repeat(5000)]) {
      expect(decodeTouchHistory(value)).toEqual(NO_TOUCHES);
    }
  });

  it('drops a field that fails its check but keeps the rest of the touch', () => {
    const forged = { v: 1, first: { ...googleAd, utm_source: 'x'.repeat(300), referrer: 'javascript:alert(1)' }, last: null };
    const value = btoa(JSON.stringify(forged)).replace(/=+$/, '');
    const { first, last } = decodeTouchHistory(value);
    expect(first).toEqual({ ...googleAd, utm_source: undefined, referrer: undefined });
    expect(first).not.toHaveProperty('utm_source');
    expect(last).toEqual(first);
  });

  it('stays within the cookie size whatever the values, and decodes to a valid history', () => {
    const value = fc.option(fc.string({ unit: 'binary', maxLength: 400 }), { nil: undefined });
    const touch = fc.record({
      utm_source: value,
      utm_medium: value,
      utm_campaign: value,
      utm_term: value,
      utm_content: value,
      gclid: value,
      fbclid: value,
      path: fc.string({ unit: 'binary', maxLength: 400 }),
    });
    fc.assert(
      fc.property(touch, touch, (a, b) => {
        const make = (t: typeof a) => {
          const params = new URLSearchParams();
          for (const [key, v] of Object.entries(t)) if (key !== 'path' && v) params.set(key, v);
          params.set('utm_source', t.utm_source || 'google');
          return touchFromLanding({
            url: new URL(`https://mbadisha.test/${encodeURIComponent(t.path)}?${params}`),
            referrer: `https://example.com/${encodeURIComponent(t.path)}`,
            ownHosts: OWN,
            at,
          });
        };
        const history = recordTouch(recordTouch(NO_TOUCHES, make(a)), make(b));
        const encoded = encodeTouchHistory(history);
        expect(encoded.length).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_MAX_LENGTH);
        const decoded = decodeTouchHistory(encoded);
        expect(decoded.first?.at).toBe(at.toISOString());
        expect(LEAD_SOURCES).toContain(sourceOfTouch(creditedTouch(decoded)));
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});
