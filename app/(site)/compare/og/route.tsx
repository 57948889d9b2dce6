import { ImageResponse } from 'next/og';
import type { NextRequest } from 'next/server';
import { OG_SIZE, OgBrand, OgCard } from '@/components/seo/og-card';
import { feesLabel } from '@/lib/colleges/format';
import { parseComparedSlugs } from '@/lib/compare/selection';
import { getCollegesBySlugs } from '@/lib/data/colleges';
import { settle } from '@/lib/data/settle';
import { formatLpa } from '@/lib/format/numbers';

// next/og's bundled font lacks ₹ and would download a fallback (the build is offline): see the college card.
const rupees = (s: string) => s.replace(/₹/g, 'Rs ').replace(/–/g, '-');

/** The share image of a comparison (/compare?c=…): each college's fees, average package and NIRF rank. */
export async function GET(request: NextRequest) {
  const slugs = parseComparedSlugs(request.nextUrl.searchParams.get('c') ?? undefined);
  const loaded = await settle(getCollegesBySlugs(slugs));
  const colleges = loaded.ok ? loaded.value : [];
  const image = new ImageResponse(
    <OgCard padding={56}>
      <OgBrand label="Compare colleges" />
      <div style={{ display: 'flex', flex: 1, gap: 20, marginTop: 36 }}>
        {colleges.length === 0 ? (
          <div style={{ fontSize: 64, alignSelf: 'center' }}>Compare MBA colleges side by side</div>
        ) : (
          colleges.map((c) => (
            <div
              key={c.slug}
              style={{ display: 'flex', flexDirection: 'column', flex: 1, background: '#252b73', borderRadius: 20, padding: 24 }}
            >
              <div style={{ fontSize: colleges.length > 3 ? 30 : 36, lineHeight: 1.15 }}>{c.short_name ?? c.name}</div>
              <div style={{ fontSize: 20, color: '#bcc3ee', marginTop: 6 }}>{c.location}</div>
              <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto', gap: 10, fontSize: 24 }}>
                <div style={{ display: 'flex', flexDirection: 'column' }}>
                  <span style={{ color: '#bcc3ee', fontSize: 18 }}>Fees</span>
                  {rupees(feesLabel(c))}
                </div>
                <div style={{ display: 'flex', flexDirection: 'column' }}>
                  <span style={{ color: '#bcc3ee', fontSize: 18 }}>Average package</span>
                  {rupees(formatLpa(c.average_package))}
                </div>
                <div style={{ display: 'flex', flexDirection: 'column' }}>
                  <span style={{ color: '#bcc3ee', fontSize: 18 }}>NIRF rank</span>
                  {c.nirf_rank !== null ? `#${c.nirf_rank}${c.nirf_year ? ` (${c.nirf_year})` : ''}` : 'Not published'}
                </div>
              </div>
            </div>
          ))
        )}
      </div>
    </OgCard>,
    OG_SIZE,
  );
  // A card made while the database was away is not kept as the comparison's card.
  image.headers.set('Cache-Control', loaded.ok ? 'public, max-age=3600, stale-while-revalidate=86400' : 'no-store');
  return image;
}
