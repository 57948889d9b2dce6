import { Quote } from '@/components/icons/quote';
import { StarRating } from '@/components/ui/star-rating';
import type { Testimonial } from '@/lib/data/testimonials';
import { TestimonialVideoButton } from './testimonial-video-button';

function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return (words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '');
}

/** The story's photo, named by who it shows; their initials when there is none. */
function Portrait({ name, src }: { name: string; src: string | null }) {
  if (src) {
    // A plain img on purpose, as for avatars: a small file from the project's own media bucket, with nothing for
    // the optimizer to gain and no next/image JavaScript added to the home page.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={name}
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        className="h-11 w-11 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 uppercase"
    >
      {initials(name)}
    </span>
  );
}

/** A student story: the quote first, then who said it with their photo (or initials), and their video if any. */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  const role = [t.position, t.company].filter(Boolean).join(', ');
  return (
    <figure className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <Quote className="h-7 w-7 text-saffron-500" aria-hidden="true" />
        <StarRating rating={t.rating} />
      </div>
      <blockquote className="mt-4 flex-1 text-base leading-7 text-gray-800">{t.content}</blockquote>
      {t.videoUrl ? <TestimonialVideoButton name={t.name} videoUrl={t.videoUrl} /> : null}
      <figcaption className="mt-6 flex items-center gap-3">
        <Portrait name={t.name} src={t.imageUrl} />
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
