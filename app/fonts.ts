import localFont from 'next/font/local';

/*
 * Inter, served from the project (the build is offline, so no Google Fonts), cut down by scripts/subset-fonts.ts
 * to the characters, weights and features our pages use: one preloaded file of about 30 KiB. next/font sizes a
 * local Arial fallback to Inter's metrics (adjustFontFallback), so the swap to Inter moves nothing on the page.
 */
export const inter = localFont({
  src: '../assets/fonts/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
});
