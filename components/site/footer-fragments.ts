import { iconHtml } from '@/components/icons/icon';
import { footerNav } from '@/config/navigation';
import { html, type Html } from '@/lib/html/fragment';
import { telHref, whatsappHref, type PublicContact, type SocialLink } from '@/lib/settings/values';
import { logoHtml } from './logo';

/*
 * The footer's static parts as fragments (lib/html/fragment.ts): everything but the newsletter form, which is the
 * only part a script changes. Settings are interpolated, so escaped like any other text.
 */

const CONTACT_LINK = 'footer-link gap-2';
const LOGO = logoHtml({ inverted: true });

/** The footer's sections of links: the same on every page, so built once, as one fragment (lib/html/fragment.ts). */
export const FOOTER_LINKS = html`${footerNav.map(
  (section) =>
    html`<div>
      <h2 class="footer-heading">${section.title}</h2>
      <ul class="mt-3 space-y-1">
        ${section.links.map((link) => html`<li><a href="${link.href}" class="footer-link">${link.label}</a></li>`)}
      </ul>
    </div>`,
)}`;

/** The logo, the line about us and the contact details and social links from the settings. */
export function footerIntroHtml(contact: PublicContact, social: SocialLink[]): Html {
  const icon = (id: string, className = 'h-4 w-4') => iconHtml(id, className);
  return html`${LOGO}
    <p class="max-w-sm text-sm leading-6 text-brand-200">
      Direction for your MBA journey: colleges, entrance exams, mock tests and honest advice for aspirants across India.
    </p>
    ${
      Object.values(contact).some(Boolean)
        ? html`<address aria-label="Contact details" class="space-y-0.5 not-italic">
            ${
              contact.phone
                ? html`<a href="${telHref(contact.phone)}" class="${CONTACT_LINK}"
                    >${icon('phone')}<span>${contact.phone}</span></a
                  >`
                : null
            }
            ${
              contact.email
                ? html`<a href="mailto:${contact.email}" class="${CONTACT_LINK}">${icon('mail')}<span>${contact.email}</span></a>`
                : null
            }
            ${
              contact.whatsapp
                ? html`<a href="${whatsappHref(contact.whatsapp)}" class="${CONTACT_LINK}" rel="noopener" target="_blank">
                    ${icon('message-circle')}<span>WhatsApp ${contact.whatsapp}</span>
                  </a>`
                : null
            }
            ${
              contact.address
                ? html`<p class="flex items-start gap-2 pt-1 text-sm text-brand-200">
                    ${icon('map-pin', 'mt-0.5 h-4 w-4 shrink-0')}<span>${contact.address}</span>
                  </p>`
                : null
            }
            ${contact.hours ? html`<p class="pt-1 text-sm text-brand-200">${contact.hours}</p>` : null}
          </address>`
        : null
    }
    ${
      social.length
        ? html`<ul aria-label="MBA Disha on social media" class="flex flex-wrap gap-x-4">
            ${social.map(
              (link) =>
                html`<li><a href="${link.url}" rel="noopener me" target="_blank" class="${CONTACT_LINK}">${link.label}</a></li>`,
            )}
          </ul>`
        : null
    }`;
}

/** The footer's last line. */
export function footerClosingHtml(year: number): Html {
  return html`<div
    class="container-page flex flex-col gap-2 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between"
  >
    <p>© ${year} MBA Disha. All rights reserved.</p>
    <p>Figures are shown with their year and source; check official sites before you apply.</p>
  </div>`;
}
