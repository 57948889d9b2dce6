import Link from 'next/link';
import { Compass } from '@/components/icons/compass';
import { mainNav } from '@/config/navigation';

/**
 * What a 404 says, inside whatever frame the page has. Next.js renders a layout's not-found boundary into the
 * payload of every page under it, so the frame (header and footer) is drawn by the layout, never twice.
 */
export function NotFoundContent() {
  return (
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
  );
}
