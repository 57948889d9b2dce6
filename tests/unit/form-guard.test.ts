import { describe, expect, it } from 'vitest';
import { checkFormGuard, honeypotFilled, issueFormGuard } from '@/lib/leads/form-guard';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';
const rendered = Date.parse('2026-11-24T10:00:00.000Z');

describe('form guard', () => {
  const guard = issueFormGuard(SECRET, rendered);

  it('issues a fresh UUID per rendered form', () => {
    expect(guard.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(issueFormGuard(SECRET, rendered).idempotencyKey).not.toBe(guard.idempotencyKey);
  });

  it('refuses a form sent sooner than three seconds after it was rendered, and accepts it afterwards', () => {
    expect(checkFormGuard(SECRET, guard, rendered)).toBe('too_fast');
    expect(checkFormGuard(SECRET, guard, rendered + 2999)).toBe('too_fast');
    expect(checkFormGuard(SECRET, guard, rendered + 3000)).toBe('ok');
    expect(checkFormGuard(SECRET, guard, rendered + 7 * 24 * 3600 * 1000)).toBe('ok');
  });

  it('cannot be forged: another time, another key or another secret fails', () => {
    const later = rendered + 60_000;
    const [, mac] = guard.token.split('.');
    expect(checkFormGuard(SECRET, { ...guard, token: `${rendered - 10_000}.${mac}` }, later)).toBe('invalid');
    expect(checkFormGuard(SECRET, { ...guard, idempotencyKey: crypto.randomUUID() }, later)).toBe('invalid');
    expect(checkFormGuard(`${SECRET}!`, guard, later)).toBe('invalid');
    expect(checkFormGuard(SECRET, issueFormGuard('another-secret-of-at-least-32-characters', rendered), later)).toBe('invalid');
  });

  it('refuses missing, malformed and future tokens', () => {
    const later = rendered + 60_000;
    expect(checkFormGuard(SECRET, {}, later)).toBe('invalid');
    expect(checkFormGuard(SECRET, { idempotencyKey: guard.idempotencyKey }, later)).toBe('invalid');
    expect(checkFormGuard(SECRET, { ...guard, idempotencyKey: 'not-a-uuid' }, later)).toBe('invalid');
    expect(checkFormGuard(SECRET, { ...guard, token: 'garbage' }, later)).toBe('invalid');
    expect(checkFormGuard(SECRET, { ...guard, token: `${guard.token}x` }, later)).toBe('invalid');
    const future = issueFormGuard(SECRET, rendered + 10 * 60_000);
    expect(checkFormGuard(SECRET, future, rendered)).toBe('invalid');
  });

  it('sees anything in the honeypot', () => {
    expect(honeypotFilled(undefined)).toBe(false);
    expect(honeypotFilled('')).toBe(false);
    expect(honeypotFilled(' ')).toBe(true);
    expect(honeypotFilled('https://spam.example')).toBe(true);
  });
});
