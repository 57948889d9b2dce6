import { describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES } from '@/lib/consent/purposes';
import { consentChoices, consentOptions, NOTICE_VERSION } from '@/lib/leads/consent';

describe('consentOptions', () => {
  it('offers a call or text, the newsletter and WhatsApp on the contact form, none of them required', () => {
    const options = consentOptions('contact');
    expect(options.map((o) => [o.purpose, o.field, o.required])).toEqual([
      ['enquiry_contact', 'consent_enquiry_contact', false],
      ['newsletter', 'consent_newsletter', false],
      ['whatsapp', 'consent_whatsapp', false],
    ]);
  });

  it('requires permission to get in touch for a consultation', () => {
    const [contact] = consentOptions('consultation');
    expect(contact).toMatchObject({ purpose: 'enquiry_contact', required: true });
    expect(contact.label).toContain('needed to arrange it');
  });

  it('offers sharing only with a college the visitor named, by its name', () => {
    expect(consentOptions('consultation').map((o) => o.purpose)).not.toContain('share_with_college');
    const share = consentOptions('consultation', { name: 'IIM Ahmedabad' }).at(-1);
    expect(share).toMatchObject({ purpose: 'share_with_college', required: false });
    expect(share?.label).toBe('Share my details with IIM Ahmedabad so its admissions office can contact me.');
  });

  it('uses only the purposes the database accepts', () => {
    for (const o of consentOptions('consultation', { name: 'XLRI' })) expect(CONSENT_PURPOSES).toContain(o.purpose);
    expect(NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('consentChoices', () => {
  it('records every offered choice with its label, unticked ones as not granted', () => {
    const options = consentOptions('consultation', { name: 'XLRI' });
    const choices = consentChoices(options, { consent_enquiry_contact: true, consent_whatsapp: false });
    expect(choices).toEqual(
      options.map((o) => ({ purpose: o.purpose, label: o.label, granted: o.purpose === 'enquiry_contact' })),
    );
  });

  it('ignores a ticked box the form did not offer', () => {
    expect(consentChoices(consentOptions('contact'), { consent_share_with_college: true }).map((c) => c.purpose)).not.toContain(
      'share_with_college',
    );
  });
});
