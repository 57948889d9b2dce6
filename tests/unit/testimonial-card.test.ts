import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from '@/components/site/home/testimonial-card';
import type { Testimonial } from '@/lib/data/testimonials';

const STORY: Testimonial = {
  id: 't1',
  name: 'Meera Joshi',
  college: 'IIM Indore',
  examScore: 'CAT 99.1 percentile',
  content: 'The cut-off tables saved me a week of guessing.',
  imageUrl: null,
  videoUrl: null,
  rating: 4,
  position: 'Analyst',
  company: 'Acme',
  year: 2025,
};

const render = (t: Testimonial) => renderToStaticMarkup(createElement(TestimonialCard, { testimonial: t }));

describe('home testimonial card (issue 12)', () => {
  it('shows the photo, sized, with the name as its alt text', () => {
    const html = render({ ...STORY, imageUrl: 'http://127.0.0.1:54321/storage/v1/object/public/media/meera.jpg' });
    expect(html).toMatch(/<img[^>]+src="http:\/\/127\.0\.0\.1:54321\/storage\/v1\/object\/public\/media\/meera\.jpg"/);
    expect(html).toMatch(/<img[^>]+alt="Meera Joshi"/);
    expect(html).toMatch(/<img[^>]+width="44"[^>]+height="44"/);
    expect(html).not.toContain('>MJ<');
  });

  it('falls back to the initials when there is no photo', () => {
    const html = render(STORY);
    expect(html).not.toContain('<img');
    expect(html).toContain('>MJ<');
  });

  it('offers "Watch video" only for a story with a video', () => {
    expect(render(STORY)).not.toContain('Watch video');
    const html = render({ ...STORY, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(html).toContain('aria-label="Watch video: Meera Joshi"');
    expect(html).toContain('Watch video');
  });
});

describe('the rating', () => {
  it('is one image named with the rating, its stars filled up to it', () => {
    const html = renderToStaticMarkup(createElement(TestimonialCard, { testimonial: STORY }));
    expect(html).toContain('<span role="img" aria-label="Rated 4 out of 5" class="star-rating" style="--rating:4"></span>');
    expect(html).not.toContain('#star');
  });
});
