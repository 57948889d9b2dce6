import { ImageResponse } from 'next/og';
import { OgBrand, OgCard } from '@/components/seo/og-card';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { feesLabel } from '@/lib/colleges/format';
import { headlineSalary, kindText, PLACEMENT_METRIC_LABELS } from '@/lib/colleges/placement-provenance';
import { getCollegeBySlug } from '@/lib/data/colleges';
import { settle } from '@/lib/data/settle';
import { formatLpa } from '@/lib/format/numbers';
import { isSlug } from '@/lib/routing/params';

export const alt = 'College fees, placements and rank on MBA Disha';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/*
 * Generated with next/og's bundled font and no remote assets (the build is offline). For a glyph its font lacks,
 * satori tries to download a fallback font, so amounts read "Rs" here rather than risk ₹; the pages use ₹.
 */
const rupees = (s: string) => s.replace(/₹/g, 'Rs ').replace(/–/g, '-');

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', padding: '24px 28px', borderRadius: 20, background: '#252b73', flex: 1 }}
    >
      <div style={{ fontSize: 26, color: '#bcc3ee' }}>{label}</div>
      <div style={{ fontSize: 34, color: '#ffffff', marginTop: 8 }}>{value}</div>
      {note ? <div style={{ fontSize: 22, color: '#bcc3ee', marginTop: 6 }}>{note}</div> : null}
    </div>
  );
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const loaded = isSlug(slug) ? await settle(getCollegeBySlug(slug)) : null;
  // Without the database the card names the site rather than failing; it is not cached as the college's card.
  if (loaded && !loaded.ok) await keepFallbackOutOfCache();
  const college = loaded?.ok ? loaded.value : null;
  const name = college?.name ?? 'MBA colleges in India';
  // The salary the page's hero shows, the median first, with where it comes from: a shared card is a summary too.
  const salary = college ? headlineSalary(college.placements) : null;
  return new ImageResponse(
    <OgCard>
      <OgBrand />
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center' }}>
        <div style={{ fontSize: name.length > 45 ? 60 : 72, lineHeight: 1.1 }}>{name}</div>
        {college ? (
          <div style={{ fontSize: 34, color: '#dde1f6', marginTop: 20 }}>{`${college.location} · ${college.type}`}</div>
        ) : null}
      </div>
      {college ? (
        <div style={{ display: 'flex', gap: 24 }}>
          <Stat label="Total fees" value={rupees(feesLabel(college))} />
          <Stat
            label={salary ? PLACEMENT_METRIC_LABELS[salary.metric] : 'Median package'}
            value={rupees(formatLpa(salary?.value))}
            note={salary ? rupees(`${kindText(salary)}, ${salary.year}`) : undefined}
          />
          <Stat
            label="NIRF rank"
            value={
              college.nirf_rank !== null
                ? `#${college.nirf_rank}${college.nirf_year ? ` (${college.nirf_year})` : ''}`
                : 'Not published'
            }
          />
        </div>
      ) : null}
    </OgCard>,
    size,
  );
}
