import { describe, expect, it } from 'vitest';
import { storedSummary } from '@/lib/contact/receipt';
import { consentChoices, consentOptions } from '@/lib/leads/consent';

describe('storedSummary', () => {
  it('lists a contact message, how the visitor found us and each choice', () => {
    expect(
      storedSummary({
        form_type: 'contact',
        subject: 'Fees',
        source: 'google_ads',
        utm_campaign: 'cat-2026',
        consents: consentChoices(consentOptions('contact'), { consent_newsletter: true }),
      }),
    ).toEqual([
      'Your name and e-mail address.',
      'Your message and its subject.',
      'How you found us: a Google ad (campaign “cat-2026”), and the page you sent this from.',
      'Your IP address and basic browser details.',
      'Your choices: a call or text about this enquiry: no; the newsletter: yes; WhatsApp updates: no.',
    ]);
  });

  it('names the college of a consultation, the profile details given and the sharing choice', () => {
    const consents = consentChoices(consentOptions('consultation', { name: 'IIM Ahmedabad' }), {
      consent_enquiry_contact: true,
      consent_share_with_college: true,
    });
    const lines = storedSummary({
      form_type: 'consultation',
      phone: '+919876543210',
      message: 'Hi',
      target_exams: ['CAT', 'XAT'],
      budget_range: '₹10–20 lakh',
      about: 'IIM Ahmedabad',
      source: 'website',
      consents,
    });
    expect(lines.slice(0, 4)).toEqual([
      'Your name, e-mail address and phone number.',
      'Your consultation request about IIM Ahmedabad, with your message.',
      'Your target exams (CAT, XAT) and budget.',
      'How you found us: you came to our website directly, and the page you sent this from.',
    ]);
    expect(lines.at(-1)).toContain('sharing your details with IIM Ahmedabad: yes');
  });
});
