import type { ReactNode } from 'react';

/*
 * The frame of the generated share images (next/og): the brand's navy card with the saffron dot and the site's
 * name. Inline styles only, as satori wants; no remote fonts or images (the build is offline).
 */

export const OG_SIZE = { width: 1200, height: 630 };

export function OgCard({ children, padding = 64 }: { children: ReactNode; padding?: number }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        background: '#1c2157',
        padding,
        color: '#ffffff',
      }}
    >
      {children}
    </div>
  );
}

/** The saffron dot and "MBA Disha", optionally followed by what the card shows ("MBA Disha · Compare colleges"). */
export function OgBrand({ label }: { label?: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', fontSize: 32 }}>
      <div style={{ width: 20, height: 20, borderRadius: 10, background: '#ff9326', marginRight: 14 }} />
      {label ? `MBA Disha · ${label}` : 'MBA Disha'}
    </div>
  );
}
