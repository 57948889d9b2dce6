import Link from 'next/link';
import { footerNav } from '@/config/navigation';
import { Logo } from './logo';
import { SubscribeForm } from './subscribe-form';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <Logo inverted />
          <p className="max-w-sm text-sm leading-6 text-brand-200">
            Direction for your MBA journey: colleges, entrance exams, mock tests and honest advice for aspirants across India.
          </p>
          <section aria-labelledby="footer-newsletter" className="pt-2">
            <h2 id="footer-newsletter" className="text-base font-semibold text-white">
              Get exam dates and admission updates
            </h2>
            <p className="mt-1 mb-3 text-sm text-brand-200">One e-mail a fortnight. Unsubscribe any time.</p>
            <SubscribeForm source="footer" />
          </section>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerNav.map((section) => (
            <div key={section.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{section.title}</h2>
              <ul className="mt-3 space-y-1">
                {section.links.map((link) => (
                  <li key={`${section.title}-${link.href}`}>
                    <Link
                      href={link.href}
                      className="inline-flex min-h-11 items-center text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline sm:min-h-8"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
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
