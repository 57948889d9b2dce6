import type { Metadata } from 'next';
import { SiteFooter } from '@/components/site/footer';
import { SiteHeader } from '@/components/site/header';
import { NotFoundContent } from '@/components/site/not-found-content';

export const metadata: Metadata = { title: 'Page not found' };

/** Unknown URLs keep the site's header and footer, so a visitor can carry on instead of starting over. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
