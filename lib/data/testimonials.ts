import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { createPublicClient } from '@/lib/supabase/public';

type TestimonialRow = Tables<'testimonials'>;

/** The cache tag of every read of testimonials; a back-office write to testimonials revalidates it. */
export const TESTIMONIALS_TAG = TAGS.testimonials;

export interface Testimonial {
  id: TestimonialRow['id'];
  name: TestimonialRow['name'];
  college: TestimonialRow['college'];
  examScore: TestimonialRow['exam_score'];
  content: TestimonialRow['content'];
  imageUrl: TestimonialRow['image_url'];
  /** Optional (spec §3): the story told on video, played in the site's video player modal. */
  videoUrl: TestimonialRow['video_url'];
  /** 1 to 5 (a check constraint). */
  rating: TestimonialRow['rating'];
  position: TestimonialRow['position'];
  company: TestimonialRow['company'];
  year: TestimonialRow['year'];
}

/** Active testimonials for the home carousel, in the editors' order (spec §9: six stories). */
export async function listTestimonials(limit = 6): Promise<Testimonial[]> {
  const { data, error } = await createPublicClient([TESTIMONIALS_TAG])
    .from('testimonials')
    .select('id, name, college, exam_score, content, image_url, video_url, rating, position, company, year')
    .eq('is_active', true)
    .order('order_index', { ascending: true })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load testimonials');
  return data.map((r) => ({
    id: r.id,
    name: r.name,
    college: r.college,
    examScore: r.exam_score,
    content: r.content,
    imageUrl: r.image_url,
    videoUrl: r.video_url,
    rating: r.rating,
    position: r.position,
    company: r.company,
    year: r.year,
  }));
}
