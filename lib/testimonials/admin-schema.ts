import { z } from 'zod';
import { checkbox, optionalNumber, optionalText, optionalUrl, requiredText } from '@/lib/content/form-input';

/** What the testimonial form says under a field it refuses. */
export const TESTIMONIAL_MESSAGES = {
  name: 'Enter the student’s name.',
  college: 'Enter the college they joined.',
  content: 'Enter their story.',
  rating: 'Choose a rating from 1 to 5.',
  year: 'Enter the year as four digits between 1990 and 2100.',
  image: 'Choose a photo from the media library, or remove it.',
  video: 'Enter the video link starting with https://, or leave it empty.',
  order: 'Enter the position as a whole number from 0.',
} as const;

/** A rating posts as '1'…'5' from the form's select. */
const rating = z.coerce
  .number({ error: TESTIMONIAL_MESSAGES.rating })
  .int(TESTIMONIAL_MESSAGES.rating)
  .min(1, TESTIMONIAL_MESSAGES.rating)
  .max(5, TESTIMONIAL_MESSAGES.rating);

/** Spec §3's testimonial: name, college, exam score, content, image, optional video, rating 1-5, position, company, year. */
export const testimonialFields = z.object({
  name: requiredText(TESTIMONIAL_MESSAGES.name, 120),
  college: requiredText(TESTIMONIAL_MESSAGES.college, 160),
  exam_score: optionalText(80),
  content: requiredText(TESTIMONIAL_MESSAGES.content, 2000),
  image_url: optionalUrl(TESTIMONIAL_MESSAGES.image),
  video_url: optionalUrl(TESTIMONIAL_MESSAGES.video),
  rating,
  position: optionalText(120),
  company: optionalText(120),
  year: optionalNumber({ min: 1990, max: 2100, integer: true, message: TESTIMONIAL_MESSAGES.year }),
  is_active: checkbox,
  is_featured: checkbox,
  order_index: optionalNumber({ min: 0, max: 1_000_000, integer: true, message: TESTIMONIAL_MESSAGES.order }),
});

export const testimonialUpdateFields = testimonialFields.extend({ id: z.uuid() });
export const testimonialDeleteFields = z.object({ id: z.uuid() });

export type TestimonialInput = z.input<typeof testimonialFields>;
export type TestimonialUpdateInput = z.input<typeof testimonialUpdateFields>;
export type TestimonialDeleteInput = z.input<typeof testimonialDeleteFields>;
