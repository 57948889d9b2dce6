import { Compass } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteFooter } from '@/components/site/footer';
import { SiteHeader } from '@/components/site/header';
import { mainNav } from '@/config/navigation';

export const metadata: Metadata = { title: 'Page not found' };

/** Unknown URLs keep the site's header and footer, so a visitor can carry on instead of starting over. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="container-page flex flex-col items-center py-20 text-center">
          <div className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50">
            <Compass className="h-7 w-7 text-brand-700" aria-hidden="true" />
          </div>
          <p className="mt-5 text-sm font-semibold tracking-wide text-saffron-700 uppercase">Error 404</p>
          <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Page not found</h1>
          <p className="mt-4 max-w-lg text-base leading-7 text-gray-700">
            We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/" className="btn-primary">
              Go to Homepage
            </Link>
            <Link href="/colleges" className="btn-secondary">
              Browse colleges
            </Link>
          </div>
          <nav aria-label="Popular sections" className="mt-10">
            <h2 className="text-sm font-semibold text-gray-600">Or try one of these</h2>
            <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1">
              {mainNav.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="inline-flex min-h-11 items-center link">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
