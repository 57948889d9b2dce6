import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, resetRequestSchema, signInSchema, signUpSchema } from '@/lib/auth/validation';
import { isValidPhone } from '@/lib/validation/email-phone';

function firstIssue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const validSignUp = { name: 'Asha Rao', email: 'asha@example.com', password: 'secret1', phone: '' };

describe('sign-in schema (spec §5)', () => {
  it.each([
    ['', AUTH_MESSAGES.emailRequired],
    ['   ', AUTH_MESSAGES.emailRequired],
    ['asha', AUTH_MESSAGES.emailInvalid],
    ['asha@example', AUTH_MESSAGES.emailInvalid],
    ['asha @example.com', AUTH_MESSAGES.emailInvalid],
    ['@example.com', AUTH_MESSAGES.emailInvalid],
    ['asha@.', AUTH_MESSAGES.emailInvalid],
  ])('e-mail %j → %s', (email, message) => {
    expect(firstIssue(signInSchema.safeParse({ email, password: 'secret1' }), 'email')).toBe(message);
  });

  it.each([
    ['', AUTH_MESSAGES.passwordRequired],
    ['a', AUTH_MESSAGES.passwordTooShort],
    ['12345', AUTH_MESSAGES.passwordTooShort],
  ])('password %j → %s', (password, message) => {
    expect(firstIssue(signInSchema.safeParse({ email: 'a@b.co', password }), 'password')).toBe(message);
  });

  it('accepts 6 characters exactly', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });

  it('lower-cases and trims the e-mail', () => {
    expect(signInSchema.parse({ email: '  Asha.Rao@Example.COM ', password: 'secret1' }).email).toBe('asha.rao@example.com');
  });

  it('never changes the password', () => {
    expect(signInSchema.parse({ email: 'a@b.co', password: ' Secret 1 ' }).password).toBe(' Secret 1 ');
  });
});

describe('sign-up schema (spec §5)', () => {
  it.each([
    ['', AUTH_MESSAGES.nameRequired],
    ['    ', AUTH_MESSAGES.nameRequired],
    ['A', AUTH_MESSAGES.nameTooShort],
    ['  A  ', AUTH_MESSAGES.nameTooShort],
  ])('name %j → %s', (name, message) => {
    expect(firstIssue(signUpSchema.safeParse({ ...validSignUp, name }), 'name')).toBe(message);
  });

  it('trims the name and phone and normalises the e-mail', () => {
    const parsed = signUpSchema.parse({
      name: '  Asha Rao ',
      email: ' ASHA@Example.com',
      password: 'secret1',
      phone: ' +91 98765 43210 ',
    });
    expect(parsed).toEqual({ name: 'Asha Rao', email: 'asha@example.com', password: 'secret1', phone: '+91 98765 43210' });
  });

  it('treats the phone as optional', () => {
    expect(signUpSchema.safeParse({ ...validSignUp, phone: '' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...validSignUp, phone: '   ' }).success).toBe(true);
  });

  it.each(['0987654321', '+0987', 'abc', '98765-43210', '+', '12345678901234567'])('rejects the phone %j', (phone) => {
    expect(firstIssue(signUpSchema.safeParse({ ...validSignUp, phone }), 'phone')).toBe(AUTH_MESSAGES.phoneInvalid);
  });

  it.each(['9876543210', '+919876543210', '+91 98765 43210', '1', '1234567890123456', '+1234567890123456'])(
    'accepts the phone %j',
    (phone) => {
      expect(signUpSchema.safeParse({ ...validSignUp, phone }).success).toBe(true);
    },
  );

  it('reports every failing field at once', () => {
    const result = signUpSchema.safeParse({ name: '', email: '', password: '', phone: 'x' });
    expect(firstIssue(result, 'name')).toBe(AUTH_MESSAGES.nameRequired);
    expect(firstIssue(result, 'email')).toBe(AUTH_MESSAGES.emailRequired);
    expect(firstIssue(result, 'password')).toBe(AUTH_MESSAGES.passwordRequired);
    expect(firstIssue(result, 'phone')).toBe(AUTH_MESSAGES.phoneInvalid);
  });
});

describe('password reset schema (spec §5)', () => {
  it('asks for the e-mail with its own message', () => {
    expect(firstIssue(resetRequestSchema.safeParse({ email: '' }), 'email')).toBe(AUTH_MESSAGES.resetEmailRequired);
  });
  it('checks the pattern', () => {
    expect(firstIssue(resetRequestSchema.safeParse({ email: 'nope' }), 'email')).toBe(AUTH_MESSAGES.emailInvalid);
  });
  it('normalises the address', () => {
    expect(resetRequestSchema.parse({ email: ' A@B.CO ' }).email).toBe('a@b.co');
  });
});

describe('properties', () => {
  const word = fc.stringMatching(/^[a-zA-Z0-9._-]{1,12}$/);

  it('every text@text.text address without spaces is accepted, lower-cased', () => {
    fc.assert(
      fc.property(word, word, fc.stringMatching(/^[a-zA-Z]{2,6}$/), (local, domain, tld) => {
        const email = `${local}@${domain}.${tld}`;
        const parsed = signInSchema.safeParse({ email: `  ${email} `, password: 'secret1' });
        return parsed.success && parsed.data.email === email.toLowerCase();
      }),
    );
  });

  it('an address with an inner space is always refused', () => {
    fc.assert(
      fc.property(word, word, (a, b) => !signInSchema.safeParse({ email: `${a} ${b}@x.co`, password: 'secret1' }).success),
    );
  });

  it('passwords are accepted exactly when they have 6 or more characters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        (password) => signInSchema.safeParse({ email: 'a@b.co', password }).success === password.length >= 6,
      ),
    );
  });

  it('phones of an optional plus, a non-zero digit and up to 15 digits pass, with spaces anywhere', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        fc.stringMatching(/^[0-9]{0,15}$/),
        fc.nat({ max: 15 }),
        (plus, lead, rest, at) => {
          const digits = `${lead}${rest}`;
          const spaced = `${digits.slice(0, at)} ${digits.slice(at)}`;
          return isValidPhone(`${plus ? '+' : ''}${spaced}`);
        },
      ),
    );
  });

  it('phones with more than 16 digits fail', () => {
    fc.assert(fc.property(fc.stringMatching(/^[1-9][0-9]{16,20}$/), (phone) => !isValidPhone(phone)));
  });
});
