import { ImageResponse } from 'next/og';
import type { NextRequest } from 'next/server';
import { feesLabel } from '@/lib/colleges/format';
import { parseComparedSlugs } from '@/lib/compare/selection';
import { getCollegesBySlugs } from '@/lib/data/colleges';
import { settle } from '@/lib/data/settle';
import { formatLpa } from '@/lib/format/numbers';

const size = { width: 1200, height: 630 };
// next/og's bundled font lacks ₹ and would download a fallback (the build is offline): see the college card.
const rupees = (s: string) => s.replace(/₹/g, 'Rs ').replace(/–/g, '-');

/** The share image of a comparison (/compare?c=…): each college's fees, average package and NIRF rank. */
export async function GET(request: NextRequest) {
  const slugs = parseComparedSlugs(request.nextUrl.searchParams.get('c') ?? undefined);
  const loaded = await settle(getCollegesBySlugs(slugs));
  const colleges = loaded.ok ? loaded.value : [];
  const image = new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        background: '#1c2157',
        padding: 56,
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 30 }}>
        <div style={{ width: 18, height: 18, borderRadius: 9, background: '#ff9326', marginRight: 12 }} />
        MBA Disha · Compare colleges
      </div>
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
    </div>,
    size,
  );
  // A card made while the database was away is not kept as the comparison's card.
  image.headers.set('Cache-Control', loaded.ok ? 'public, max-age=3600, stale-while-revalidate=86400' : 'no-store');
  return image;
}
