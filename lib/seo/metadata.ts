import type { Metadata } from 'next';
import { SITE_NAME } from './site';

export interface PageMetaInput {
  /** The page's own title; the root layout's template adds " | MBA Disha". */
  title: string;
  description: string;
  /** Canonical path, e.g. /colleges/iim-ahmedabad (resolved against metadataBase). */
  path: string;
  /**
   * The share image: by default the site-wide one; 'route-file' for a route with its own opengraph-image file
   * (configured images would outrank that file, so none is set).
   */
  image?: string | 'route-file';
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  noIndex?: boolean;
}

/**
 * The site-wide share image (app/opengraph-image.tsx). A page's own openGraph object replaces the root layout's,
 * generated image included, so every page names it unless its route generates its own.
 */
export const DEFAULT_OG_IMAGE = '/opengraph-image';

/** Title, description, canonical URL, Open Graph and Twitter tags for one public page. */
export function pageMetadata(input: PageMetaInput): Metadata {
  const image = input.image ?? DEFAULT_OG_IMAGE;
  const images = image === 'route-file' ? undefined : [{ url: image, width: 1200, height: 630, alt: input.title }];
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: input.path },
    robots: input.noIndex ? { index: false, follow: false } : undefined,
    openGraph: {
      title: input.title,
      description: input.description,
      url: input.path,
      siteName: SITE_NAME,
      locale: 'en_IN',
      type: input.type ?? 'website',
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.modifiedTime ? { modifiedTime: input.modifiedTime } : {}),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}
