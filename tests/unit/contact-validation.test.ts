import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTACT_MESSAGES, contactContextSchema, contactFieldsSchema } from '@/lib/contact/validation';

const valid = {
  name: 'Asha Verma',
  email: 'Asha@Example.com ',
  phone: '',
  subject: '',
  message: 'Which colleges fit a 92 percentile?',
  inquiry_type: 'general',
};

function errorsOf(input: Record<string, unknown>) {
  const parsed = contactFieldsSchema.safeParse(input);
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
}

describe('contactFieldsSchema (spec §5 messages)', () => {
  it('accepts a complete message, trimming and lower-casing the e-mail', () => {
    const parsed = contactFieldsSchema.parse(valid);
    expect(parsed).toEqual({ name: 'Asha Verma', email: 'asha@example.com', message: valid.message, inquiry_type: 'general' });
  });

  it.each([
    [{ name: '' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ name: ' A ' }, 'name', CONTACT_MESSAGES.nameTooShort],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'asha@example' }, 'email', 'Please enter a valid email address'],
    [{ email: 'asha verma@example.com' }, 'email', 'Please enter a valid email address'],
    [{ email: 'asha@@example.com' }, 'email', 'Please enter a valid email address'],
    [{ phone: '0987654321' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '+91 98765 4321a' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '12345678901234567' }, 'phone', 'Please enter a valid phone number'],
    [{ message: '  ' }, 'message', CONTACT_MESSAGES.messageRequired],
    [{ message: 'x'.repeat(5001) }, 'message', CONTACT_MESSAGES.messageTooLong],
  ] as const)('%o → %s: %s', (patch, field, message) => {
    expect(errorsOf({ ...valid, ...patch })[field as keyof ReturnType<typeof errorsOf>]?.[0]).toBe(message);
  });

  it('accepts phone numbers with spaces and an optional plus, storing them without spaces', () => {
    expect(contactFieldsSchema.parse({ ...valid, phone: '+91 98765 43210' }).phone).toBe('+919876543210');
    expect(contactFieldsSchema.parse({ ...valid, phone: '9876543210' }).phone).toBe('9876543210');
    expect(contactFieldsSchema.parse({ ...valid, phone: '1234567890123456' }).phone).toBe('1234567890123456');
  });

  it('falls back to a general enquiry for an unknown inquiry type', () => {
    expect(contactFieldsSchema.parse({ ...valid, inquiry_type: 'sales' }).inquiry_type).toBe('general');
    expect(contactFieldsSchema.parse({ ...valid, inquiry_type: 'counseling' }).inquiry_type).toBe('counseling');
  });
});

describe('contactContextSchema', () => {
  it('never fails: bad hidden values are dropped', () => {
    const parsed = contactContextSchema.parse({
      form_type: 'hack',
      page_url: 'x'.repeat(3000),
      browser_info: '{not json',
      device_info: '[1,2]',
      utm_source: ' google ',
    });
    expect(parsed).toMatchObject({
      form_type: 'contact',
      page_url: undefined,
      browser_info: {},
      device_info: {},
      utm_source: 'google',
    });
  });

  it('keeps the consultation form type and browser details', () => {
    const parsed = contactContextSchema.parse({ form_type: 'consultation', browser_info: '{"language":"en-IN"}' });
    expect(parsed.form_type).toBe('consultation');
    expect(parsed.browser_info).toEqual({ language: 'en-IN' });
  });
});
