'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRight } from '@/components/icons/chevron-right';
import { Pause } from '@/components/icons/pause';
import { Play } from '@/components/icons/play';
import type { Testimonial } from '@/lib/data/testimonials';
import { TestimonialSlides } from './testimonial-slides';

/** Spec §9: the carousel advances every 5 s. */
export const AUTO_ADVANCE_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** 'auto' until the visitor acts: then their choice holds, and no timer ever restarts on its own. */
type Autoplay = 'auto' | 'playing' | 'stopped';

/**
 * Student stories, three per view on desktop and one on phones (spec §9). Auto-advance wraps from the last
 * story to the first, stops for good on any manual navigation (buttons, dots, dragging) and can be paused or
 * resumed with the toggle; it never starts by itself for visitors who ask for reduced motion.
 */
export function TestimonialCarousel({ testimonials, labelledBy }: { testimonials: Testimonial[]; labelledBy: string }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(testimonials.length);
  const [autoplay, setAutoplay] = useState<Autoplay>('auto');
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const running = autoplay === 'playing' || (autoplay === 'auto' && !reducedMotion);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList().length);
    };
    const stop = () => setAutoplay('stopped');
    sync();
    api.on('select', sync).on('reInit', sync).on('pointerDown', stop);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerDown', stop);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !running) return;
    const timer = window.setInterval(() => api.scrollNext(), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [api, running]);

  const navigate = useCallback((move: () => void) => {
    setAutoplay('stopped');
    move();
  }, []);

  if (testimonials.length === 0) return null;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      // Tells tests (and styles) when the carousel is interactive, i.e. hydrated with its timer running.
      data-ready={api ? 'true' : undefined}
      data-autoplay={running ? 'on' : 'off'}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <TestimonialSlides testimonials={testimonials} live={running ? 'off' : 'polite'} />
      </div>

      <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-center sm:gap-8">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => setAutoplay(running ? 'stopped' : 'playing')}
          aria-label={running ? 'Pause automatic slide show' : 'Resume automatic slide show'}
        >
          {running ? <Pause className="h-4 w-4" aria-hidden="true" /> : <Play className="h-4 w-4" aria-hidden="true" />}
          <span aria-hidden="true">{running ? 'Pause' : 'Resume'}</span>
        </button>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="btn-secondary px-3"
            aria-label="Previous testimonial"
            onClick={() => navigate(() => api?.scrollPrev())}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          {Array.from({ length: snaps }, (_, i) => (
            <button
              key={i}
              type="button"
              className="group flex h-11 w-8 items-center justify-center"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => navigate(() => api?.scrollTo(i))}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-gray-300 group-hover:bg-gray-400'}`}
              />
            </button>
          ))}
          <button
            type="button"
            className="btn-secondary px-3"
            aria-label="Next testimonial"
            onClick={() => navigate(() => api?.scrollNext())}
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
