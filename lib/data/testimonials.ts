import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { toDataError } from './errors';

const rowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    college: z.string(),
    exam_score: z.string().nullable(),
    content: z.string(),
    image_url: z.string().nullable(),
    rating: z.number().int().min(1).max(5),
    position: z.string().nullable(),
    company: z.string().nullable(),
    year: z.number().nullable(),
  })
  .transform((r) => ({
    id: r.id,
    name: r.name,
    college: r.college,
    examScore: r.exam_score,
    content: r.content,
    imageUrl: r.image_url,
    rating: r.rating,
    position: r.position,
    company: r.company,
    year: r.year,
  }));

export type Testimonial = z.output<typeof rowSchema>;

/** Active testimonials for the home carousel, in the editors' order (spec §9: six stories). */
export async function listTestimonials(client: SupabaseClient, limit = 6): Promise<Testimonial[]> {
  const { data, error } = await client
    .from('testimonials')
    .select('id, name, college, exam_score, content, image_url, rating, position, company, year')
    .eq('is_active', true)
    .order('order_index', { ascending: true })
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load testimonials');
  return z.array(rowSchema).parse(data);
}
