import localFont from 'next/font/local';

/*
 * Inter, served from the project (the build is offline, so no Google Fonts). Fontsource splits it by script;
 * Latin is preloaded, Latin Extended (which holds the ₹ sign) is a fallback family fetched only when a page
 * needs one of its characters.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
});

export const interExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter-ext',
});
