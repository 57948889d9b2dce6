import type { CollegeDetail } from '@/lib/data/colleges';
import { absoluteUrl } from '@/lib/seo/site';

/** schema.org CollegeOrUniversity for a college page; only published facts, nothing padded. */
export function collegeJsonLd(college: CollegeDetail): Record<string, unknown> {
  const url = absoluteUrl(`/colleges/${college.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': url,
    name: college.name,
    ...(college.short_name && college.short_name !== college.name ? { alternateName: college.short_name } : {}),
    url,
    ...(college.description ? { description: college.description } : {}),
    ...(college.website ? { sameAs: [college.website] } : {}),
    ...(college.established ? { foundingDate: String(college.established) } : {}),
    ...(college.email ? { email: college.email } : {}),
    ...(college.phone ? { telephone: college.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(college.address ? { streetAddress: college.address } : {}),
      ...(college.city ? { addressLocality: college.city } : {}),
      ...(college.state ? { addressRegion: college.state } : {}),
      addressCountry: 'IN',
    },
  };
}
