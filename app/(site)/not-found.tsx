import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * A page of the public site that calls notFound() (an unknown college or post): the site layout already draws the
 * header and footer. Without this file the root's not-found, frame and all, was rendered into every public page's
 * payload a second time (about 10 KB of each page's inline React payload).
 */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
