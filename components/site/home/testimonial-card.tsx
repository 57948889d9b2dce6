import { Quote, Star } from 'lucide-react';
import type { Testimonial } from '@/lib/data/testimonials';

function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return (words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '');
}

/** A student story: the quote first, then who said it, with generated initials in place of a photo. */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  const role = [t.position, t.company].filter(Boolean).join(', ');
  return (
    <figure className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <Quote className="h-7 w-7 text-saffron-500" aria-hidden="true" />
        <span className="flex gap-0.5" role="img" aria-label={`Rated ${t.rating} out of 5`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star
              key={i}
              className={`h-4 w-4 ${i < t.rating ? 'fill-saffron-500 text-saffron-500' : 'text-gray-300'}`}
              aria-hidden="true"
            />
          ))}
        </span>
      </div>
      <blockquote className="mt-4 flex-1 text-base leading-7 text-gray-800">{t.content}</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 uppercase"
        >
          {initials(t.name)}
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-brand-900">{t.name}</span>
          <span className="block text-gray-700">
            {t.college}
            {t.year ? ` · ${t.year}` : ''}
          </span>
          {t.examScore ? <span className="block text-gray-600">{t.examScore}</span> : null}
          {role ? <span className="block text-gray-600">{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
