/**
 * The attributes of a plain `<img>` that Next.js's image optimizer resizes, without next/image: its client
 * component adds about 6 kB gzipped to every page that shows one, which the JavaScript budget of issue 13 cannot
 * afford for a thumbnail. The URLs are the optimizer's own (`/_next/image?url=…&w=…&q=…`), so only widths from
 * Next.js's default device sizes and its one default quality are asked for: it refuses any other.
 */
const OPTIMIZER_WIDTHS = [640, 750, 828, 1080, 1200] as const;
const QUALITY = 75;

export function optimizedImageUrl(src: string, width: (typeof OPTIMIZER_WIDTHS)[number]): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/** `src` stays the smallest size, for browsers that ignore srcset; `sizes` tells the others which to fetch. */
export function responsiveImageAttributes(src: string, sizes: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: optimizedImageUrl(src, OPTIMIZER_WIDTHS[0]),
    srcSet: OPTIMIZER_WIDTHS.map((w) => `${optimizedImageUrl(src, w)} ${w}w`).join(', '),
    sizes,
  };
}
