import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footerClosingHtml, footerIntroHtml } from '@/components/site/footer-fragments';
import { DEFAULT_CONTACT, resolveContact, resolveSocial, socialLinks } from '@/lib/settings/values';
import { hostileSeed, hostileString, MARKUP, reflectsMarkup } from '../support/hostile-values';

describe("the footer's fragments", () => {
  it('leave the contact details out when none are set, inventing none', () => {
    const markup = footerIntroHtml(DEFAULT_CONTACT, []).markup;
    expect(markup).not.toContain('mailto:');
    expect(markup).not.toContain('Contact details');
    expect(markup).toContain('aria-label="MBA Disha — home" href="/"');
    expect(markup).not.toContain('tel:');
    expect(markup).not.toContain('WhatsApp');
    expect(markup).not.toContain('social media');
  });

  it('show every contact detail and social link that is set, external links opening a new tab', () => {
    const contact = resolveContact({
      email: 'help@example.in',
      phone: '+91 98765 43210',
      whatsapp: '+91 98765 43210',
      address: 'Pune, Maharashtra',
      hours: 'Mon–Sat, 10:00–19:00',
    });
    const social = socialLinks(resolveSocial({ youtube: 'https://youtube.com/@mbadisha' }));
    const markup = footerIntroHtml(contact, social).markup;
    expect(markup).toContain('href="tel:');
    expect(markup).toContain('<span>WhatsApp +91 98765 43210</span>');
    expect(markup).toContain('<span>Pune, Maharashtra</span>');
    expect(markup).toContain('Mon–Sat, 10:00–19:00');
    expect(markup).toMatch(/<a href="https:\/\/youtube\.com\/@mbadisha" rel="noopener me" target="_blank"/);
  });

  it('never turn a stored setting into markup', () => {
    const stored = fc.oneof(fc.constantFrom(...MARKUP), hostileString);
    fc.assert(
      fc.property(stored, stored, stored, stored, (email, phone, address, hours) => {
        const contact = resolveContact({ email, phone, whatsapp: phone, address, hours });
        const social = socialLinks(resolveSocial({ youtube: `https://example.com/${address}` }));
        expect(reflectsMarkup(footerIntroHtml(contact, social).markup)).toBeNull();
      }),
      { seed: hostileSeed(), numRuns: 200 },
    );
  });

  it('date the copyright line with the year given', () => {
    expect(footerClosingHtml(2026).markup).toContain('<p>© 2026 MBA Disha. All rights reserved.</p>');
  });
});
