import { ImageResponse } from 'next/og';
import { SITE_NAME } from '@/lib/seo/site';

// The site-wide share image; college and blog pages generate their own beside their routes.
export const alt = 'MBA Disha — colleges, entrance exams and admission guidance for MBA aspirants in India';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const BRAND_950 = '#11143a';
const BRAND_900 = '#1c2157';
const BRAND_200 = '#bcc3ee';
const SAFFRON_500 = '#ff9326';

/** The compass of app/icon.svg, drawn large. */
function Compass() {
  return (
    <svg width="168" height="168" viewBox="0 0 32 32">
      <circle cx="16" cy="16" r="15" fill={BRAND_900} />
      <circle cx="16" cy="16" r="11.5" fill="none" stroke="#929de0" strokeWidth="1" />
      <path d="M16 5.5 L20 16 L16 14.2 L12 16 Z" fill={SAFFRON_500} />
      <path d="M16 26.5 L12 16 L16 17.8 L20 16 Z" fill={BRAND_200} />
      <circle cx="16" cy="16" r="1.6" fill="#fff" />
    </svg>
  );
}

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: `linear-gradient(135deg, ${BRAND_950} 0%, ${BRAND_900} 100%)`,
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 36 }}>
        <Compass />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 84, fontWeight: 700, letterSpacing: -2 }}>{SITE_NAME}</div>
          <div style={{ fontSize: 34, color: BRAND_200 }}>Direction for your MBA journey</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 44, lineHeight: 1.25, maxWidth: 1000 }}>
          Compare MBA colleges on fees and placements. Prepare for CAT, XAT, NMAT, SNAP and MAT.
        </div>
        <div style={{ display: 'flex', width: 160, height: 10, borderRadius: 5, background: SAFFRON_500 }} />
      </div>
    </div>,
    size,
  );
}
