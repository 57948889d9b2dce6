import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTACT_MESSAGES, contactFieldsSchema, enquiryContextSchema, enquiryInput } from '@/lib/contact/validation';
import { CONSENT_MESSAGES, CONSENT_TICKED } from '@/lib/leads/consent';

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

describe('enquiryContextSchema', () => {
  it('never fails: bad hidden values are dropped', () => {
    const parsed = enquiryContextSchema.parse({
      page_url: 'x'.repeat(3000),
      referrer_url: 'javascript:alert(1)',
      browser_info: '{not json',
      device_info: '[1,2]',
      consent_newsletter: 'on',
    });
    expect(parsed).toMatchObject({
      page_url: undefined,
      referrer_url: undefined,
      browser_info: {},
      device_info: {},
      consent_newsletter: false,
      consent_enquiry_contact: false,
    });
  });

  it('keeps browser details of spec §3’s shapes, one level deep, and nothing else', () => {
    const parsed = enquiryContextSchema.parse({
      browser_info: '{"language":"en-IN","cookieEnabled":true,"plugins":["x"]}',
      device_info: '{"screen":{"width":390,"height":844,"deep":{"x":1}},"timezone":"Asia/Kolkata"}',
    });
    expect(parsed.browser_info).toEqual({ language: 'en-IN', cookieEnabled: true });
    expect(parsed.device_info).toEqual({ screen: { width: 390, height: 844 }, timezone: 'Asia/Kolkata' });
  });
});

describe('enquiryInput', () => {
  const errors = (input: Record<string, unknown>): Record<string, string[] | undefined> => {
    const parsed = enquiryInput.safeParse(input);
    return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
  };

  it('reads an unknown form type as a contact message', () => {
    expect(enquiryInput.parse({ ...valid, form_type: 'hack' }).form_type).toBe('contact');
  });

  it('needs permission to get in touch for a consultation, and only there', () => {
    const consultation = { ...valid, form_type: 'consultation', message: '' };
    expect(errors(consultation).consent_enquiry_contact).toEqual([CONSENT_MESSAGES.enquiryContactRequired]);
    expect(enquiryInput.parse({ ...consultation, consent_enquiry_contact: CONSENT_TICKED })).toMatchObject({
      form_type: 'consultation',
      consent_enquiry_contact: true,
      message: undefined,
      inquiry_type: 'general',
    });
    expect(errors(valid)).toEqual({});
  });

  it('needs a phone number for WhatsApp updates', () => {
    expect(errors({ ...valid, consent_whatsapp: CONSENT_TICKED }).phone).toEqual([CONSENT_MESSAGES.whatsappNeedsPhone]);
    expect(errors({ ...valid, consent_whatsapp: CONSENT_TICKED, phone: '+91 98765 43210' })).toEqual({});
  });

  it('reads a consultation’s exams from one or several checkboxes and refuses unknown ones', () => {
    const consultation = { ...valid, form_type: 'consultation', consent_enquiry_contact: CONSENT_TICKED };
    expect(enquiryInput.parse({ ...consultation, target_exams: 'CAT' })).toMatchObject({ target_exams: ['CAT'] });
    expect(enquiryInput.parse({ ...consultation, target_exams: ['CAT', 'XAT'] })).toMatchObject({ target_exams: ['CAT', 'XAT'] });
    expect(errors({ ...consultation, target_exams: ['GRE'] }).target_exams).toEqual(['Please choose from the list']);
    expect(errors({ ...consultation, budget_range: 'a lot' }).budget_range).toEqual(['Please choose from the list']);
  });

  it('keeps a consultation’s college slug only when it looks like one', () => {
    const consultation = { ...valid, form_type: 'consultation', consent_enquiry_contact: CONSENT_TICKED };
    expect(enquiryInput.parse({ ...consultation, college_slug: 'iim-ahmedabad' })).toMatchObject({
      college_slug: 'iim-ahmedabad',
    });
    expect(enquiryInput.parse({ ...consultation, college_slug: '../etc' })).toMatchObject({ college_slug: undefined });
  });

  it('refuses names over 100 characters, as the database does', () => {
    expect(errors({ ...valid, name: 'A'.repeat(101) }).name).toEqual([CONTACT_MESSAGES.nameTooLong]);
  });
});
