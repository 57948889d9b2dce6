import { failedAs, toDataError } from '@/lib/data/errors';
import type { AdminPage } from '@/lib/data/faq-admin';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { ADMIN_PAGE_SIZE, pageRange, searchFilter, type AdminListParams } from '@/lib/faq/admin-params';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's reads and writes of testimonials, with the signed-in editor's own client (row-level
 * security lets content managers see inactive stories and change any, and refuses everyone else).
 */

export type AdminTestimonial = Tables<'testimonials'>;
export type TestimonialValues = Pick<
  TablesInsert<'testimonials'>,
  | 'name'
  | 'college'
  | 'exam_score'
  | 'content'
  | 'image_url'
  | 'video_url'
  | 'rating'
  | 'position'
  | 'company'
  | 'year'
  | 'is_active'
  | 'is_featured'
  | 'order_index'
>;
export type TestimonialListRow = Pick<
  AdminTestimonial,
  | 'id'
  | 'name'
  | 'college'
  | 'exam_score'
  | 'image_url'
  | 'video_url'
  | 'rating'
  | 'year'
  | 'is_active'
  | 'is_featured'
  | 'order_index'
>;

export async function listAdminTestimonials(
  client: TypedClient,
  params: AdminListParams,
): Promise<AdminPage<TestimonialListRow>> {
  let query = client
    .from('testimonials')
    .select('id, name, college, exam_score, image_url, video_url, rating, year, is_active, is_featured, order_index', {
      count: 'exact',
    });
  if (params.q) query = query.or(searchFilter(['name', 'college', 'content', 'company'], params.q));
  if (params.filter === 'active') query = query.eq('is_active', true);
  if (params.filter === 'inactive') query = query.eq('is_active', false);
  const [from, to] = pageRange(params.page, ADMIN_PAGE_SIZE);
  const { data, error, count } = await query
    .order('order_index', { ascending: true })
    .order('created_at', { ascending: true })
    .range(from, to);
  // A page past the end (an old link after testimonials were deleted) is an empty page.
  if (failedAs(error, 'NOT_FOUND')) return { rows: [], total: count ?? 0 };
  if (error) throw toDataError(error, 'Failed to load testimonials');
  return { rows: data, total: count ?? data.length };
}

export async function getAdminTestimonial(client: TypedClient, id: string): Promise<AdminTestimonial | null> {
  const { data, error } = await client.from('testimonials').select('*').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the testimonial');
  return data;
}

/** After every story there is, so a new one never pushes the home carousel's six aside unasked. */
export async function nextTestimonialOrderIndex(client: TypedClient): Promise<number> {
  const { data, error } = await client
    .from('testimonials')
    .select('order_index')
    .order('order_index', { ascending: false })
    .limit(1);
  if (error) throw toDataError(error, 'Failed to save the testimonial');
  return (data[0]?.order_index ?? 0) + 1;
}

export async function createTestimonial(
  client: TypedClient,
  values: TestimonialValues,
): Promise<Pick<AdminTestimonial, 'id' | 'name'>> {
  const { data, error } = await client.from('testimonials').insert(values).select('id, name').single();
  if (error) throw toDataError(error, 'Failed to create the testimonial');
  return data;
}

export async function updateTestimonial(
  client: TypedClient,
  id: string,
  values: TestimonialValues,
): Promise<Pick<AdminTestimonial, 'id' | 'name'>> {
  const { data, error } = await client.from('testimonials').update(values).eq('id', id).select('id, name');
  if (error) throw toDataError(error, 'Failed to update the testimonial');
  if (data.length === 0) throw new DataError('NOT_FOUND', 'This testimonial no longer exists.');
  return data[0];
}

/** Deletes a testimonial and returns whose it was, for the list's "deleted" notice. */
export async function deleteTestimonial(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('testimonials').delete().eq('id', id).select('name');
  if (error) throw toDataError(error, 'Failed to delete the testimonial');
  if (data.length === 0) throw new DataError('NOT_FOUND', 'This testimonial no longer exists.');
  return data[0].name;
}
