import { describe, expect, it } from 'vitest';
import { optimizedImageUrl, responsiveImageAttributes } from '@/lib/media/responsive-image';

describe('responsiveImageAttributes', () => {
  it('asks the optimizer for its default widths at its default quality', () => {
    const attrs = responsiveImageAttributes('/videos/cat prep.webp', '100vw');
    expect(attrs.src).toBe('/_next/image?url=%2Fvideos%2Fcat%20prep.webp&w=640&q=75');
    expect(attrs.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['640w', '750w', '828w', '1080w', '1200w']);
    expect(attrs.sizes).toBe('100vw');
  });

  it('encodes the source so a query string in it cannot add parameters', () => {
    expect(optimizedImageUrl('/a.png?w=9&q=1', 828)).toBe('/_next/image?url=%2Fa.png%3Fw%3D9%26q%3D1&w=828&q=75');
  });
});
