import type { Metadata } from 'next';
import { Logo } from '@/components/site/logo';
import { NotFoundContent } from '@/components/site/not-found-content';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * A notFound() outside the public site's layout (a back-office record or a mock-test attempt that does not exist).
 * Unknown URLs are the public site's (app/(site)/[...missing]) and keep its header and footer. This one stays
 * small on purpose: Next.js writes the root not-found into the React payload of every page of the site.
 */
export default function NotFound() {
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <div className="container-page flex h-16 items-center">
          <Logo />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <NotFoundContent />
      </main>
    </>
  );
}
