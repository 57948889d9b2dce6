import { HtmlFragment } from '@/components/ui/html-fragment';
import { getPublicSettings } from '@/lib/data/site-settings';
import { resolveContact, resolveFeatures, resolveSocial, socialLinks } from '@/lib/settings/values';
import { FOOTER_LINKS, footerClosingHtml, footerIntroHtml } from './footer-fragments';
import { SubscribeForm } from './subscribe-form';

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
          <HtmlFragment className="space-y-4" html={footerIntroHtml(contact, social)} />
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
      <HtmlFragment className="border-t border-brand-800" html={footerClosingHtml(year)} />
    </footer>
  );
}
