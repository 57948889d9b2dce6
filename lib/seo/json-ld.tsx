import { requestNonce } from '@/lib/security/nonce';

/**
 * Structured data for search engines. The JSON is escaped so that text from the database (a post title with
 * "</script>") can never end the script element early. It carries the response's CSP nonce like every script
 * the site emits, although browsers do not run this type.
 */
export async function JsonLd({ data }: { data: JsonLdData }) {
  const nonce = await requestNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

type JsonLdData = Record<string, unknown> | Record<string, unknown>[];

/** The script element's text: JSON that no stored text can break out of. */
export function jsonLdText(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function breadcrumbList(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}
