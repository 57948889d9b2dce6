import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_COOKIE, decodeTouchHistory, encodeTouchHistory } from '@/lib/leads/attribution-cookie';
import { isLandingRequest, recordLandingTouch } from '@/lib/leads/landing';

const at = new Date('2026-11-24T10:00:00.000Z');

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new NextRequest(new URL(url, 'http://localhost:3100'), {
    method,
    headers: { 'sec-fetch-dest': 'document', ...headers },
  });
}

function land(req: NextRequest) {
  const response = NextResponse.next();
  recordLandingTouch(req, response, at);
  return response;
}

/** The attribution cookie as the browser receives it: its value and attributes from the Set-Cookie line. */
function attributionCookie(response: Response) {
  const line = response.headers.getSetCookie().find((l) => l.startsWith(`${ATTRIBUTION_COOKIE}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split('; ');
  return { value: pair.slice(ATTRIBUTION_COOKIE.length + 1), attributes };
}

describe('isLandingRequest', () => {
  it('is a document GET on a public path', () => {
    expect(isLandingRequest(request('/colleges'))).toBe(true);
    expect(isLandingRequest(new NextRequest('http://localhost:3100/'))).toBe(true);
  });

  it('is not a client-side navigation, prefetch, server action, sub-resource or back-office request', () => {
    expect(isLandingRequest(request('/colleges', { rsc: '1' }))).toBe(false);
    expect(isLandingRequest(request('/colleges', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(isLandingRequest(request('/contact', {}, 'POST'))).toBe(false);
    expect(isLandingRequest(request('/colleges', { 'sec-fetch-dest': 'empty' }))).toBe(false);
    expect(isLandingRequest(request('/admin/leads?utm_source=google'))).toBe(false);
    expect(isLandingRequest(request('/auth/callback'))).toBe(false);
  });
});

describe('recordLandingTouch', () => {
  it('writes first and last touch on a landing with campaign data', () => {
    const response = land(
      request('/?utm_source=google&utm_medium=cpc&utm_campaign=cat-2026', { referer: 'https://www.google.com/' }),
    );
    const cookie = attributionCookie(response);
    expect(cookie?.attributes).toEqual(['Path=/', `Max-Age=${30 * 24 * 3600}`, 'SameSite=Lax', 'HttpOnly']);
    const touch = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'cat-2026',
      referrer: 'https://www.google.com/',
      landing_page: '/',
      at: at.toISOString(),
    };
    expect(decodeTouchHistory(cookie?.value)).toEqual({ first: touch, last: touch });
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('keeps the first touch and replaces the last on a later external landing', () => {
    const first = { utm_source: 'google', landing_page: '/', at: '2026-11-01T00:00:00.000Z' };
    const existing = encodeTouchHistory({ first, last: first });
    const response = land(request('/blog', { referer: 'https://t.co/abc', cookie: `${ATTRIBUTION_COOKIE}=${existing}` }));
    expect(decodeTouchHistory(attributionCookie(response)?.value)).toEqual({
      first,
      last: { referrer: 'https://t.co/abc', landing_page: '/blog', at: at.toISOString() },
    });
  });

  it('replaces a garbage cookie with a fresh history', () => {
    const response = land(request('/?fbclid=IwAR0', { cookie: `${ATTRIBUTION_COOKIE}=%%%garbage` }));
    const touch = { fbclid: 'IwAR0', landing_page: '/', at: at.toISOString() };
    expect(decodeTouchHistory(attributionCookie(response)?.value)).toEqual({ first: touch, last: touch });
  });

  it('writes nothing for a plain page view, our own referrer or a non-landing request', () => {
    for (const req of [
      request('/colleges'),
      request('/colleges', { referer: 'http://localhost:3100/' }),
      request('/colleges?utm_source=google', { rsc: '1' }),
      request('/contact?utm_source=google', {}, 'POST'),
    ]) {
      const response = land(req);
      expect(attributionCookie(response)).toBeUndefined();
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('writes the cookie on a plain Response too (a page from the page cache), Secure in production off this machine', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const response = new Response('<p>cached</p>');
      recordLandingTouch(request('https://mbadisha.in/colleges', { referer: 'https://www.google.com/' }), response, at);
      expect(attributionCookie(response)?.attributes).toContain('Secure');
      expect(decodeTouchHistory(attributionCookie(response)?.value).last).toMatchObject({
        referrer: 'https://www.google.com/',
        landing_page: '/colleges',
      });
      expect(response.headers.get('cache-control')).toContain('no-store');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
