import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneClickPath, parseOneClickTarget, UNSUBSCRIBE_LISTS, unsubscribePagePath } from '@/lib/email/unsubscribe';

// Real e-mail: List-Unsubscribe names the one-click twin of the page each outbox row's unsubscribe_path holds.

const TOKEN = 'Ab3_-xYz0123456789abcdefGHIJKLMN';

describe('oneClickPath', () => {
  it('maps each list’s page to /api/unsubscribe/<list>/<token>', () => {
    expect(oneClickPath(`/exams/calendar/unsubscribe/${TOKEN}`)).toBe(`/api/unsubscribe/exam/${TOKEN}`);
    expect(oneClickPath(`/exams/calendar/unsubscribe/college/${TOKEN}`)).toBe(`/api/unsubscribe/college/${TOKEN}`);
    expect(oneClickPath(`/community/unsubscribe/${TOKEN}`)).toBe(`/api/unsubscribe/community/${TOKEN}`);
    expect(oneClickPath(`/newsletter/unsubscribe/${TOKEN}`)).toBe(`/api/unsubscribe/newsletter/${TOKEN}`);
  });

  it('is null for anything else: other paths, bad or missing tokens, extra segments, queries', () => {
    for (const path of [
      '',
      '/',
      '/newsletter/unsubscribe/',
      `/newsletter/unsubscribe/${TOKEN}/`,
      `/newsletter/unsubscribe/${TOKEN}?x=1`,
      `/newsletter/unsubscribe/${'a'.repeat(65)}`,
      '/newsletter/unsubscribe/to ken',
      '/newsletter/unsubscribe/tok%20en',
      `/exams/calendar/unsubscribe/college/x/${TOKEN}`,
      `/exams/calendar/unsubscribe/other/${TOKEN}`,
      `https://evil.example/newsletter/unsubscribe/${TOKEN}`,
      `//evil.example/newsletter/unsubscribe/${TOKEN}`,
      `/api/unsubscribe/newsletter/${TOKEN}`,
      `/profile/unsubscribe/${TOKEN}`,
    ]) {
      expect(oneClickPath(path), path).toBeNull();
    }
  });

  it('is the inverse of unsubscribePagePath, for every list and token', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
    fc.assert(
      fc.property(fc.constantFrom(...UNSUBSCRIBE_LISTS), token, (list, t) => {
        expect(oneClickPath(unsubscribePagePath(list, t))).toBe(`/api/unsubscribe/${list}/${t}`);
        expect(parseOneClickTarget({ list, token: t })).toEqual({ list, token: t });
      }),
    );
  });
});

describe('unsubscribePagePath', () => {
  it('names each list’s page and refuses a token no list could have', () => {
    expect(unsubscribePagePath('college', TOKEN)).toBe(`/exams/calendar/unsubscribe/college/${TOKEN}`);
    expect(() => unsubscribePagePath('newsletter', '../admin')).toThrow(RangeError);
    expect(() => unsubscribePagePath('newsletter', '')).toThrow(RangeError);
  });
});

describe('parseOneClickTarget', () => {
  it('tells an unknown list (nothing there) from a malformed token (a wrong request)', () => {
    expect(parseOneClickTarget({ list: 'sms', token: TOKEN })).toBe('unknown');
    expect(parseOneClickTarget({ list: 'sms', token: 'bad token' })).toBe('unknown');
    expect(parseOneClickTarget({ list: 'exam', token: 'bad token' })).toBe('malformed');
    expect(parseOneClickTarget({ list: 'exam', token: 'a'.repeat(65) })).toBe('malformed');
    expect(parseOneClickTarget({ list: 'exam' })).toBe('malformed');
    expect(parseOneClickTarget(null)).toBe('unknown');
    expect(parseOneClickTarget({ list: '__proto__', token: TOKEN })).toBe('unknown');
  });
});
