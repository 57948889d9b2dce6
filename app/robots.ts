import type { MetadataRoute } from 'next';
import { DISALLOWED_PATHS } from '@/lib/seo/public-routes';
import { absoluteUrl } from '@/lib/seo/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
