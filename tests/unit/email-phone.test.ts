import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resetRequestSchema, signInSchema, signUpSchema } from '@/lib/auth/validation';
import { contactFieldsSchema } from '@/lib/contact/validation';
import { subscribeInput } from '@/lib/newsletter/newsletter.handlers';
import { profileFormSchema } from '@/lib/profile/profile-schema';
import {
  compactPhone,
  EMAIL_PHONE_MESSAGES,
  emailField,
  isValidEmail,
  isValidPhone,
  normalizeEmail,
  optionalPhoneField,
} from '@/lib/validation/email-phone';

const issue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('the messages are spec §5’s, word for word', () => {
  it('words each case', () => {
    expect(EMAIL_PHONE_MESSAGES).toEqual({
      emailRequired: 'Email is required',
      emailMissing: 'Please enter your email address',
      emailInvalid: 'Please enter a valid email address',
      phoneInvalid: 'Please enter a valid phone number',
    });
  });
});

describe('emailField', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailField().parse('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it.each([
    ['', EMAIL_PHONE_MESSAGES.emailRequired],
    ['   ', EMAIL_PHONE_MESSAGES.emailRequired],
    ['asha', EMAIL_PHONE_MESSAGES.emailInvalid],
    ['asha@example', EMAIL_PHONE_MESSAGES.emailInvalid],
    ['asha @example.com', EMAIL_PHONE_MESSAGES.emailInvalid],
    ['asha@@example.com', EMAIL_PHONE_MESSAGES.emailInvalid],
    ['@example.com', EMAIL_PHONE_MESSAGES.emailInvalid],
    [`${'a'.repeat(250)}@x.co`, EMAIL_PHONE_MESSAGES.emailInvalid],
  ])('%j → %s', (value, message) => {
    expect(issue(emailField(), value)).toBe(message);
  });

  it('words the empty case as the form asks, and only that', () => {
    const parsed = emailField(EMAIL_PHONE_MESSAGES.emailMissing).safeParse(' ');
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Please enter your email address']);
  });

  it('accepts 254 characters and no more', () => {
    const local = (n: number) => `${'a'.repeat(n - '@x.co'.length)}@x.co`;
    expect(isValidEmail(local(254))).toBe(true);
    expect(isValidEmail(local(255))).toBe(false);
  });
});

describe('phone numbers: an optional plus and up to 16 digits, the first not 0 (spec §5, §9)', () => {
  it.each(['1', '9876543210', '+919876543210', '+91 98765 43210', '1234567890123456', '+1234567890123456'])(
    'accepts %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
      expect(optionalPhoneField().safeParse(phone).success).toBe(true);
    },
  );

  it.each(['0987654321', '+0987', 'abc', '98765-43210', '+', '++91', '12345678901234567', '+91 98765 4321a'])(
    'refuses %j with the spec message',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
      expect(issue(optionalPhoneField(), phone)).toBe(EMAIL_PHONE_MESSAGES.phoneInvalid);
    },
  );

  it('is optional: empty or blank is kept as an empty string', () => {
    expect(optionalPhoneField().parse('')).toBe('');
    expect(optionalPhoneField().parse('   ')).toBe('');
  });

  it('ignores spaces anywhere and compacts them away on request', () => {
    expect(optionalPhoneField().parse(' +91 98765 43210 ')).toBe('+91 98765 43210');
    expect(compactPhone('+91 98765\t43210')).toBe('+919876543210');
  });

  it('is valid exactly when the spaceless number is a plus-optional run of 1 to 16 digits starting 1–9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+ 0-9a]{0,22}$/), (raw) => {
        const digits = raw.replace(/\s/g, '');
        const expected = /^\+?\d+$/.test(digits) && digits.replace('+', '').length <= 16 && !/^\+?0/.test(digits);
        return isValidPhone(raw) === expected;
      }),
    );
  });
});

describe('every form uses the same rules', () => {
  const contact = { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Hello', inquiry_type: 'general' };
  const profileInput = {
    name: 'Asha Rao',
    phone: '',
    bio: '',
    career_goals: '',
    current_education: '',
    work_experience: '',
    target_exams: [],
    preferred_locations: [],
    budget_range: '',
    avatar_url: '',
  };

  const emailAccepted = (email: string) => [
    signInSchema.safeParse({ email, password: 'secret1' }).success,
    signUpSchema.safeParse({ name: 'Asha Rao', email, password: 'secret1', phone: '' }).success,
    resetRequestSchema.safeParse({ email }).success,
    contactFieldsSchema.safeParse({ ...contact, email }).success,
    subscribeInput.safeParse({ email, source: 'footer' }).success,
  ];

  const phoneAccepted = (phone: string) => [
    signUpSchema.safeParse({ name: 'Asha Rao', email: 'asha@example.com', password: 'secret1', phone }).success,
    contactFieldsSchema.safeParse({ ...contact, phone }).success,
    profileFormSchema.safeParse({ ...profileInput, phone }).success,
  ];

  it('sign-in, sign-up, reset, contact and newsletter agree on every address', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })), (email) => {
        const expected = isValidEmail(normalizeEmail(email));
        return emailAccepted(email).every((accepted) => accepted === expected);
      }),
    );
  });

  it('sign-up, contact and profile agree on every phone number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+ 0-9x]{0,20}$/), (phone) => {
        const expected = phone.trim() === '' || isValidPhone(phone);
        return phoneAccepted(phone).every((accepted) => accepted === expected);
      }),
    );
  });

  it('each form shows the same words for a bad address and a bad number', () => {
    expect(issue(contactFieldsSchema.pick({ email: true }), { email: 'x@y' })).toBe(EMAIL_PHONE_MESSAGES.emailInvalid);
    expect(issue(subscribeInput.pick({ email: true }), { email: 'x@y' })).toBe(EMAIL_PHONE_MESSAGES.emailInvalid);
    expect(issue(signInSchema.pick({ email: true }), { email: 'x@y' })).toBe(EMAIL_PHONE_MESSAGES.emailInvalid);
    expect(issue(contactFieldsSchema.pick({ phone: true }), { phone: '0123' })).toBe(EMAIL_PHONE_MESSAGES.phoneInvalid);
    expect(issue(profileFormSchema.pick({ phone: true }), { phone: '0123' })).toBe(EMAIL_PHONE_MESSAGES.phoneInvalid);
    expect(issue(signUpSchema.pick({ phone: true }), { phone: '0123' })).toBe(EMAIL_PHONE_MESSAGES.phoneInvalid);
  });
});
