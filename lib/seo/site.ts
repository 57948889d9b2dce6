export const SITE_NAME = 'MBA Disha';
export const SITE_DESCRIPTION =
  'Compare MBA colleges in India on fees, placements and cut-offs, prepare for CAT, XAT, NMAT, SNAP and MAT, and talk to counsellors.';

/** The public origin for canonical URLs, sitemaps and Open Graph links. */
export function siteUrl(): string {
  const configured = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
