import type { Testimonial } from '@/lib/data/testimonials';
import { TestimonialCard } from './testimonial-card';

/** The slide track, shared by the carousel and the static version shown until the carousel loads. */
export function TestimonialSlides({ testimonials, live = 'off' }: { testimonials: Testimonial[]; live?: 'off' | 'polite' }) {
  return (
    <div className="-ml-4 flex touch-pan-y" aria-live={live}>
      {testimonials.map((t, i) => (
        <div
          key={t.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${testimonials.length}`}
          className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
        >
          <TestimonialCard testimonial={t} />
        </div>
      ))}
    </div>
  );
}
