'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Testimonial } from '@/lib/data/testimonials';
import type { TestimonialCarousel } from './testimonial-carousel';
import { TestimonialSlides } from './testimonial-slides';

type CarouselProps = Parameters<typeof TestimonialCarousel>[0];

/**
 * The stories sit far below the fold, so the carousel (Embla and its controls, about 18 kB gzipped) loads only
 * when the section comes within reach of the viewport; until then, and without JavaScript, the same slides show
 * as a static row. This keeps it out of the home page's first-load JavaScript.
 */
export function LazyTestimonialCarousel({ testimonials, labelledBy }: { testimonials: Testimonial[]; labelledBy: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [Carousel, setCarousel] = useState<ComponentType<CarouselProps> | null>(null);

  useEffect(() => {
    const node = placeholder.current;
    if (!node) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./testimonial-carousel').then((m) => {
          if (!cancelled) setCarousel(() => m.TestimonialCarousel);
        });
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  if (Carousel) return <Carousel testimonials={testimonials} labelledBy={labelledBy} />;
  if (testimonials.length === 0) return null;
  return (
    <div ref={placeholder} role="region" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      <div className="overflow-hidden">
        <TestimonialSlides testimonials={testimonials} />
      </div>
    </div>
  );
}
