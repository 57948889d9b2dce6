import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthLevel } from '@/lib/auth/password-strength';

describe('password strength (spec §5)', () => {
  it.each([
    ['', 'invalid', 'weak', 'At least 6 characters required'],
    ['Ab1de', 'invalid', 'weak', 'At least 6 characters required'],
    ['abcdef', 'fair', 'fair', 'Consider using 8+ characters'],
    ['Abcde12', 'fair', 'fair', 'Consider using 8+ characters'],
    ['abcdefgh', 'good', 'good', 'Add uppercase, lowercase, and numbers for better security'],
    ['ABCDEFG1', 'good', 'good', 'Add uppercase, lowercase, and numbers for better security'],
    ['abcdefg1', 'good', 'good', 'Add uppercase, lowercase, and numbers for better security'],
    ['Abcdefgh', 'good', 'good', 'Add uppercase, lowercase, and numbers for better security'],
    ['Abcdefg1', 'strong', 'strong', 'Strong password!'],
    ['Demo@12345', 'strong', 'strong', 'Strong password!'],
  ])('%j is %s (%s): %s', (password, level, label, message) => {
    expect(passwordStrength(password)).toMatchObject({ level, label, message });
  });

  it('only passwords of 6+ characters are acceptable', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (p) => passwordStrength(p).acceptable === p.length >= 6));
  });

  it('8+ characters are never weak or fair', () => {
    fc.assert(fc.property(fc.string({ minLength: 8, maxLength: 30 }), (p) => ['good', 'strong'].includes(strengthLevel(p))));
  });

  it('adding characters never lowers the score', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 10 }),
        (p, extra) => passwordStrength(p + extra).score >= passwordStrength(p).score,
      ),
    );
  });
});
