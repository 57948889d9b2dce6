import { Mail } from '@/components/icons/mail';
import { MapPin } from '@/components/icons/map-pin';
import { MessageCircle } from '@/components/icons/message-circle';
import { Phone } from '@/components/icons/phone';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { footerNav } from '@/config/navigation';
import { getPublicSettings } from '@/lib/data/site-settings';
import { html } from '@/lib/html/fragment';
import { resolveContact, resolveFeatures, resolveSocial, socialLinks, telHref, whatsappHref } from '@/lib/settings/values';
import { Logo } from './logo';
import { SubscribeForm } from './subscribe-form';

const CONTACT_LINK = 'footer-link gap-2';

/** The footer's sections of links: the same on every page, so built once, as one fragment (lib/html/fragment.ts). */
const FOOTER_LINKS = html`${footerNav.map(
  (section) =>
    html`<div>
      <h2 class="footer-heading">${section.title}</h2>
      <ul class="mt-3 space-y-1">
        ${section.links.map((link) => html`<li><a href="${link.href}" class="footer-link">${link.label}</a></li>`)}
      </ul>
    </div>`,
)}`;

/** The site footer: contact details, social links and the newsletter switch come from site settings (Admin → Settings). */
export async function SiteFooter() {
  const year = new Date().getFullYear();
  // Settings only add to the footer; if they cannot be read it shows without them rather than failing the page.
  const settings = await getPublicSettings(['contact', 'social', 'features']).catch(() => ({}) as Record<string, unknown>);
  const contact = resolveContact(settings.contact ?? null);
  const social = socialLinks(resolveSocial(settings.social ?? null));
  const features = resolveFeatures(settings.features ?? null);

  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <Logo inverted />
          <p className="max-w-sm text-sm leading-6 text-brand-200">
            Direction for your MBA journey: colleges, entrance exams, mock tests and honest advice for aspirants across India.
          </p>
          <address aria-label="Contact details" className="space-y-0.5 not-italic">
            {contact.phone ? (
              <a href={telHref(contact.phone)} className={CONTACT_LINK}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                <span>{contact.phone}</span>
              </a>
            ) : null}
            <a href={`mailto:${contact.email}`} className={CONTACT_LINK}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              <span>{contact.email}</span>
            </a>
            {contact.whatsapp ? (
              <a href={whatsappHref(contact.whatsapp)} className={CONTACT_LINK} rel="noopener" target="_blank">
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                <span>WhatsApp {contact.whatsapp}</span>
              </a>
            ) : null}
            {contact.address ? (
              <p className="flex items-start gap-2 pt-1 text-sm text-brand-200">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>{contact.address}</span>
              </p>
            ) : null}
            {contact.hours ? <p className="pt-1 text-sm text-brand-200">{contact.hours}</p> : null}
          </address>
          {social.length ? (
            <ul aria-label="MBA Disha on social media" className="flex flex-wrap gap-x-4">
              {social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener me" target="_blank" className={CONTACT_LINK}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {features.newsletter_signup ? (
            <section aria-labelledby="footer-newsletter" className="pt-2">
              <h2 id="footer-newsletter" className="text-base font-semibold text-white">
                Get exam dates and admission updates
              </h2>
              <p className="mt-1 mb-3 text-sm text-brand-200">One e-mail a fortnight. Unsubscribe any time.</p>
              <SubscribeForm source="footer" />
            </section>
          ) : null}
        </div>

        <HtmlFragment as="nav" aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4" html={FOOTER_LINKS} />
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} MBA Disha. All rights reserved.</p>
          <p>Figures are shown with their year and source; check official sites before you apply.</p>
        </div>
      </div>
    </footer>
  );
}
